import { coerce, define, optional, string, type Struct } from 'superstruct';
import isEmail from 'validator/lib/isEmail.js';

import { CONTROL, PASSWORD_MIN, PASSWORD_MAX, PASSWORD_TOO_LONG_PROBLEM, PASSWORD_TOO_SHORT_PROBLEM, resetPasswordKeyedProblem } from './password.ts';
import { EN_VALIDATION, fail, type Problem, type ValidationKey } from './problems.ts';

export {
  CONTROL_CHARACTER_MESSAGE,
  PASSWORD_MAX,
  PASSWORDS_DO_NOT_MATCH,
  PERSONAL_PASSWORD_MESSAGE,
  personalPasswordKeyedProblem,
  personalPasswordProblem,
} from './password.ts';
/**
 * The same, less tab and line breaks, which a multi-line message may hold (the line and paragraph
 * separators among them); every other C0 or C1 control, lone surrogate and non-character is refused.
 */
const CONTROL_IN_MULTILINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\p{Cs}\p{Noncharacter_Code_Point}]/u;

/**
 * Invisible format characters (bidi overrides, zero-width space, soft hyphen…) that make two
 * names look alike or one read backwards. The zero-width joiner and non-joiner are kept: Indic
 * scripts need them to spell names (Malayalam chillu letters, Bengali and Devanagari conjuncts).
 */
const FORMAT_IN_NAME = /(?![\u200c\u200d])\p{Cf}/u;
/** Every format character, joiners too: none belongs in an e-mail address. */
const FORMAT = /\p{Cf}/u;
/**
 * Characters that render as nothing or as blank space without being format characters (the
 * combining grapheme joiner, the Hangul fillers, variation selectors, the Braille blank, spaces of
 * every width): in an address they make a mailbox that reads as another one.
 */
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{White_Space}\u2800]/u;

/** What a text field accepts: its length bound and whether line breaks belong in it. */
interface TextRule {
  max: number;
  multiline?: boolean;
}

function textProblem(value: string, rule: TextRule): Problem | null {
  if ((rule.multiline ? CONTROL_IN_MULTILINE : CONTROL).test(value)) return { key: 'controlCharacters' };
  if (!rule.multiline && FORMAT_IN_NAME.test(value)) return { key: 'controlCharacters' };
  if (value.length > rule.max) return { key: 'tooLong', params: { max: rule.max } };
  return null;
}

/** A refinement's answer for a problem: a failure carrying it, or true (passes) for none. */
const outcome = (problem: Problem | null) => (problem ? fail(problem.key, problem.params) : true);

/** Ensure that a value is a string with something other than white space in it, and no control characters; `required` names the message of an empty one. */
export const requiredText = (required: ValidationKey, max = 200, multiline = false): Struct<string, null> =>
  define<string>('requiredText', (value) => {
    if (typeof value !== 'string' || value.trim() === '') return fail(required);
    return outcome(textProblem(value, { max, multiline }));
  });

/** Ensure that a value is an optional string of bounded length with no control characters (empty is fine). */
export const optionalText = (max = 200) =>
  optional(
    define<string>('optionalText', (value) => {
      if (typeof value !== 'string') return fail('enterText');
      return outcome(textProblem(value, { max }));
    }),
  );

/** The message for a phone number that is not an Indian one. */
export const PHONE_MESSAGE = EN_VALIDATION.phoneInvalid;

/**
 * An Indian phone number as the numbering plan writes it, in its one stored spelling (E.164,
 * `+919820145678`), or null when it is none. The national number is 10 digits: a mobile starts
 * 6–9; a landline is its STD code (2–4 digits, starting 1–8) and the subscriber number. A mobile
 * may be written bare, a landline needs its trunk 0 (`022 2345 6789`: a bare `1234567890` is no
 * number); either may carry the trunk 0, or +91 / 91 / 0091 (and then a trunk 0 as well, `+91 (0)22…`).
 * Spaces, hyphens, dots and brackets between the digits are ignored.
 */
export function toE164Phone(value: string): string | null {
  const digits = value.trim().replace(/[\s().-]/g, '');
  const match = /^((?:\+|00)?910?|0)?([1-9]\d{9})$/.exec(digits);
  if (!match) return null;
  const [, prefix, national = ''] = match;
  // Without a prefix only a mobile is recognisable; the trunk 0 or the country code announces a landline's STD code.
  if (prefix === undefined && !/^[6-9]/.test(national)) return null;
  return `+91${national}`;
}

/** True when the value is an Indian phone number (toE164Phone). */
export function isIndianPhone(value: string): boolean {
  return toE164Phone(value) !== null;
}

/**
 * A phone field read as a request body: trimmed, then written in E.164 when it is an Indian number,
 * so the server stores one spelling; the form checks the number as typed and keeps it.
 */
export const asE164Phone = <T>(struct: Struct<T, null>) =>
  coerce(struct, string(), (value) => {
    const trimmedValue = value.trim();
    // A value the rule refuses (a control character in it) is left as sent, so it is refused with its own message.
    return CONTROL.test(value) ? value : (toE164Phone(trimmedValue) ?? trimmedValue);
  });

/** Ensure that a value is a required Indian phone number. */
export const indianPhone = (required: ValidationKey) =>
  define<string>('IndianPhone', (value) => {
    if (typeof value !== 'string' || value.trim() === '') return fail(required);
    if (CONTROL.test(value)) return fail('controlCharacters');
    return (value.length <= 30 && isIndianPhone(value)) || fail('phoneInvalid');
  });

/** Ensure that a value is an optional Indian phone number (empty is fine). */
export const optionalIndianPhone = () =>
  optional(
    define<string>('OptionalIndianPhone', (value) => {
      if (typeof value !== 'string') return fail('phoneInvalid');
      if (CONTROL.test(value)) return fail('controlCharacters');
      return value.trim() === '' || (value.length <= 30 && isIndianPhone(value)) || fail('phoneInvalid');
    }),
  );

/** The message of every refused e-mail address. */
export const EMAIL_MESSAGE = EN_VALIDATION.emailInvalid;

/** The longest address mail servers accept (RFC 5321 path limit). */
const EMAIL_MAX = 254;

/**
 * The one spelling an address is stored, compared and mailed in: Unicode NFC, trimmed, lower-cased,
 * and an internationalised domain in its ASCII (punycode) form, so `u@münchen.test` and
 * `u@xn--mnchen-3ya.test` are one mailbox (the unique index on accounts relies on it; mail
 * providers treat the local part case-insensitively). The domain is converted by the WHATWG URL
 * parser, which the browser and Node share.
 */
export function normalizeEmail(email: string): string {
  const address = email.normalize('NFC').trim().toLowerCase();
  const at = address.lastIndexOf('@');
  const domain = address.slice(at + 1);
  if (at === -1 || /^[\x21-\x7e]*$/.test(domain)) return address;
  return `${address.slice(0, at + 1)}${asciiDomain(domain) ?? domain}`;
}

/** The WHATWG URL parser of the browser and of Node (the protocol compiles with neither's types). */
const WhatwgUrl = (globalThis as unknown as { URL: new (input: string) => { hostname: string } }).URL;

/** The ASCII form of a domain name (IDNA, as a browser's address bar does it), or null when it is none. */
function asciiDomain(domain: string): string | null {
  if (!/^[^\s/?#@:%\\[\]]+$/u.test(domain)) return null;
  try {
    const host = new WhatwgUrl(`http://${domain}/`).hostname;
    return host === '' ? null : host;
  } catch {
    return null;
  }
}

/** An address longer than this is refused before any other work (a 1 MB body is not normalised). */
const EMAIL_RAW_MAX = 4 * EMAIL_MAX;

/**
 * Ensure that a value is exactly one mailbox address: `name@domain.tld`, no display name, no list,
 * no header folding, no IP-literal domain, no quoted local part (`"victim"@x.test` is another
 * spelling of `victim@x.test`), no invisible character (a format character, a filler, a variation
 * selector, a blank or a space inside it), and a domain that has an ASCII form.
 * The same rule runs in the browser and on the server.
 */
export const Email = define<string>('Email', (value) => {
  const invalid = fail('emailInvalid');
  if (typeof value !== 'string' || value.length > EMAIL_RAW_MAX || CONTROL.test(value) || FORMAT.test(value) || value.includes('"')) return invalid;
  const typed = value.normalize('NFC').trim().toLowerCase();
  if (INVISIBLE.test(typed)) return invalid;
  const at = typed.lastIndexOf('@');
  if (at === -1 || asciiDomain(typed.slice(at + 1)) === null) return invalid;
  const address = normalizeEmail(typed);
  if (address.length > EMAIL_MAX) return invalid;
  const valid = isEmail(address, {
    allow_display_name: false,
    require_tld: true,
    allow_ip_domain: false,
    allow_utf8_local_part: true,
    ignore_max_length: false,
  });
  return valid || invalid;
});

/** Ensure that a value is a registration password: 8 to 128 characters, no control characters. */
export const NewPassword = define<string>('NewPassword', (value) => {
  if (typeof value !== 'string' || value.length < PASSWORD_MIN) return outcome(PASSWORD_TOO_SHORT_PROBLEM);
  if (value.length > PASSWORD_MAX) return outcome(PASSWORD_TOO_LONG_PROBLEM);
  if (CONTROL.test(value)) return fail('controlCharacters');
  return true;
});

/** Ensure that a value passes the reset-password rules (resetPasswordProblem). */
export const StrongPassword = define<string>('StrongPassword', (value) =>
  outcome(typeof value !== 'string' ? PASSWORD_TOO_SHORT_PROBLEM : resetPasswordKeyedProblem(value)),
);

/** Ensure that a value is `true` (a ticked agreement box); `problem` names the message otherwise. */
export const mustBeTrue = (problem: ValidationKey) => define<true>('mustBeTrue', (value) => value === true || fail(problem));

/** Ensure that a value is one of a fixed list; `problem` names the message otherwise. */
export const oneOf = <T extends string>(values: readonly T[], problem: ValidationKey) =>
  define<T>('oneOf', (value) => (typeof value === 'string' && (values as readonly string[]).includes(value)) || fail(problem));

/**
 * An optional language tag (`hi`, `ta-IN`): any short text, matched with matchLanguage where it is
 * used, an unknown tag falling back as the caller decides; only a non-string, an over-long tag or
 * control characters are refused.
 */
export const optionalLanguageTag = () => optionalText(35);

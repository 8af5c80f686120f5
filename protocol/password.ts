/**
 * The password rules and the control-character rule, apart from the structs that apply them
 * (fields.ts), so the reset form's checklist reads the very rules the server applies without
 * loading the structs' code. Each rule names its problem (`key`, a `validation` catalog key) and
 * its checklist line (`itemKey`); `message` and `item` are the same in en-IN.
 */
import { EN_VALIDATION, problemText, type Problem, type ValidationKey } from './problems.ts';
import { PASSWORD_MAX, PASSWORD_MIN, RESET_PASSWORD_CHECKS } from './password-checks.ts';

/** The message of a text field holding a control character (NUL, escape, a line break in a one-line field…). */
export const CONTROL_CHARACTER_MESSAGE = EN_VALIDATION.controlCharacters;

export { CONTROL, PASSWORD_MAX, PASSWORD_MIN } from './password-checks.ts';

/** The problems of a password too short and too long, with their lengths. */
export const PASSWORD_TOO_SHORT_PROBLEM: Problem = { key: 'passwordTooShort', params: { min: PASSWORD_MIN } };
export const PASSWORD_TOO_LONG_PROBLEM: Problem = { key: 'passwordTooLong', params: { max: PASSWORD_MAX } };

export const PASSWORD_TOO_SHORT = problemText(PASSWORD_TOO_SHORT_PROBLEM);
export const PASSWORD_TOO_LONG = problemText(PASSWORD_TOO_LONG_PROBLEM);
export const PASSWORDS_DO_NOT_MATCH = EN_VALIDATION.passwordsDoNotMatch;

/**
 * A rule a new password must pass: its problem (`key` and `params`, its message in any language), and
 * the line of the reset form's checklist it belongs to (`itemKey`, with the same `params`);
 * `message` and `item` are those in en-IN.
 */
export interface PasswordRule {
  passes: (password: string) => boolean;
  key: ValidationKey;
  params?: Problem['params'];
  message: string;
  itemKey?: ValidationKey;
  item?: string;
}

/** A rule with its en-IN message and checklist line written from its keys. */
function rule(passes: PasswordRule['passes'], problem: Problem, itemKey?: ValidationKey): PasswordRule {
  const written: PasswordRule = { passes, ...problem, message: problemText(problem) };
  return itemKey ? { ...written, itemKey, item: problemText({ ...problem, key: itemKey }) } : written;
}

/**
 * The reset-password rules in their order (length, a lowercase letter, an uppercase letter, a digit,
 * no control characters; password-checks.ts); the first that fails is the message shown.
 */
export const RESET_PASSWORD_RULES: readonly PasswordRule[] = RESET_PASSWORD_CHECKS.map(({ passes, key, params, itemKey }) =>
  rule(passes, params ? { key, params } : { key }, itemKey),
);

/** The first reset-password rule `password` fails, as its problem; null when it passes them all. */
export function resetPasswordKeyedProblem(password: string): Problem | null {
  const failed = RESET_PASSWORD_RULES.find((rule) => !rule.passes(password));
  return failed ? (failed.params ? { key: failed.key, params: failed.params } : { key: failed.key }) : null;
}

/** The first reset-password rule `password` fails, as its en-IN message; null when it passes them all. */
export function resetPasswordProblem(password: string): string | null {
  return enText(resetPasswordKeyedProblem(password));
}

/** A problem's en-IN text, or null for none. */
function enText(problem: Problem | null): string | null {
  return problem && problemText(problem);
}

/** The message of a password made from the user's own name, clinic name or e-mail address. */
export const PERSONAL_PASSWORD_MESSAGE = EN_VALIDATION.passwordPersonal;

/** Words shorter than this, in characters as a reader counts them, are not looked for in a password (initials, "Dr"). */
const PERSONAL_WORD_MIN = 3;

/** What separates words: anything but a letter, a combining mark (an Indic vowel sign or virama) or a digit. */
const WORD_BREAK = /[^\p{L}\p{M}\p{N}]+/u;
/** Format characters (the joiners Indic spellings carry, or not) never tell two spellings apart here. */
const FORMAT = /\p{Cf}/gu;

const graphemes = new Intl.Segmenter('und', { granularity: 'grapheme' });

/** The length of `text` in grapheme clusters: `रमेश` is 3 (र, मे, श), not 4 code units. */
function graphemeLength(text: string): number {
  let count = 0;
  for (const _ of graphemes.segment(text)) count += 1;
  return count;
}

/** `text` as words are compared: NFKC, lower-cased, without format characters. */
const folded = (text: string) => text.normalize('NFKC').toLowerCase().replace(FORMAT, '');

/**
 * The words of the user's own that a password is checked against: each of `inputs` whole (spaces
 * and punctuation dropped: "Kesar Clinic" is also "kesarclinic", "रमेश कुमार" also "रमेशकुमार") and
 * each of its words, longest first, folded. An e-mail address counts whole, as typed and without its
 * punctuation, but its domain's words do not count alone.
 */
function personalWords(inputs: readonly string[]): string[] {
  const words = new Set<string>();
  for (const input of inputs) {
    const text = folded(input);
    const parts = text.split(WORD_BREAK).filter(Boolean);
    const candidates = text.includes('@') ? [text, parts.join('')] : [parts.join(''), ...parts];
    for (const word of candidates) if (graphemeLength(word) >= PERSONAL_WORD_MIN) words.add(word);
  }
  return [...words].sort((a, b) => b.length - a.length);
}

/**
 * The user's own words are the first guesses against their account, so they do not count toward a
 * password's length: a password holding any of them (ignoring case) must keep at least 8 characters
 * (grapheme clusters, as a reader counts them) once they are taken out ("priya deshpande",
 * "KesarClinic@1", "रमेशकुमार" for रमेश कुमार, the e-mail address itself are refused;
 * "Kesar-monsoon-1987" is not). `inputs` are the owner's name, the clinic's name, the e-mail's local
 * part and the e-mail address.
 */
export function personalPasswordKeyedProblem(password: string, inputs: readonly string[]): Problem | null {
  const typed = folded(password);
  let rest = typed;
  for (const word of personalWords(inputs)) rest = rest.split(word).join('');
  return rest !== typed && graphemeLength(rest) < PASSWORD_MIN ? { key: 'passwordPersonal' } : null;
}

/** The same rule, as its en-IN message. */
export function personalPasswordProblem(password: string, inputs: readonly string[]): string | null {
  return enText(personalPasswordKeyedProblem(password, inputs));
}

/** The words of a registration that its password must not be made from: owner, clinic, the e-mail's local part, the e-mail. */
export function registrationWords(form: { ownerName?: unknown; clinicName?: unknown; email?: unknown }): string[] {
  const email = typeof form.email === 'string' ? form.email : '';
  const localPart = email.includes('@') ? email.slice(0, email.lastIndexOf('@')) : email;
  return [form.ownerName, form.clinicName, localPart, email.includes('@') ? email : ''].filter(
    (word): word is string => typeof word === 'string' && word !== '',
  );
}

/**
 * The reset form's checks in their order: the confirmation first, then the first failing password rule.
 * Returns null when the pair may be sent.
 */
export function resetFormKeyedProblem(password: string, confirmPassword: string): Problem | null {
  if (password !== confirmPassword) return { key: 'passwordsDoNotMatch' };
  return resetPasswordKeyedProblem(password);
}

/** The same checks, as the en-IN message. */
export function resetFormProblem(password: string, confirmPassword: string): string | null {
  return enText(resetFormKeyedProblem(password, confirmPassword));
}

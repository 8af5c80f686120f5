/**
 * The password rules and the control-character rule, apart from the structs that apply them
 * (fields.ts), so the reset form's checklist reads the very rules the server applies without
 * loading the structs' code.
 */

/** The message of a text field holding a control character (NUL, escape, a line break in a one-line field…). */
export const CONTROL_CHARACTER_MESSAGE = 'Please remove the invisible control characters from this field';

/** C0 controls and DEL: never part of a name, address or token typed by a person. */
export const CONTROL = /[\u0000-\u001f\u007f]/;

/** The longest password accepted anywhere; longer ones are refused, never truncated. */
export const PASSWORD_MAX = 128;

/** The minimum password length, for registration and reset alike. */
export const PASSWORD_MIN = 8;

export const PASSWORD_TOO_SHORT = 'Password must be at least 8 characters long';
export const PASSWORD_TOO_LONG = `Password must be at most ${PASSWORD_MAX} characters long`;
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';

/** A rule a new password must pass; `item` is the line of the reset form's checklist it belongs to. */
export interface PasswordRule {
  passes: (password: string) => boolean;
  message: string;
  item?: string;
}

/**
 * The reset-password rules in their order (length, a lowercase letter, an uppercase letter, a digit,
 * no control characters); the first that fails is the message shown.
 */
export const RESET_PASSWORD_RULES: readonly PasswordRule[] = [
  { passes: (p) => p.length >= PASSWORD_MIN, message: PASSWORD_TOO_SHORT, item: 'At least 8 characters' },
  { passes: (p) => p.length <= PASSWORD_MAX, message: PASSWORD_TOO_LONG },
  { passes: (p) => /[a-z]/.test(p), message: 'Password must contain at least one lowercase letter', item: 'Upper and lower case letters' },
  { passes: (p) => /[A-Z]/.test(p), message: 'Password must contain at least one uppercase letter', item: 'Upper and lower case letters' },
  { passes: (p) => /[0-9]/.test(p), message: 'Password must contain at least one number', item: 'At least one number' },
  { passes: (p) => !CONTROL.test(p), message: CONTROL_CHARACTER_MESSAGE },
];

/** The first reset-password rule `password` fails, as its message; null when it passes them all. */
export function resetPasswordProblem(password: string): string | null {
  return RESET_PASSWORD_RULES.find((rule) => !rule.passes(password))?.message ?? null;
}

/** The message of a password made from the user's own name, clinic name or e-mail address. */
export const PERSONAL_PASSWORD_MESSAGE = "This password is too easy to guess: it is made from your name, your clinic's name or your email address";

/** Words shorter than this are not looked for in a password (initials, "Dr"). */
const PERSONAL_WORD_MIN = 3;

/**
 * The words of the user's own that a password is checked against: each of `inputs` whole (spaces
 * and punctuation dropped: "Kesar Clinic" is also "kesarclinic") and each of its words, longest
 * first, lower-cased.
 */
function personalWords(inputs: readonly string[]): string[] {
  const words = new Set<string>();
  for (const input of inputs) {
    const parts = input
      .normalize('NFKC')
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u);
    for (const word of [parts.join(''), ...parts]) if (word.length >= PERSONAL_WORD_MIN) words.add(word);
  }
  return [...words].sort((a, b) => b.length - a.length);
}

/**
 * The user's own words are the first guesses against their account, so they do not count toward a
 * password's length: a password holding any of them (ignoring case) must keep at least 8 characters
 * once they are taken out ("priya deshpande", "KesarClinic@1" are refused; "Kesar-monsoon-1987" is
 * not). `inputs` are the owner's name, the clinic's name and the e-mail's local part.
 */
export function personalPasswordProblem(password: string, inputs: readonly string[]): string | null {
  const typed = password.normalize('NFKC').toLowerCase();
  let rest = typed;
  for (const word of personalWords(inputs)) rest = rest.split(word).join('');
  return rest !== typed && rest.length < PASSWORD_MIN ? PERSONAL_PASSWORD_MESSAGE : null;
}

/** The words of a registration that its password must not be made from: owner, clinic, the e-mail's local part. */
export function registrationWords(form: { ownerName?: unknown; clinicName?: unknown; email?: unknown }): string[] {
  const email = typeof form.email === 'string' ? form.email : '';
  const localPart = email.includes('@') ? email.slice(0, email.lastIndexOf('@')) : email;
  return [form.ownerName, form.clinicName, localPart].filter((word): word is string => typeof word === 'string');
}

/**
 * The reset form's checks in their order: the confirmation first, then the first failing password rule.
 * Returns null when the pair may be sent.
 */
export function resetFormProblem(password: string, confirmPassword: string): string | null {
  if (password !== confirmPassword) return PASSWORDS_DO_NOT_MATCH;
  return resetPasswordProblem(password);
}

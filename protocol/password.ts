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

/**
 * The reset form's checks in their order: the confirmation first, then the first failing password rule.
 * Returns null when the pair may be sent.
 */
export function resetFormProblem(password: string, confirmPassword: string): string | null {
  if (password !== confirmPassword) return PASSWORDS_DO_NOT_MATCH;
  return resetPasswordProblem(password);
}

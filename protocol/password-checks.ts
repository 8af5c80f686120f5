/**
 * The reset-password rules as tests only: what each checks, the problem it names (a `validation`
 * catalog key) and its line of the reset form's checklist. No words and no formatter, so the reset
 * form ticks its checklist with the very rules the server applies while loading none of the
 * checks' messages (password.ts gives them their words).
 */

/** C0 controls and DEL: never part of a name, address or token typed by a person. */
export const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\p{Cs}\p{Noncharacter_Code_Point}]/u;

/** The longest password accepted anywhere; longer ones are refused, never truncated. */
export const PASSWORD_MAX = 128;

/** The minimum password length, for registration and reset alike. */
export const PASSWORD_MIN = 8;

/** One test of a new password: the problem it finds (`key`, `params`) and its checklist line (`itemKey`). */
export interface PasswordCheck {
  passes: (password: string) => boolean;
  key: 'passwordTooShort' | 'passwordTooLong' | 'passwordLowercase' | 'passwordUppercase' | 'passwordNumber' | 'controlCharacters';
  params?: Record<string, number>;
  itemKey?: 'checklistLength' | 'checklistCases' | 'checklistNumber';
}

/** The reset-password tests in their order (length, a lowercase letter, an uppercase letter, a digit, no control characters). */
export const RESET_PASSWORD_CHECKS: readonly PasswordCheck[] = [
  { passes: (p) => p.length >= PASSWORD_MIN, key: 'passwordTooShort', params: { min: PASSWORD_MIN }, itemKey: 'checklistLength' },
  { passes: (p) => p.length <= PASSWORD_MAX, key: 'passwordTooLong', params: { max: PASSWORD_MAX } },
  { passes: (p) => /[a-z]/.test(p), key: 'passwordLowercase', itemKey: 'checklistCases' },
  { passes: (p) => /[A-Z]/.test(p), key: 'passwordUppercase', itemKey: 'checklistCases' },
  { passes: (p) => /[0-9]/.test(p), key: 'passwordNumber', itemKey: 'checklistNumber' },
  { passes: (p) => !CONTROL.test(p), key: 'controlCharacters' },
];

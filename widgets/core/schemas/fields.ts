import { boolean, define, enums, literal, optional, string, type Struct } from 'superstruct';

/** Ensure that a value is a string with something other than white space in it. */
export const requiredText = (message: string, max = 200): Struct<string, null> =>
  define<string>('requiredText', (value) => {
    if (typeof value !== 'string' || value.trim() === '') return message;
    if (value.length > max) return `Please keep this under ${max} characters`;
    return true;
  });

/** Ensure that a value is an optional string of bounded length (empty is fine). */
export const optionalText = (max = 200) =>
  optional(
    define<string>('optionalText', (value) => {
      if (typeof value !== 'string') return 'Please enter text';
      if (value.length > max) return `Please keep this under ${max} characters`;
      return true;
    }),
  );

/** The message for a phone number that is not an Indian one. */
export const PHONE_MESSAGE = 'Please enter a valid Indian phone number: 10 digits, optionally starting with +91';

/**
 * An Indian phone number: 10 digits, the first not 0, optionally after +91; spaces, hyphens, dots
 * and brackets between the digits are allowed ("+91 98450-12345", "(080) 4718 2290" is not: its
 * trunk 0 makes 11 digits).
 */
export function isIndianPhone(value: string): boolean {
  return /^(?:\+91)?[1-9]\d{9}$/.test(value.trim().replace(/[\s().-]/g, ''));
}

/** Ensure that a value is a required Indian phone number. */
export const indianPhone = (requiredMessage: string) =>
  define<string>('IndianPhone', (value) => {
    if (typeof value !== 'string' || value.trim() === '') return requiredMessage;
    return (value.length <= 30 && isIndianPhone(value)) || PHONE_MESSAGE;
  });

/** Ensure that a value is an optional Indian phone number (empty is fine). */
export const optionalIndianPhone = () =>
  optional(
    define<string>('OptionalIndianPhone', (value) => {
      if (typeof value !== 'string') return PHONE_MESSAGE;
      return value.trim() === '' || (value.length <= 30 && isIndianPhone(value)) || PHONE_MESSAGE;
    }),
  );

/** SPEC §5: an e-mail must contain '@'. */
export const EMAIL_MESSAGE = 'Please enter a valid email address';

/** Ensure that a value is an e-mail address in the spec's sense: a string containing '@'. */
export const Email = define<string>('Email', (value) => {
  if (typeof value !== 'string' || !value.includes('@')) return EMAIL_MESSAGE;
  if (value.length > 254) return EMAIL_MESSAGE;
  return true;
});

/** The longest password accepted anywhere; longer ones are refused, never truncated. */
export const PASSWORD_MAX = 128;

/** SPEC §5 and §9: the minimum password length. */
export const PASSWORD_MIN = 8;

export const PASSWORD_TOO_SHORT = 'Password must be at least 8 characters long';
export const PASSWORD_TOO_LONG = `Password must be at most ${PASSWORD_MAX} characters long`;
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';

/** Ensure that a value is a registration password: 8 to 128 characters (SPEC §5). */
export const NewPassword = define<string>('NewPassword', (value) => {
  if (typeof value !== 'string' || value.length < PASSWORD_MIN) return PASSWORD_TOO_SHORT;
  if (value.length > PASSWORD_MAX) return PASSWORD_TOO_LONG;
  return true;
});

/**
 * The reset-password rules of SPEC §5 in their order; the first that fails is the message shown.
 * Returns null when the password passes them all.
 */
export function resetPasswordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN) return PASSWORD_TOO_SHORT;
  if (password.length > PASSWORD_MAX) return PASSWORD_TOO_LONG;
  if (!/[a-z]/.test(password)) return 'Password must contain at least one lowercase letter';
  if (!/[A-Z]/.test(password)) return 'Password must contain at least one uppercase letter';
  if (!/[0-9]/.test(password)) return 'Password must contain at least one number';
  return null;
}

/** Ensure that a value passes the reset-password rules of SPEC §5. */
export const StrongPassword = define<string>('StrongPassword', (value) =>
  typeof value !== 'string' ? PASSWORD_TOO_SHORT : (resetPasswordProblem(value) ?? true),
);

/** Ensure that a value is `true` (a ticked agreement box). */
export const mustBeTrue = (message: string) =>
  define<true>('mustBeTrue', (value) => value === true || message);

/** Ensure that a value is one of a fixed list, with a message of our own. */
export const oneOf = <T extends string>(values: readonly T[], message: string) =>
  define<T>('oneOf', (value) => (typeof value === 'string' && (values as readonly string[]).includes(value)) || message);

export { boolean, enums, literal, optional, string };

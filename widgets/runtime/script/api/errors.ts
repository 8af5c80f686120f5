/** what a failed auth call says when the server gives no message of its own. */
export const STATUS_MESSAGES: Readonly<Record<number, string>> = {
  400: 'Invalid input data',
  401: 'Invalid credentials',
  404: 'User not found',
  409: 'Email already exists',
  500: 'Server error. Please try again later.',
};
/** What a failed sign-in or registration says when the failure has no message of its own. */
export const SIGN_IN_FALLBACK = 'Invalid email or password';

export const UNEXPECTED_MESSAGE = 'An unexpected error occurred';
export const NETWORK_MESSAGE = 'Network error. Please check your connection.';
/** What a visitor sees when the API refuses this site's origin: the site is not set up, the visitor did nothing wrong. */
export const ORIGIN_REFUSED_MESSAGE = 'This form is not available on this site yet.';

/**
 * How a call failed: an answer with an error status, no answer at all, an answer of the wrong
 * shape, or no answer because the API refuses this page's origin (its origin check says so).
 */
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'shape' | 'origin';

/** A failed API call, carrying the message to show and the per-field messages, if any. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    readonly kind: ApiErrorKind,
    readonly status: number | null = null,
    readonly fields: Readonly<Record<string, string>> = {},
    readonly retryAfterSeconds: number | null = null,
    /** The API's stable code (`INVALID_CREDENTIALS`), or the browser's own (`NETWORK_ERROR`, `STATUS_404`). */
    readonly code: string | null = null,
    /** A proof of work that lets the same sign-in through past its account's per-e-mail ceiling. */
    readonly challenge: { id: string; bits: number } | null = null,
    /** Each refused field's stable code (`EMAIL_INVALID`), which an element writes in its own words. */
    readonly fieldCodes: Readonly<Record<string, string>> = {},
  ) {
    super(message);
  }
}

/** the server's message first, then the fallback for the status. */
export function messageForStatus(status: number, serverMessage?: unknown): string {
  if (typeof serverMessage === 'string' && serverMessage.trim() !== '') return serverMessage;
  return STATUS_MESSAGES[status] ?? UNEXPECTED_MESSAGE;
}

/** The message of a thrown value, or the caller's fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  return fallback;
}

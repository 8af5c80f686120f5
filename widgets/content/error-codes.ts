/**
 * The error codes /error shows from its address (`?code=`), each with its own message. The page's
 * query is anyone's text, so an unknown code shows UNKNOWN_ERROR and a `?message=` is never shown:
 * a link cannot make the page say something under the brand.
 */
export const DEFAULT_CODE = 'UNKNOWN_ERROR';

/** The codes /error knows; each one's message is in the catalogs (`errorPage.<code>`). */
export const ERROR_CODES = [
  DEFAULT_CODE,
  'NETWORK_ERROR',
  'TIMEOUT',
  'SERVER_ERROR',
  'SESSION_EXPIRED',
  'ACCESS_DENIED',
  'NOT_FOUND',
  'RATE_LIMITED',
  'PAYMENT_FAILED',
  'MAINTENANCE',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** A known code (any case, trimmed) as written in the catalogue, or null. */
export function knownErrorCode(code: string | null | undefined): ErrorCode | null {
  const key = code?.trim().toUpperCase() ?? '';
  return (ERROR_CODES as readonly string[]).includes(key) ? (key as ErrorCode) : null;
}

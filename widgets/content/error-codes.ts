/**
 * The error codes /error shows from its address (`?code=`), each with its own message. The page's
 * query is anyone's text, so an unknown code shows UNKNOWN_ERROR and a `?message=` is never shown:
 * a link cannot make the page say something under the brand.
 */
export const DEFAULT_CODE = 'UNKNOWN_ERROR';
export const DEFAULT_MESSAGE = 'Something unexpected happened';

export const ERROR_MESSAGES: Readonly<Record<string, string>> = {
  [DEFAULT_CODE]: DEFAULT_MESSAGE,
  NETWORK_ERROR: 'We could not reach our servers. Please check your connection and try again.',
  TIMEOUT: 'The request took too long to answer. Please try again.',
  SERVER_ERROR: 'Server error. Please try again later.',
  SESSION_EXPIRED: 'Your session has expired. Please sign in again.',
  ACCESS_DENIED: 'You do not have permission to open this page.',
  NOT_FOUND: 'We could not find what you were looking for.',
  RATE_LIMITED: 'Too many attempts. Please wait a minute and try again.',
  PAYMENT_FAILED: 'The payment could not be completed. Please try again or choose another payment method.',
  MAINTENANCE: 'We are carrying out scheduled maintenance. Please try again in a few minutes.',
};

/** A known code (any case, trimmed) as written in the catalogue, or null. */
export function knownErrorCode(code: string | null | undefined): string | null {
  const key = code?.trim().toUpperCase() ?? '';
  return Object.hasOwn(ERROR_MESSAGES, key) ? key : null;
}

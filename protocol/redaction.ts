/**
 * Secrets never leave in an address: the values of secret-bearing query parameters
 * (`/reset-password?token=…` carries a live reset token) are replaced, whatever their spelling,
 * before an address is logged by the server or reported by the page's analytics.
 */

/** Query parameter names whose values are never logged or reported (token, refreshToken, reset_token, password, …). */
const SECRET_PARAMETER = /token|secret|password|passwd|credential|signature|^code$|^key$|api[-_]?key/i;

/** `address` with the value of every secret query parameter replaced by `replacement`; the rest is kept as written. */
export function redactQuery(address: string, replacement: string): string {
  const queryAt = address.indexOf('?');
  if (queryAt === -1) return address;
  const parts = address
    .slice(queryAt + 1)
    .split('&')
    .map((part) => {
      const equals = part.indexOf('=');
      const rawName = equals === -1 ? part : part.slice(0, equals);
      return SECRET_PARAMETER.test(decodeName(rawName)) ? `${rawName}=${replacement}` : part;
    });
  return `${address.slice(0, queryAt)}?${parts.join('&')}`;
}

/** A parameter name as a server reads it (`t%6Fken` and `token` alike). */
function decodeName(raw: string): string {
  try {
    return decodeURIComponent(raw.replaceAll('+', ' '));
  } catch {
    return raw;
  }
}

/** every call gives up after 10 seconds. */
export const REQUEST_TIMEOUT_MS = 10_000;

/** Joins the API base and a path without doubling or dropping the slash. */
export function apiUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/**
 * How every call to the API goes out: JSON asked for (and sent, with a body), the bearer token
 * when there is one, cookies only to the same origin, and a time-out. No `Accept-Language`: an
 * element writes an error in its own words from the error's code, so no message is translated twice.
 */
export function requestInit(method: 'GET' | 'POST', body: unknown, token: string | null, timeoutMs = REQUEST_TIMEOUT_MS): RequestInit {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  return {
    method,
    headers,
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    credentials: 'same-origin',
    signal: AbortSignal.timeout(timeoutMs),
  };
}

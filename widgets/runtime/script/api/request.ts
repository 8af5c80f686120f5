/** every call gives up after 10 seconds. */
export const REQUEST_TIMEOUT_MS = 10_000;

/** Joins the API base and a path without doubling or dropping the slash. */
export function apiUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/**
 * How every call to the API goes out: JSON asked for (and sent, with a body), the bearer token
 * when there is one, the calling element's language (the API writes its messages in it, and keeps
 * it with a new account), cookies only to the same origin, and a time-out.
 */
export function requestInit(method: 'GET' | 'POST', body: unknown, token: string | null, timeoutMs = REQUEST_TIMEOUT_MS, language?: string): RequestInit {
  const headers: Record<string, string> = { Accept: 'application/json' };
  // Indian English is the API's own default: an English call goes out as it always has.
  if (language && language !== 'en-IN') headers['Accept-Language'] = language;
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

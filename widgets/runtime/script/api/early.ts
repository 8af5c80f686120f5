/**
 * Requests an element starts from the page's script as soon as it connects, before its code has
 * come, so their answers travel while the code does (the reset link's check). The element's code
 * takes the answer instead of asking again: each request is sent once. They are kept on the page's
 * shared object, which the script and every chunk see alike.
 */
import type { PageCore } from '../page-core.ts';
import { apiUrl, requestInit } from './request.ts';

/** Starts `send` under `key` unless it is already under way. */
export function startEarly(page: PageCore, key: string, send: () => Promise<unknown>): void {
  if (page.early.has(key)) return;
  const answer = send();
  // Nobody may come for it (the code failed to load): its failure is not a page error.
  answer.catch(() => undefined);
  page.early.set(key, answer);
}

/** The answer started under `key`, handed out once; undefined when none was started. */
export function takeEarly<T>(page: PageCore, key: string): Promise<T> | undefined {
  const answer = page.early.get(key);
  page.early.delete(key);
  return answer as Promise<T> | undefined;
}

/** The key of the reset link's check for a token at an API base. */
export function resetCheckKey(apiBase: string, token: string): string {
  return `verify-reset-token ${apiBase} ${token}`;
}

/**
 * The response read to its end as it arrives, as a response of its own: a request's body can be read
 * only while its time-out runs, and the code that reads an early answer may come long after (a slow
 * phone on a slow network).
 */
async function readToEnd(response: Response): Promise<Response> {
  // A status that has no body (204, 304…) takes none.
  const body = [101, 103, 204, 205, 304].includes(response.status) ? null : await response.arrayBuffer();
  return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
}

/**
 * The reset link's check at an API base (POST /api/auth/verify-reset-token), started under its key.
 * It goes out as the API client sends a call (api/request.ts, through the page's fetch), without
 * the client: the client's code is not needed until the visitor acts.
 */
export function startResetCheck(page: PageCore, apiBase: string, token: string): void {
  startEarly(page, resetCheckKey(apiBase, token), () =>
    (page.clientOptions.fetch ?? fetch)(
      apiUrl(apiBase, '/api/auth/verify-reset-token'),
      requestInit('POST', { token }, null, page.clientOptions.timeoutMs),
    ).then(readToEnd),
  );
}

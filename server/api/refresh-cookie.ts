/**
 * The refresh token in a cookie, for the site's own pages. A page on the API's own origin asks for
 * it with `X-Refresh-Token: cookie` when it signs in, registers or refreshes: the refresh token is
 * then set as `clinic_refresh` (HttpOnly, SameSite=Strict, Path=/api/auth, Secure over https) and
 * left out of the JSON answer, so no script on the page ever holds it. Refresh and sign-out read it
 * when the body names no token. Because the cookie carries authority, a call that presents it must
 * come from the site's own origin: its `Origin` is the site's, or, with no `Origin`, its
 * `Sec-Fetch-Site` is `same-origin`; anything else is refused (403) before the cookie is read.
 *
 * Any other client (another origin's page, a script, an app) sends and receives the refresh token
 * in JSON bodies, as it always has. A sign-in from another origin's page gets a token that lives
 * at most EMBED_SESSION_MS, whatever 'Remember me' said.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { EMBED_SESSION_MS } from '../auth/refresh-tokens.ts';
import { HttpError } from '../http-error.ts';
import { isOwnOrigin } from './cors.ts';

/** The cookie's name. */
export const REFRESH_COOKIE = 'clinic_refresh';
/** The only paths the browser sends it to: the auth calls under the API. */
export const REFRESH_COOKIE_PATH = '/api/auth';
/** The request header a page on the site's own origin sends to keep its refresh token in the cookie. */
export const COOKIE_REQUEST_HEADER = 'x-refresh-token';

type Site = Pick<Config, 'publicUrl'>;

/** True when the request comes from a page on the site's own origin and asks for the cookie. */
export function wantsRefreshCookie(request: FastifyRequest, config: Site): boolean {
  return request.headers[COOKIE_REQUEST_HEADER] === 'cookie' && isOwnOrigin(request.headers.origin, request.headers.host, config);
}

/** The longest a refresh token issued to this request may live: EMBED_SESSION_MS for another origin's page, else no cap. */
export function refreshLifetimeCap(request: FastifyRequest, config: Site): number | undefined {
  const origin = request.headers.origin;
  return origin !== undefined && !isOwnOrigin(origin, request.headers.host, config) ? EMBED_SESSION_MS : undefined;
}

/** The refresh cookie's value, or undefined. */
export function readRefreshCookie(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at !== -1 && part.slice(0, at).trim() === REFRESH_COOKIE) return part.slice(at + 1).trim() || undefined;
  }
  return undefined;
}

/**
 * Refuses (403) a call that presents the cookie from anywhere but the site's own origin: a browser
 * names the page's origin in `Origin` on every POST, and `Sec-Fetch-Site` where it does not.
 */
export function assertSameOriginCookie(request: FastifyRequest, config: Site): void {
  const { origin } = request.headers;
  const sameOrigin = origin !== undefined ? isOwnOrigin(origin, request.headers.host, config) : request.headers['sec-fetch-site'] === 'same-origin';
  if (!sameOrigin) {
    request.log.warn('refused a refresh cookie presented from another origin');
    throw new HttpError(403, 'FORBIDDEN_ORIGIN');
  }
}

/** The Set-Cookie value: the token for `maxAgeMs` (null: until the browser closes), or the cookie removed (token ''). */
export function refreshCookie(request: FastifyRequest, token: string, maxAgeMs: number | null): string {
  const parts = [`${REFRESH_COOKIE}=${token}`, `Path=${REFRESH_COOKIE_PATH}`, 'HttpOnly', 'SameSite=Strict'];
  if (request.protocol === 'https') parts.push('Secure');
  if (token === '') parts.push('Max-Age=0');
  else if (maxAgeMs !== null) parts.push(`Max-Age=${Math.max(0, Math.floor(maxAgeMs / 1000))}`);
  return parts.join('; ');
}

/** Sets the refresh cookie on the answer (see refreshCookie). */
export function setRefreshCookie(reply: FastifyReply, request: FastifyRequest, token: string, maxAgeMs: number | null): void {
  reply.header('set-cookie', refreshCookie(request, token, maxAgeMs));
}

/**
 * The XSRF double-submit check (SPEC §7: the client reads a cookie and echoes it in a header).
 * The readable cookie is issued to every page and API answer that lacks it; a state-changing API
 * call that carries it must echo it in X-XSRF-TOKEN. Calls without the cookie (cross-origin embeds,
 * curl) pass: their credential is the token in the body, and CORS guards the origin.
 */
import { timingSafeEqual } from 'node:crypto';
import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import { newToken } from '../auth/secure-token.ts';
import { HttpError } from '../http-error.ts';
import { isApiPath } from './security-headers.ts';

/** The readable cookie the client echoes (SPEC §7). */
export const XSRF_COOKIE = 'XSRF-TOKEN';
/** The header that must repeat the cookie on state-changing calls. */
export const XSRF_HEADER = 'x-xsrf-token';
/** The answer when the header is missing or wrong. */
export const XSRF_REFUSED = 'Invalid or missing security token. Please reload the page and try again.';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Registers @fastify/cookie, the cookie issue and the header check. */
export async function registerXsrf(app: FastifyInstance, options: { secure: boolean }): Promise<void> {
  await app.register(cookie);
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?', 1)[0] ?? '/';
    const api = isApiPath(path);
    const sent = request.cookies[XSRF_COOKIE];
    // Assets are skipped: a Set-Cookie would keep CDNs from caching them.
    const isAsset = /\.[^/]*$/.test(path);
    if (!sent && (api || !isAsset)) {
      reply.setCookie(XSRF_COOKIE, newToken(), { path: '/', sameSite: 'lax', httpOnly: false, secure: options.secure });
    }
    if (sent && api && STATE_CHANGING.has(request.method)) {
      const header = request.headers[XSRF_HEADER];
      if (typeof header !== 'string' || !same(header, sent)) throw new HttpError(403, XSRF_REFUSED);
    }
  });
}

function same(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

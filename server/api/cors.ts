/**
 * The API's CORS. It answers only the origins in ALLOWED_ORIGINS and the site's own, never `*`,
 * with no credentials (another origin's page sends its tokens in bodies and headers; the refresh
 * cookie is the site's own pages' alone, refresh-cookie.ts); a call or preflight that
 * names any other origin is refused with 403 and logged, so a foreign page cannot even trigger a
 * state change blind. The one exception is the origin check (origin-check.ts), which every origin
 * may read and which changes nothing.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { HttpError } from '../http-error.ts';

/** The longest part of a refused Origin header written to the log. */
const LOGGED_ORIGIN_MAX = 200;

/** True when the request carries no Origin, its own, or one the configuration allows. */
export function originAllowed(request: FastifyRequest, config: Pick<Config, 'allowedOrigins' | 'publicUrl'>): boolean {
  return isAllowedOrigin(request.headers.origin, request.headers.host, config);
}

/** True when `origin` is absent, the site's own (isOwnOrigin), or one ALLOWED_ORIGINS names. */
export function isAllowedOrigin(origin: string | undefined, host: string | undefined, config: Pick<Config, 'allowedOrigins' | 'publicUrl'>): boolean {
  return origin === undefined || config.allowedOrigins.includes(origin) || isOwnOrigin(origin, host, config);
}

/** True when `origin` is the site's own: PUBLIC_URL's, or the `host` the request reached it at. */
export function isOwnOrigin(origin: string | undefined, host: string | undefined, config: Pick<Config, 'publicUrl'>): boolean {
  if (origin === undefined) return false;
  if (origin === new URL(config.publicUrl).origin) return true;
  // Same origin under another name (http://127.0.0.1:8080 while PUBLIC_URL says localhost).
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/** Adds the API's CORS answers and origin refusal to every route of the scope it is called in. */
export function addApiCors(api: FastifyInstance, config: Config): void {
  api.addHook('onRequest', async (request, reply) => {
    // The answer depends on the Origin, so caches must keep one copy per origin.
    reply.header('vary', 'Origin');
    const origin = request.headers.origin;
    // A route every origin may read (the origin check) is never refused for its origin.
    if (request.routeOptions.config?.anyOrigin) {
      reply.header('access-control-allow-origin', '*');
      return;
    }
    if (!originAllowed(request, config)) {
      request.log.warn({ origin: origin?.slice(0, LOGGED_ORIGIN_MAX) }, 'refused an API call from an origin that may not use the API');
      throw new HttpError(403, 'FORBIDDEN_ORIGIN');
    }
    if (origin === undefined) return;
    reply.header('access-control-allow-origin', origin);
    reply.header('access-control-expose-headers', 'Retry-After, X-Request-Id');
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined) {
      reply.header('access-control-allow-methods', 'GET, POST');
      reply.header('access-control-allow-headers', 'Content-Type, Authorization');
      reply.header('access-control-max-age', '600');
      return reply.code(204).send();
    }
  });
}

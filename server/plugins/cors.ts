/**
 * CORS for the API: only the origins in ALLOWED_ORIGINS and the site's own, never `*`, no
 * credentials (tokens travel in bodies and headers, not cookies). A call that names another origin
 * is refused outright, so a foreign page cannot even trigger a state change blind.
 */
import cors from '@fastify/cors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { HttpError } from '../http-error.ts';
import { isApiPath } from './security-headers.ts';

/** The answer to a call from an origin that may not use the API. */
export const ORIGIN_REFUSED = 'This origin is not allowed to use the API.';

/** True when the request carries no Origin, its own, or one the configuration allows. */
export function originAllowed(request: FastifyRequest, config: Pick<Config, 'allowedOrigins' | 'publicUrl'>): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  if (origin === new URL(config.publicUrl).origin || config.allowedOrigins.includes(origin)) return true;
  // Same origin under another name (http://127.0.0.1:8080 while PUBLIC_URL says localhost).
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

/** Registers @fastify/cors and the refusal of foreign origins on the API. */
export async function registerCors(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(cors, {
    delegator: (request, callback) => {
      // The site's files (the bundle, its parts, the help content, the manifest) are public and
      // sent without credentials, so any page may read them; only the API is limited by origin.
      if (!isApiPath(request.url)) {
        callback(null, { origin: '*', methods: ['GET', 'HEAD'], credentials: false, maxAge: 600 });
        return;
      }
      callback(null, {
        origin: request.headers.origin !== undefined && originAllowed(request, config),
        methods: ['GET', 'POST'],
        allowedHeaders: ['Content-Type', 'Authorization', 'X-XSRF-TOKEN'],
        exposedHeaders: ['Retry-After', 'X-Request-Id'],
        credentials: false,
        maxAge: 600,
      });
    },
  });
  app.addHook('onRequest', async (request) => {
    if (request.method !== 'OPTIONS' && isApiPath(request.url) && !originAllowed(request, config)) {
      throw new HttpError(403, ORIGIN_REFUSED);
    }
  });
}

/**
 * The API's own scope. Every /api route is registered inside it, so its CORS and origin refusal,
 * its no-store and deny-all CSP, and its JSON 404 follow the route the router matched, never the
 * spelling of the raw URL: `/%61pi/auth/login` reaches /api/auth/login and is treated as the API,
 * while `/api%2Fauth/login`, `//api/…` or `/API/…` match no API route and get the site's 404 page.
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { addApiCors } from './cors.ts';
import { addApiNotFound } from './errors.ts';
import { addApiHeaders } from './security-headers.ts';

/** True for /api and the paths below it. */
function isApiRoute(url: string): boolean {
  return url === '/api' || url.startsWith('/api/');
}

/**
 * Registers `routes` in an encapsulated scope with the API's headers, CORS and 404. A route
 * outside /api stops the start: it would be served with the API's rules under a site path.
 */
export async function registerApi(app: FastifyInstance, config: Config, routes: (api: FastifyInstance) => Promise<void>): Promise<void> {
  await app.register(async (api) => {
    api.addHook('onRoute', (route) => {
      if (!isApiRoute(route.url)) throw new Error(`API route outside /api: ${route.url}`);
    });
    addApiHeaders(api);
    addApiCors(api, config);
    await routes(api);
    addApiNotFound(api);
  });
}

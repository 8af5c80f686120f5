/**
 * GET /api/origin-check: whether an origin may call the API from a browser, readable by every
 * origin. A call the server refuses for its origin fails in the browser exactly as a network
 * failure does (CORS hides the answer), so a page cannot tell its visitor "this site is not set up"
 * from "you are offline" by itself; this call answers any page with `Access-Control-Allow-Origin: *`
 * (a simple GET: no preflight), for the caller's own Origin or for `?origin=` (the playground
 * checks a partner's address). It reveals nothing secret: any client can learn the same by sending
 * an Origin header, and it changes nothing.
 */
import { HttpError } from '../http-error.ts';
import { errorAnswer, originCheckAnswer } from './answers.ts';
import { isAllowedOrigin } from './cors.ts';
import type { Api, ApiContext } from './index.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers every origin (`Access-Control-Allow-Origin: *`) and is never refused for one. */
    anyOrigin?: boolean;
  }
}

/** The origin of `value` (`https://partner.example/page` → `https://partner.example`), or null when it is not an http(s) address. */
function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** Registers the origin check. */
export async function originCheckRoutes(app: Api, ctx: ApiContext): Promise<void> {
  app.get('/origin-check', { config: { anyOrigin: true }, schema: { response: { 200: originCheckAnswer, 400: errorAnswer } } }, async (request) => {
    const asked = (request.query as { origin?: unknown }).origin;
    if (asked !== undefined && (typeof asked !== 'string' || originOf(asked) === null)) throw new HttpError(400, 'BAD_REQUEST');
    const origin = typeof asked === 'string' ? originOf(asked) : (request.headers.origin ?? null);
    return { origin, allowed: isAllowedOrigin(origin ?? undefined, request.headers.host, ctx.config) };
  });
}

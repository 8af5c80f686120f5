/**
 * Security headers: helmet on every answer (nosniff, frame protection, Referrer-Policy, HSTS only
 * when the public address is https), and the strict CSP of the host pages. The API's deny-all CSP
 * and no-store are in server/api/headers.ts.
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

/**
 * The host pages' policy: script-src is 'self' plus the hashes of the page's own inline scripts
 * (the held-actions queue, the same on every page); style-src is 'self' plus the hashes of the
 * page's own server-rendered element styles; never 'unsafe-inline'.
 */
export function pageContentSecurityPolicy(
  config: Pick<Config, 'allowedOrigins' | 'analyticsUrl'>,
  styleHashes: readonly string[] = [],
  scriptHashes: readonly string[] = [],
): string {
  const connect = new Set(["'self'", ...config.allowedOrigins]);
  if (config.analyticsUrl !== null) connect.add(new URL(config.analyticsUrl).origin);
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(' '),
    ["style-src 'self'", ...styleHashes].join(' '),
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${[...connect].join(' ')}`,
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** Registers helmet for every answer; the CSP is set per area (helmet's would add unlisted directives). */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: false,
    hsts: config.publicUrl.startsWith('https:') ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // The bundle and the API are meant to be used from partner origins.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
}

/** Adds the host pages' CSP to every answer of the scope it is called in (the site's files too). */
export function addPageHeaders(site: FastifyInstance, config: Config): void {
  const policy = pageContentSecurityPolicy(config);
  site.addHook('onRequest', async (_request, reply) => {
    reply.header('content-security-policy', policy);
  });
}

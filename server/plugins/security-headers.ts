/**
 * Security headers on every answer (INTERFACE.md, SPEC §7): the strict CSP for host pages, a
 * deny-all CSP and no-store for the API, nosniff, frame-ancestors, Referrer-Policy, and HSTS only
 * when the public address is https.
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

/** The host pages' policy; script-src and style-src stay exactly 'self' (no inline code anywhere). */
export function pageContentSecurityPolicy(config: Pick<Config, 'allowedOrigins' | 'analyticsUrl'>): string {
  const connect = new Set(["'self'", ...config.allowedOrigins]);
  if (config.analyticsUrl !== null) connect.add(new URL(config.analyticsUrl).origin);
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${[...connect].join(' ')}`,
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** JSON answers load nothing and are framed by no one. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** True for the API's paths. */
export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/** Registers helmet and the per-area CSP and caching headers. */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(helmet, {
    global: true,
    // Set below per area: helmet's defaults would add directives the spec does not list.
    contentSecurityPolicy: false,
    hsts: config.publicUrl.startsWith('https:') ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // The bundle and the API are meant to be used from partner origins.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  const pagePolicy = pageContentSecurityPolicy(config);
  app.addHook('onRequest', async (request, reply) => {
    if (isApiPath(request.url)) {
      reply.header('content-security-policy', API_CONTENT_SECURITY_POLICY);
      reply.header('cache-control', 'no-store');
    } else {
      reply.header('content-security-policy', pagePolicy);
    }
  });
}

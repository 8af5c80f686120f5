/**
 * Rate limits on the abuse-prone and the authenticated calls, counted by @fastify/rate-limit per
 * client address (an IPv6 client's /64), per e-mail in the body, or per e-mail and address together.
 * With one SQLite file there is one instance and the counters live in its memory; on PostgreSQL
 * they live in the database, so instances behind a load balancer share them.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { normalizeEmail } from '../../protocol/index.ts';
import type { Db } from '../db/connect.ts';
import { HttpError } from '../http-error.ts';
import { clientKey } from './client-address.ts';
import { LIMITED_ROUTES, type LimitKey, type LimitedRoute, type RateLimitSettings, type RouteLimits } from './rate-limit-settings.ts';
import { databaseStore } from './rate-limit-store.ts';

export { DEFAULT_RATE_LIMITS, mergeRateLimits, type LimitedRoute, type RateLimitOverrides, type RateLimitSettings } from './rate-limit-settings.ts';

/** The answer of a 429. */
export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a moment and try again.';

/** Each call's limit check as a preValidation hook: after the body is parsed, before it is checked. */
export type Limiters = Record<LimitedRoute, preValidationAsyncHookHandler>;

/** Where the counters live. */
export type CounterStore = { kind: 'memory' } | { kind: 'database'; db: Db };

/** Registers the plugin and returns one preValidation hook per limited call; `null` settings mean limits are off. */
export async function registerRateLimits(app: FastifyInstance, settings: RateLimitSettings | null, counters: CounterStore): Promise<Limiters> {
  if (settings === null) {
    const open: preValidationAsyncHookHandler = async () => undefined;
    return Object.fromEntries(LIMITED_ROUTES.map((route) => [route, open])) as Limiters;
  }
  if (counters.kind === 'database') {
    const { Store, stop } = databaseStore(counters.db);
    app.addHook('onClose', async () => stop());
    await app.register(rateLimit, { global: false, store: Store });
  } else {
    await app.register(rateLimit, { global: false });
  }
  return Object.fromEntries(LIMITED_ROUTES.map((route) => [route, limiter(app, route, settings[route])])) as Limiters;
}

/** The count key of one request, or null when the request has nothing to count by (no e-mail). */
const KEYS: Record<LimitKey, (request: FastifyRequest) => string | null> = {
  ip: (request) => clientKey(request.ip),
  email: (request) => emailOf(request),
  emailIp: (request) => {
    const email = emailOf(request);
    return email === null ? null : `${email}|${clientKey(request.ip)}`;
  },
};

function limiter(app: FastifyInstance, route: LimitedRoute, limits: RouteLimits): preValidationAsyncHookHandler {
  const checks = (Object.keys(limits) as LimitKey[]).flatMap((per) => {
    const rule = limits[per];
    if (!rule) return [];
    const keyOf = KEYS[per];
    const check = app.createRateLimit({ ...rule, keyGenerator: (request) => `${route}|${per}|${keyOf(request)}` });
    return [{ keyOf, check }];
  });
  return async (request) => {
    let retryAfter = 0;
    for (const { keyOf, check } of checks) {
      if (keyOf(request) === null) continue;
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) retryAfter = Math.max(retryAfter, result.ttlInSeconds, 1);
    }
    if (retryAfter > 0) throw new HttpError(429, TOO_MANY_ATTEMPTS, undefined, { 'retry-after': String(retryAfter) });
  };
}

function emailOf(request: FastifyRequest): string | null {
  const body = request.body as { email?: unknown } | null | undefined;
  return typeof body?.email === 'string' && body.email.trim() !== '' ? normalizeEmail(body.email) : null;
}

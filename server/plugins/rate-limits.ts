/**
 * Per-IP and per-e-mail rate limits on the abuse-prone calls, counted by @fastify/rate-limit.
 * Note: the counters live in this process's memory; with several instances behind a load balancer
 * they must move to the shared database or Redis (the plugin's `redis` option), or each instance
 * grants the full allowance.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { normalizeEmail } from '../auth/users.ts';
import { HttpError } from '../http-error.ts';

/** The calls that carry a limit. */
export type LimitedRoute = 'login' | 'register' | 'forgotPassword' | 'resetPassword' | 'verifyResetToken' | 'contact' | 'newsletter';

/** At most `max` calls per `timeWindow` milliseconds. */
export interface LimitRule {
  max: number;
  timeWindow: number;
}

/** A call's limits: per client IP, and per e-mail in the body where there is one. */
export interface RouteLimits {
  ip: LimitRule;
  email?: LimitRule;
}

/** Every call's limits. */
export type RateLimitSettings = Record<LimitedRoute, RouteLimits>;

/** Overrides for some calls (tests set tiny or huge limits). */
export type RateLimitOverrides = Partial<Record<LimitedRoute, Partial<RouteLimits>>>;

/** SPEC §8: the answer of a 429. */
export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a moment and try again.';

const MINUTE = 60_000;

/** Defaults: generous for a person, tight for a script guessing passwords or mailing a victim. */
export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  login: { ip: { max: 30, timeWindow: MINUTE }, email: { max: 10, timeWindow: MINUTE } },
  register: { ip: { max: 20, timeWindow: 10 * MINUTE }, email: { max: 5, timeWindow: 10 * MINUTE } },
  forgotPassword: { ip: { max: 10, timeWindow: 15 * MINUTE }, email: { max: 5, timeWindow: 15 * MINUTE } },
  resetPassword: { ip: { max: 20, timeWindow: 15 * MINUTE } },
  verifyResetToken: { ip: { max: 30, timeWindow: MINUTE } },
  contact: { ip: { max: 10, timeWindow: 10 * MINUTE } },
  newsletter: { ip: { max: 10, timeWindow: 10 * MINUTE } },
};

/** The defaults with the given overrides applied, call by call. */
export function mergeRateLimits(overrides: RateLimitOverrides = {}): RateLimitSettings {
  const merged = { ...DEFAULT_RATE_LIMITS };
  for (const route of Object.keys(merged) as LimitedRoute[]) merged[route] = { ...merged[route], ...overrides[route] };
  return merged;
}

/** Builds each call's limit check as a preHandler (it runs after the body is parsed). */
export type Limiters = Record<LimitedRoute, preHandlerAsyncHookHandler>;

/** Registers the plugin and returns one preHandler per limited call. */
export async function registerRateLimits(app: FastifyInstance, settings: RateLimitSettings): Promise<Limiters> {
  await app.register(rateLimit, { global: false });
  const entries = (Object.keys(settings) as LimitedRoute[]).map((route) => [route, limiter(app, route, settings[route])] as const);
  return Object.fromEntries(entries) as Limiters;
}

function limiter(app: FastifyInstance, route: LimitedRoute, limits: RouteLimits): preHandlerAsyncHookHandler {
  const byIp = app.createRateLimit({ ...limits.ip, keyGenerator: (request) => `${route}|ip|${request.ip}` });
  const byEmail = limits.email && app.createRateLimit({ ...limits.email, keyGenerator: (request) => `${route}|email|${emailOf(request)}` });
  return async (request) => {
    const checks = [await byIp(request)];
    if (byEmail && emailOf(request) !== null) checks.push(await byEmail(request));
    let retryAfter = 0;
    for (const check of checks) if (!check.isAllowed && check.isExceeded) retryAfter = Math.max(retryAfter, check.ttlInSeconds, 1);
    if (retryAfter > 0) throw new HttpError(429, TOO_MANY_ATTEMPTS, undefined, { 'retry-after': String(retryAfter) });
  };
}

function emailOf(request: FastifyRequest): string | null {
  const body = request.body as { email?: unknown } | null | undefined;
  return typeof body?.email === 'string' && body.email.trim() !== '' ? normalizeEmail(body.email) : null;
}

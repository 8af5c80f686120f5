/**
 * Rate limits on the abuse-prone and the authenticated calls, counted per client address (an IPv6
 * client's /64), per e-mail in the body, or per e-mail and address together.
 *
 * - An e-mail is counted only when it is a valid address, and then under a fixed-length hash of
 *   its normalised spelling: whatever a client sends, a key is at most a few dozen bytes, and a
 *   body without a valid e-mail has no e-mail key at all.
 * - Limits are checked address first, then e-mail and address, then e-mail, and checking stops at
 *   the first one exceeded: a refused request never counts toward the limits after it, so one
 *   address cannot spend an e-mail's ceiling with requests it was already refused.
 * - Sign-in counts only wrong guesses against its e-mail limits (a right password gives its count
 *   back), and a browser that presents a device token for the e-mail is not held by the per-e-mail
 *   ceiling (see device-tokens.ts).
 * - E-mail counts live in the database on SQLite and PostgreSQL alike, so no flood of other keys can
 *   push a victim's count out and a restart keeps them. Per-address counts live in the database on
 *   PostgreSQL (shared by the instances) and in bounded memory on SQLite (see rate-limit-store.ts).
 * - The table grows only through requests that passed their address limit, by at most two rows each
 *   (e-mail, e-mail and address), and every row goes with its window.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { is } from 'superstruct';
import { Email, normalizeEmail } from '../../protocol/index.ts';
import type { DeviceTokens } from '../auth/device-tokens.ts';
import type { Db } from '../db/connect.ts';
import { HttpError } from '../http-error.ts';
import { clientKey } from './client-address.ts';
import { LIMITED_ROUTES, type LimitKey, type LimitedRoute, type LimitRule, type RateLimitSettings } from './rate-limit-settings.ts';
import { type Counters, databaseCounters, memoryCounters } from './rate-limit-store.ts';

export { DEFAULT_RATE_LIMITS, mergeRateLimits, type LimitedRoute, type RateLimitOverrides, type RateLimitSettings } from './rate-limit-settings.ts';

/** Each call's limit check as a preValidation hook (after the body is parsed, before it is checked), and sign-in's refund. */
export type Limiters = Record<LimitedRoute, preValidationAsyncHookHandler> & {
  /** Gives back the e-mail counts a sign-in took: only wrong guesses count toward them. */
  signedIn(request: FastifyRequest): Promise<void>;
};

/** Where the per-address counts live; e-mail counts are always in the database. */
export type AddressCounterStore = 'memory' | 'database';

/** What the limits need besides their settings. */
export interface LimitServices {
  db: Db;
  now: () => number;
  /** Where per-address counts live: 'database' when several instances share one database. */
  addressCounters: AddressCounterStore;
  deviceTokens: DeviceTokens;
}

/** The order limits are checked in; checking stops at the first one exceeded. */
const CHECK_ORDER: readonly LimitKey[] = ['ip', 'emailIp', 'email'];

/**
 * The rate-limit key of an e-mail in a body, or null when it is not a valid address: the first 128
 * bits of the SHA-256 of its normalised spelling, in hex.
 */
export function emailKey(email: unknown): string | null {
  if (!is(email, Email)) return null;
  return createHash('sha256').update(normalizeEmail(email)).digest('hex').slice(0, 32);
}

/** The e-mail field of a parsed body, read as an own property only. */
function bodyField(request: FastifyRequest, name: string): unknown {
  const body = request.body;
  return typeof body === 'object' && body !== null && Object.hasOwn(body, name) ? (body as Record<string, unknown>)[name] : undefined;
}

/** Builds one check per limited call; `null` settings mean limits are off. */
export function registerRateLimits(app: FastifyInstance, settings: RateLimitSettings | null, services: LimitServices): Limiters {
  if (settings === null) {
    const open: preValidationAsyncHookHandler = async () => undefined;
    return {
      ...(Object.fromEntries(LIMITED_ROUTES.map((route) => [route, open])) as Record<LimitedRoute, preValidationAsyncHookHandler>),
      signedIn: async () => undefined,
    };
  }
  const { now, deviceTokens } = services;
  const stored = databaseCounters(services.db, now);
  const addresses = services.addressCounters === 'database' ? stored : memoryCounters(now);
  app.addHook('onClose', async () => {
    stored.stop();
    addresses.stop();
  });
  /** The e-mail counts each sign-in took, to give back if it succeeds. */
  const taken = new WeakMap<FastifyRequest, string[]>();

  function limiter(route: LimitedRoute): preValidationAsyncHookHandler {
    const checks = CHECK_ORDER.flatMap((per) => {
      const rule = settings?.[route][per];
      return rule ? [{ per, rule, counters: per === 'ip' ? addresses : stored }] : [];
    });
    const needsEmail = checks.some(({ per }) => per !== 'ip');
    return async (request) => {
      const address = clientKey(request.ip);
      const email = needsEmail ? emailKey(bodyField(request, 'email')) : null;
      const took: string[] = [];
      for (const { per, rule, counters } of checks) {
        if (per !== 'ip' && email === null) continue;
        // The owner's own browser is not held by the ceiling that strangers' guesses fill.
        if (per === 'email' && route === 'login' && deviceTokens.vouchesFor(bodyField(request, 'deviceToken'), email as string)) continue;
        const key = per === 'ip' ? `${route}|ip|${address}` : per === 'email' ? `${route}|email|${email}` : `${route}|emailIp|${email}|${address}`;
        await hit(counters, key, rule);
        if (per !== 'ip') took.push(key);
      }
      if (route === 'login' && took.length > 0) taken.set(request, took);
    };
  }

  async function hit(counters: Counters, key: string, rule: LimitRule): Promise<void> {
    const { count, resetsAt } = await counters.hit(key, rule.timeWindow);
    if (count <= rule.max) return;
    const retryAfter = Math.max(1, Math.ceil((resetsAt - now()) / 1000));
    throw new HttpError(429, 'RATE_LIMITED', { headers: { 'retry-after': String(retryAfter) } });
  }

  return {
    ...(Object.fromEntries(LIMITED_ROUTES.map((route) => [route, limiter(route)])) as Record<LimitedRoute, preValidationAsyncHookHandler>),
    async signedIn(request) {
      for (const key of taken.get(request) ?? []) await stored.refund(key);
      taken.delete(request);
    },
  };
}

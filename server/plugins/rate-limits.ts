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
 * - The per-address limit is checked when the request's headers arrive, before its body is read:
 *   an address past its limit costs the server no body bytes, however large a body it sends.
 * - No per-e-mail count ever refuses the owner, since strangers can fill it from many addresses:
 *   - Sign-in counts only wrong guesses against its e-mail limits (a right password gives its count
 *     back). Past the per-e-mail ceiling, a browser that presents a device token for the account's
 *     current session version passes (see device-tokens.ts), and any other passes with a solved
 *     proof of work (see proof-of-work.ts); without either it is answered 429 with a challenge.
 *   - Forgot-password's per-e-mail count mutes mail instead of refusing: past it the answer is the
 *     same and no mail is sent (the links mailed in its window are all still valid). A password
 *     reset clears it.
 * - E-mail counts live in the database on SQLite and PostgreSQL alike, so no flood of other keys can
 *   push a victim's count out and a restart keeps them. Per-address counts live in the database on
 *   PostgreSQL (shared by the instances) and in bounded memory on SQLite (see rate-limit-store.ts).
 * - The table grows only through requests that passed their address limit, by at most three rows
 *   each (e-mail, e-mail and address, a spent proof), and every row goes with its window.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler, preValidationAsyncHookHandler } from 'fastify';
import { is } from 'superstruct';
import { Email, normalizeEmail, type ProofChallenge } from '../../protocol/index.ts';
import type { DeviceTokens } from '../auth/device-tokens.ts';
import type { ProofOfWork } from '../auth/proof-of-work.ts';
import type { Db } from '../db/connect.ts';
import { HttpError } from '../http-error.ts';
import { clientKey } from './client-address.ts';
import { LIMITED_ROUTES, type LimitKey, type LimitedRoute, type LimitRule, type RateLimitSettings } from './rate-limit-settings.ts';
import { type Counters, databaseCounters, memoryCounters } from './rate-limit-store.ts';

export { DEFAULT_RATE_LIMITS, mergeRateLimits, type LimitedRoute, type RateLimitOverrides, type RateLimitSettings } from './rate-limit-settings.ts';

/** One call's limit checks, as route hooks: spread them into the route's options. */
export interface RouteLimits {
  /** The per-address count, when the headers arrive and before the body is read. */
  onRequest: onRequestAsyncHookHandler;
  /** The counts that need the body (per e-mail), after it is parsed and before it is checked. */
  preValidation: preValidationAsyncHookHandler;
}

/** Each call's limit checks, and sign-in's refund. */
export type Limiters = Record<LimitedRoute, RouteLimits> & {
  /** Gives back the e-mail counts a sign-in took: only wrong guesses count toward them. */
  signedIn(request: FastifyRequest): Promise<void>;
  /** False when the forgot-password request's mailbox has had its mails for this window: answer alike, send nothing. */
  mayMail(request: FastifyRequest): boolean;
  /** A password was reset through the mailbox of this e-mail: its mail count starts again. */
  passwordReset(email: string): Promise<void>;
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
  proofs: ProofOfWork;
  /** The account's current session version, or null when no account has this e-mail. */
  sessionVersion: (email: string) => Promise<number | null>;
}

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

/** One count a call checks. */
interface Check {
  per: LimitKey;
  /** The call whose counts it keeps (forgot-password's daily cap is a call of its own in settings). */
  route: LimitedRoute;
  rule: LimitRule;
  counters: Counters;
}

/** Builds one check per limited call; `null` settings mean limits are off. */
export function registerRateLimits(app: FastifyInstance, settings: RateLimitSettings | null, services: LimitServices): Limiters {
  if (settings === null) {
    const open: RouteLimits = { onRequest: async () => undefined, preValidation: async () => undefined };
    return {
      ...(Object.fromEntries(LIMITED_ROUTES.map((route) => [route, open])) as Record<LimitedRoute, RouteLimits>),
      signedIn: async () => undefined,
      mayMail: () => true,
      passwordReset: async () => undefined,
    };
  }
  const { now, deviceTokens, proofs } = services;
  const stored = databaseCounters(services.db, now);
  const addresses = services.addressCounters === 'database' ? stored : memoryCounters(now);
  app.addHook('onClose', async () => {
    stored.stop();
    addresses.stop();
  });
  /** The e-mail counts each sign-in took, to give back if it succeeds. */
  const taken = new WeakMap<FastifyRequest, string[]>();
  /** Forgot-password requests whose mailbox has had its mails for the window. */
  const muted = new WeakSet<FastifyRequest>();

  const checksOf = (route: LimitedRoute): Check[] => {
    const own = (per: LimitKey): Check[] => {
      const rule = settings?.[route][per];
      return rule ? [{ per, route, rule, counters: per === 'ip' ? addresses : stored }] : [];
    };
    const daily = settings?.forgotPasswordDaily.ip;
    // Forgot-password's daily cap per address comes after the per-address and per-e-mail-and-address
    // checks and before the per-e-mail count, which it protects from one address's flood.
    const extra: Check[] = route === 'forgotPassword' && daily ? [{ per: 'ip', route: 'forgotPasswordDaily', rule: daily, counters: addresses }] : [];
    // The order limits are checked in; checking stops at the first one exceeded.
    return [...own('ip'), ...own('emailIp'), ...extra, ...own('email')];
  };

  /** True when the sign-in carries a device token for the account as its password now stands. */
  async function knownDevice(request: FastifyRequest, email: string): Promise<boolean> {
    const version = deviceTokens.sessionVersionOf(bodyField(request, 'deviceToken'), email);
    if (version === null) return false;
    return (await services.sessionVersion(String(bodyField(request, 'email')))) === version;
  }

  /** True when the sign-in carries a solved challenge for its e-mail that no sign-in has spent. */
  async function freshProof(request: FastifyRequest, email: string): Promise<boolean> {
    const solved = proofs.solved(bodyField(request, 'proof'), email);
    if (solved === null) return false;
    const id = createHash('sha256').update(solved.id).digest('hex').slice(0, 32);
    const { count } = await stored.hit(`login|proof|${id}`, Math.max(1, solved.expiresAt - now()));
    return count === 1;
  }

  /** Runs `checks` in order for the request, stopping at the first exceeded (it throws 429). */
  async function run(route: LimitedRoute, checks: Check[], request: FastifyRequest): Promise<void> {
    const address = clientKey(request.ip);
    const needsEmail = checks.some(({ per }) => per !== 'ip');
    const email = needsEmail ? emailKey(bodyField(request, 'email')) : null;
    const took: string[] = [];
    for (const check of checks) {
      const { per, rule, counters } = check;
      if (per !== 'ip' && email === null) continue;
      const key = per === 'ip' ? `${check.route}|ip|${address}` : per === 'email' ? `${route}|email|${email}` : `${route}|emailIp|${email}|${address}`;
      if (per === 'email' && route === 'login') {
        // The owner's own browser is not held by the ceiling that strangers' guesses fill.
        if (await knownDevice(request, email as string)) continue;
        const { count, resetsAt } = await counters.hit(key, rule.timeWindow);
        took.push(key);
        // Past the ceiling any other browser gets in with a proof of work: slowed, never refused.
        if (count <= rule.max || (await freshProof(request, email as string))) continue;
        throw tooMany(resetsAt, proofs.challenge(email as string, count, rule.max));
      }
      if (per === 'email' && route === 'forgotPassword') {
        const { count } = await counters.hit(key, rule.timeWindow);
        if (count > rule.max) muted.add(request);
        continue;
      }
      await hit(counters, key, rule);
      if (per !== 'ip') took.push(key);
    }
    if (route === 'login' && took.length > 0) taken.set(request, took);
  }

  function limiter(route: LimitedRoute): RouteLimits {
    const checks = checksOf(route);
    // The call's own per-address count comes first in the order, so it can run before the body is read.
    const first = checks[0]?.per === 'ip' && checks[0].route === route ? checks.slice(0, 1) : [];
    const rest = checks.slice(first.length);
    return {
      onRequest: async (request) => {
        if (first.length > 0) await run(route, first, request);
      },
      preValidation: async (request) => {
        if (rest.length > 0) await run(route, rest, request);
      },
    };
  }

  function tooMany(resetsAt: number, challenge?: ProofChallenge): HttpError {
    const retryAfter = Math.max(1, Math.ceil((resetsAt - now()) / 1000));
    return new HttpError(429, 'RATE_LIMITED', { headers: { 'retry-after': String(retryAfter) }, ...(challenge ? { challenge } : {}) });
  }

  async function hit(counters: Counters, key: string, rule: LimitRule): Promise<void> {
    const { count, resetsAt } = await counters.hit(key, rule.timeWindow);
    if (count > rule.max) throw tooMany(resetsAt);
  }

  return {
    ...(Object.fromEntries(LIMITED_ROUTES.map((route) => [route, limiter(route)])) as Record<LimitedRoute, RouteLimits>),
    async signedIn(request) {
      for (const key of taken.get(request) ?? []) await stored.refund(key);
      taken.delete(request);
    },
    mayMail: (request) => !muted.has(request),
    async passwordReset(email) {
      const key = emailKey(email);
      if (key !== null) await stored.clear(`forgotPassword|email|${key}`);
    },
  };
}

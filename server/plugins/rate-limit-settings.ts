/**
 * What each limited call allows, and the RATE_LIMITS setting that changes it. Pure: no Fastify,
 * no database, so the configuration check and the tests can use it directly.
 */

/** The calls that carry a limit. */
export const LIMITED_ROUTES = [
  'login',
  'register',
  'forgotPassword',
  'forgotPasswordDaily',
  'resetPassword',
  'verifyResetToken',
  'refreshToken',
  'logout',
  'me',
  'contact',
  'newsletter',
  'search',
  'assistant',
] as const;
export type LimitedRoute = (typeof LIMITED_ROUTES)[number];

/** What a count is kept per: the client's address (an IPv6 client's /64), the e-mail in the body, or both together. */
export const LIMIT_KEYS = ['ip', 'email', 'emailIp'] as const;
export type LimitKey = (typeof LIMIT_KEYS)[number];

/** At most `max` calls per `timeWindow` milliseconds. */
export interface LimitRule {
  max: number;
  timeWindow: number;
}

/** A call's limits, by what they are counted per. */
export type RouteLimits = Partial<Record<LimitKey, LimitRule>>;

/** Every call's limits. */
export type RateLimitSettings = Record<LimitedRoute, RouteLimits>;

/** Overrides for some calls; `'off'` turns every limit off (a test environment). */
export type RateLimitOverrides = Partial<Record<LimitedRoute, RouteLimits>> | 'off';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/**
 * Defaults: generous for a person, tight for a script guessing passwords or mailing a victim.
 *
 * - Sign-in counts wrong guesses per e-mail *and* address over the same 15 minutes as the per-e-mail
 *   ceiling, so one address adds at most 10 to that ceiling's 100. Past the ceiling a sign-in is not
 *   refused: the owner's own browsers (device tokens) pass, and any other browser passes with a
 *   proof of work, so the right password always gets in while each guess costs the guesser.
 * - Forgot-password refuses per address and per e-mail *and* address (the owner asking a sixth time
 *   in 15 minutes from one browser waits); its per-e-mail count never refuses anyone: past it the
 *   answer is the same and no mail is sent, since every link mailed in that day is still valid.
 * - `forgotPasswordDaily` caps the reset mails one address can cause in a day.
 */
export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  login: { ip: { max: 30, timeWindow: MINUTE }, emailIp: { max: 10, timeWindow: 15 * MINUTE }, email: { max: 100, timeWindow: 15 * MINUTE } },
  register: { ip: { max: 20, timeWindow: 10 * MINUTE }, email: { max: 5, timeWindow: 10 * MINUTE } },
  // The per-e-mail window is the reset link's lifetime (24 hours): while it mutes mails, every link it let through is live.
  forgotPassword: { ip: { max: 10, timeWindow: 15 * MINUTE }, emailIp: { max: 5, timeWindow: 15 * MINUTE }, email: { max: 10, timeWindow: 24 * HOUR } },
  forgotPasswordDaily: { ip: { max: 30, timeWindow: 24 * HOUR } },
  resetPassword: { ip: { max: 20, timeWindow: 15 * MINUTE } },
  verifyResetToken: { ip: { max: 30, timeWindow: MINUTE } },
  // A browser refreshes once per access token (15 minutes) per tab; an office shares one address.
  refreshToken: { ip: { max: 120, timeWindow: MINUTE } },
  logout: { ip: { max: 60, timeWindow: MINUTE } },
  me: { ip: { max: 300, timeWindow: MINUTE } },
  contact: { ip: { max: 10, timeWindow: 10 * MINUTE } },
  newsletter: { ip: { max: 10, timeWindow: 10 * MINUTE } },
  // The Help Center's search without JavaScript, counted only when it is not answered from the cache.
  search: { ip: { max: 30, timeWindow: MINUTE } },
  // The chat assistant: a visitor asks a few questions a minute; an office shares one address.
  assistant: { ip: { max: 60, timeWindow: MINUTE } },
};

/** The defaults with the overrides applied call by call and key by key; null when limits are off. */
export function mergeRateLimits(overrides: RateLimitOverrides = {}): RateLimitSettings | null {
  if (overrides === 'off') return null;
  const merged = { ...DEFAULT_RATE_LIMITS };
  for (const route of LIMITED_ROUTES) merged[route] = { ...merged[route], ...overrides[route] };
  return merged;
}

/** How long a reset link lives; forgot-password's per-e-mail window may not be longer. */
const RESET_LINK_MS = 24 * HOUR;

const UNITS: Record<string, number> = { ms: 1, s: SECOND, m: MINUTE, h: HOUR, d: 24 * HOUR };

/** Names as written in RATE_LIMITS: case and dashes do not matter (`forgot-password`, `forgotPassword`). */
const fold = (name: string) => name.replace(/[-_]/g, '').toLowerCase();
const ROUTE_BY_NAME = new Map(LIMITED_ROUTES.map((route) => [fold(route), route]));
// The API path spells refresh as `refresh-token`; `refresh` is accepted too.
ROUTE_BY_NAME.set('refresh', 'refreshToken');
const KEY_BY_NAME = new Map(LIMIT_KEYS.map((key) => [fold(key), key]));

/** Thrown for a RATE_LIMITS value that cannot be read; the message says which entry and why. */
export class RateLimitsSyntaxError extends Error {}

/**
 * Reads RATE_LIMITS: `off`, or comma-separated `<call>.<per>=<max>/<window>` entries such as
 * `register.ip=200/10m,login.email=10/1m` (window units ms, s, m, h, d; `10/m` means one minute).
 */
export function parseRateLimits(raw: string): RateLimitOverrides {
  const text = raw.trim();
  if (fold(text) === 'off') return 'off';
  const overrides: Partial<Record<LimitedRoute, RouteLimits>> = {};
  for (const entry of text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const match = /^([A-Za-z_-]+)\.([A-Za-z_-]+)\s*=\s*(\d{1,9})\s*\/\s*(\d{0,9})\s*(ms|s|m|h|d)$/.exec(entry);
    if (!match) throw new RateLimitsSyntaxError(`"${entry}" is not <call>.<per>=<max>/<window>, for example login.ip=30/1m`);
    const [, routeName = '', keyName = '', max = '', count = '', unit = ''] = match;
    const route = ROUTE_BY_NAME.get(fold(routeName));
    if (!route) throw new RateLimitsSyntaxError(`"${routeName}" is not a limited call (one of ${LIMITED_ROUTES.join(', ')})`);
    const key = KEY_BY_NAME.get(fold(keyName));
    if (!key) throw new RateLimitsSyntaxError(`"${keyName}" is not one of ${LIMIT_KEYS.join(', ')}`);
    const timeWindow = Number(count === '' ? 1 : count) * (UNITS[unit] ?? 0);
    if (timeWindow <= 0) throw new RateLimitsSyntaxError(`"${entry}" has an empty window`);
    // Muted mail is harmless only while every link mailed in the window is still valid.
    if (route === 'forgotPassword' && key === 'email' && timeWindow > RESET_LINK_MS)
      throw new RateLimitsSyntaxError(`"${entry}": the per-e-mail window of forgot-password may be at most 24h, the life of a reset link`);
    overrides[route] = { ...overrides[route], [key]: { max: Number(max), timeWindow } };
  }
  return overrides;
}

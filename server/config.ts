/**
 * The server's settings, read once from the environment (see the README's table of variables). `loadConfig` is
 * pure: it never touches the file system, so tests can call it with any object.
 */
import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { is } from 'superstruct';
import { Email, normalizeEmail } from '../protocol/fields.ts';
import { CONTROL } from '../protocol/password.ts';
import { CIN_PATTERN, GSTIN_PATTERN } from '../protocol/company.ts';
import type { ConfiguredCompany } from './site/company.ts';
import { parseRateLimits, RateLimitsSyntaxError, type RateLimitOverrides } from './plugins/rate-limit-settings.ts';

/** Where the data lives: an SQLite file (default) or a PostgreSQL server. */
export type DatabaseConfig = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };

/** pino's levels, plus `silent`. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
/** One of LOG_LEVELS. */
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Every setting of the server, validated and normalised. */
export interface Config {
  port: number;
  host: string;
  /** Absolute path of the data directory. */
  dataDir: string;
  /** Absolute path of the releases store: one folder per released version of the script (`<dir>/0.1.0/…`). */
  releasesDir: string;
  database: DatabaseConfig;
  /** The clinic application a signed-in user is sent to; written into the host pages. */
  appUrl: string | null;
  /** Other origins that may call the API (CORS), each as a bare origin. */
  allowedOrigins: string[];
  smtpUrl: string | null;
  /** The site's public address without a trailing slash; reset links are built from it. */
  publicUrl: string;
  /** JWT_SECRET when given; otherwise the server keeps a generated one in DATA_DIR. */
  jwtSecret: string | null;
  googleSigninUrl: string | null;
  analyticsUrl: string | null;
  /** The sender of every mail (MAIL_FROM). */
  mailFrom: Mailbox;
  /** Where replies to every mail go (MAIL_REPLY_TO); the mails name this address. */
  mailReplyTo: Mailbox;
  /** The WhatsApp number of the chat's click-to-chat link (digits with country code); written into the host pages. */
  whatsappNumber: string | null;
  /** The company's particulars the pages show (COMPANY_NAME, COMPANY_CIN, COMPANY_GSTIN, COMPANY_OFFICE); a field not set keeps the pages' example. */
  company: ConfiguredCompany;
  logLevel: LogLevel;
  /**
   * Which proxies' X-Forwarded-For to believe for the client's address: false (none, the default),
   * how many proxies stand in front (1 behind one load balancer), or their addresses and CIDR blocks.
   */
  trustProxy: false | number | string[];
  /** Changes to the default rate limits, or 'off' (a test environment). */
  rateLimits: RateLimitOverrides;
  /** How long a client has to send a whole request, headers and body, in milliseconds. */
  requestTimeoutMs: number;
  /** How long a shutdown waits for requests in flight before it closes every connection, in milliseconds. */
  shutdownTimeoutMs: number;
  /** The most connections one address may hold open at once (not counted for trusted proxies). */
  clientConnections: number;
  /** The most request-body bytes one client may have in flight at once. */
  clientUploadBytes: number;
  /** The most request-body bytes all clients together may have in flight at once. */
  uploadBytes: number;
}

const MB = 1024 * 1024;

/** Thrown when one or more variables are wrong; the message names every one of them. */
export class ConfigError extends Error {
  /** The names of the variables that were refused. */
  readonly variables: string[];
  constructor(problems: Array<[name: string, problem: string]>) {
    super(`Invalid configuration:\n${problems.map(([name, problem]) => `  ${name}: ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
    this.variables = problems.map(([name]) => name);
  }
}

/** A mail address with the name a mail program shows beside it ('ClinicPlatform <hello@clinic.example>'). */
export interface Mailbox {
  name: string;
  address: string;
}

/** Where replies go unless MAIL_REPLY_TO says otherwise: the support address every page names. */
export const DEFAULT_REPLY_TO: Mailbox = { name: 'ClinicPlatform Support', address: 'support@clinicplatform.in' };

/** The shortest accepted JWT_SECRET in bytes: 256 bits for HS256. */
export const JWT_SECRET_MIN_BYTES = 32;

type Env = Record<string, string | undefined>;

/** Reads and checks the configuration from an environment; throws ConfigError naming each bad variable. */
export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): Config {
  const problems: Array<[string, string]> = [];
  const get = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value === undefined || value === '' ? undefined : value;
  };
  const fail = (name: string, problem: string) => {
    problems.push([name, problem]);
    return null;
  };

  const port = parsePort(get('PORT'));
  if (port === null) fail('PORT', `must be an integer from 0 to 65535 (got "${env.PORT}")`);

  const dataDir = resolve(cwd, get('DATA_DIR') ?? './data');
  const releasesDir = resolve(cwd, get('RELEASES_DIR') ?? './releases');

  let database: DatabaseConfig = { kind: 'sqlite', file: resolve(dataDir, 'clinic.sqlite') };
  const databaseUrl = get('DATABASE_URL');
  if (databaseUrl !== undefined) {
    // Never echo the URL back: it usually carries a password.
    const protocol = safeUrl(databaseUrl)?.protocol;
    if (protocol === 'postgres:' || protocol === 'postgresql:') database = { kind: 'postgres', url: databaseUrl };
    else fail('DATABASE_URL', 'must be a postgres:// or postgresql:// URL (leave it unset for SQLite in DATA_DIR)');
  }

  const httpUrl = (name: string): string | null => {
    const raw = get(name);
    if (raw === undefined) return null;
    const url = safeUrl(raw);
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) return fail(name, `must be an http:// or https:// URL (got "${raw}")`);
    return raw;
  };

  const appUrl = httpUrl('APP_URL');
  const googleSigninUrl = httpUrl('GOOGLE_SIGNIN_URL');
  const analyticsUrl = httpUrl('ANALYTICS_URL');

  const publicRaw = httpUrl('PUBLIC_URL') ?? 'http://localhost:8080';
  const publicParsed = safeUrl(publicRaw);
  let publicUrl = 'http://localhost:8080';
  if (publicParsed && (publicParsed.search !== '' || publicParsed.hash !== '')) {
    fail('PUBLIC_URL', 'must not carry a query or fragment');
  } else if (publicParsed) {
    publicUrl = `${publicParsed.origin}${publicParsed.pathname.replace(/\/+$/, '')}`;
  }

  const allowedOrigins: string[] = [];
  for (const entry of (get('ALLOWED_ORIGINS') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const url = safeUrl(entry);
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.pathname !== '/' || url.search || url.hash) {
      fail('ALLOWED_ORIGINS', `each entry must be an origin such as https://partner.example (got "${entry}")`);
    } else {
      allowedOrigins.push(url.origin);
    }
  }

  const smtpUrl = get('SMTP_URL') ?? null;
  if (smtpUrl !== null) {
    const protocol = safeUrl(smtpUrl)?.protocol;
    if (protocol !== 'smtp:' && protocol !== 'smtps:') fail('SMTP_URL', 'must be an smtp:// or smtps:// URL');
  }

  const jwtSecret = get('JWT_SECRET') ?? null;
  if (jwtSecret !== null && Buffer.byteLength(jwtSecret, 'utf8') < JWT_SECRET_MIN_BYTES) {
    fail('JWT_SECRET', `must be at least ${JWT_SECRET_MIN_BYTES} bytes (256 bits); leave it unset to generate one in DATA_DIR`);
  }

  const whatsappRaw = get('WHATSAPP_NUMBER');
  const whatsappNumber = whatsappRaw === undefined ? null : parseWhatsAppNumber(whatsappRaw);
  if (whatsappRaw !== undefined && whatsappNumber === null) {
    fail('WHATSAPP_NUMBER', `must be a phone number with its country code, such as +91 98765 43210 (got "${whatsappRaw}")`);
  }

  const company: ConfiguredCompany = {};
  const companyText = (name: string, field: 'name' | 'office') => {
    const raw = get(name);
    if (raw === undefined) return;
    if (raw.length > 200 || CONTROL.test(raw)) fail(name, 'must be one line of at most 200 characters');
    else company[field] = raw;
  };
  companyText('COMPANY_NAME', 'name');
  companyText('COMPANY_OFFICE', 'office');
  const cin = get('COMPANY_CIN');
  if (cin !== undefined) {
    if (CIN_PATTERN.test(cin)) company.cin = cin;
    else fail('COMPANY_CIN', `must be a 21-character Corporate Identity Number such as U72900KA2024PTC123456 (got "${cin}")`);
  }
  const gstin = get('COMPANY_GSTIN');
  if (gstin !== undefined) {
    if (GSTIN_PATTERN.test(gstin)) company.gstin = gstin;
    else fail('COMPANY_GSTIN', `must be a 15-character GSTIN such as 29ABCDE1234F1Z5 (got "${gstin}")`);
  }

  const mailbox = (name: string, fallback: Mailbox): Mailbox => {
    const raw = get(name);
    if (raw === undefined) return fallback;
    const parsed = parseMailbox(raw);
    if (parsed === null) fail(name, `must be an e-mail address, optionally after a name: ClinicPlatform <hello@clinic.example> (got "${raw}")`);
    return parsed ?? fallback;
  };
  // Without MAIL_FROM, mail comes from a no-reply address at the site's own host name.
  const mailFrom = mailbox('MAIL_FROM', { name: 'ClinicPlatform', address: `no-reply@${new URL(publicUrl).hostname}` });
  const mailReplyTo = mailbox('MAIL_REPLY_TO', DEFAULT_REPLY_TO);

  const logLevelRaw = get('LOG_LEVEL') ?? 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(logLevelRaw)) fail('LOG_LEVEL', `must be one of ${LOG_LEVELS.join(', ')} (got "${logLevelRaw}")`);

  const trustProxyRead = parseTrustProxy(get('TRUST_PROXY'));
  const trustProxy = typeof trustProxyRead === 'string' ? fail('TRUST_PROXY', trustProxyRead) : trustProxyRead;

  let rateLimits: RateLimitOverrides = {};
  try {
    rateLimits = parseRateLimits(get('RATE_LIMITS') ?? '');
  } catch (error) {
    if (!(error instanceof RateLimitsSyntaxError)) throw error;
    fail('RATE_LIMITS', `${error.message}; or "off"`);
  }
  const seconds = (name: string, fallback: number): number => {
    const raw = get(name);
    if (raw === undefined) return fallback * 1000;
    if (!/^\d{1,4}(?:\.\d{1,3})?$/.test(raw) || Number(raw) <= 0 || Number(raw) > 3600) {
      fail(name, `must be a number of seconds above 0 and at most 3600 (got "${raw}")`);
      return fallback * 1000;
    }
    return Math.round(Number(raw) * 1000);
  };
  const requestTimeoutMs = seconds('REQUEST_TIMEOUT', 30);
  const shutdownTimeoutMs = seconds('SHUTDOWN_TIMEOUT', 10);
  const whole = (name: string, fallback: number, min: number, max: number, unit: string): number => {
    const raw = get(name);
    if (raw === undefined) return fallback;
    if (!/^\d{1,7}$/.test(raw) || Number(raw) < min || Number(raw) > max) {
      fail(name, `must be a whole number of ${unit} from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return Number(raw);
  };
  const clientConnections = whole('CLIENT_CONNECTIONS', 256, 8, 100_000, 'connections');
  // At least 1 MB each: a client must always be able to send one body of the largest size allowed.
  const clientUploadBytes = whole('CLIENT_UPLOAD_MB', 4, 1, 1024, 'megabytes') * MB;
  const uploadBytes = whole('UPLOAD_MB', 64, 1, 16_384, 'megabytes') * MB;
  if (uploadBytes < clientUploadBytes) fail('UPLOAD_MB', `must be at least CLIENT_UPLOAD_MB (${clientUploadBytes / MB})`);

  if (problems.length > 0) throw new ConfigError(problems);
  return {
    port: port ?? 8080,
    host: get('HOST') ?? '0.0.0.0',
    dataDir,
    releasesDir,
    database,
    appUrl,
    allowedOrigins,
    smtpUrl,
    publicUrl,
    jwtSecret,
    googleSigninUrl,
    analyticsUrl,
    mailFrom,
    mailReplyTo,
    whatsappNumber,
    company,
    logLevel: logLevelRaw as LogLevel,
    trustProxy: trustProxy ?? false,
    rateLimits,
    requestTimeoutMs,
    shutdownTimeoutMs,
    clientConnections,
    clientUploadBytes,
    uploadBytes,
  };
}

const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** The most proxies TRUST_PROXY may name by count: more hops than any real chain, fewer than "all of them". */
export const TRUST_PROXY_MAX_HOPS = 10;

const TRUST_PROXY_USAGE =
  'must be the number of proxies in front of the server (1 to 10), or a comma-separated list of their addresses or CIDR blocks (loopback, linklocal and uniquelocal name the private ranges)';

/**
 * TRUST_PROXY: unset, "false" or 0 trusts no proxy. Anything that would trust every address is
 * refused, since it would let any client choose its own address: "true", a hop count past
 * TRUST_PROXY_MAX_HOPS, a block of prefix length 0 (`0.0.0.0/0`, `::/0`), and any set of blocks that
 * together hold every IPv4 or every IPv6 address (`0.0.0.0/1,128.0.0.0/1`, `::ffff:0:0/96`, `::/1`).
 * Returns the setting, or the problem to report.
 */
function parseTrustProxy(raw: string | undefined): false | number | string[] | string {
  if (raw === undefined || raw.toLowerCase() === 'false' || raw === '0') return false;
  if (raw.toLowerCase() === 'true') return `"true" would let any client choose its own address; ${TRUST_PROXY_USAGE}`;
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    return hops <= TRUST_PROXY_MAX_HOPS ? hops : `${raw} proxies would trust whatever a client writes in X-Forwarded-For; ${TRUST_PROXY_USAGE}`;
  }
  const entries = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const entry of entries) {
    if (PROXY_RANGE_NAMES.has(entry)) continue;
    const [address = '', bits, extra] = entry.split('/');
    const family = isIP(address);
    const validBits = bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
    if (family === 0 || extra !== undefined || !validBits) return `"${entry}" is not an address or CIDR block; ${TRUST_PROXY_USAGE}`;
    if (bits !== undefined && Number(bits) === 0)
      return `"${entry}" trusts every address, like "true", and would let any client choose its own address; name the proxies' own addresses or blocks`;
  }
  const all = trustsEveryAddress(entries);
  if (all !== null)
    return `"${raw}" together trust every ${all} address, like "true", and would let any client choose its own address; name the proxies' own addresses or blocks`;
  return entries.length > 0 ? entries : TRUST_PROXY_USAGE;
}

/** An inclusive range of addresses as numbers: IPv4 in 32 bits, IPv6 in 128. */
type Span = [bigint, bigint];

const V4_ALL: Span = [0n, (1n << 32n) - 1n];
const V6_ALL: Span = [0n, (1n << 128n) - 1n];
/** IPv4-mapped IPv6 addresses, `::ffff:0:0/96`: an IPv4 client on a dual-stack socket is seen as one. */
const MAPPED: Span = [0xffffn << 32n, (0xffffn << 32n) + (1n << 32n) - 1n];

/** The blocks the names in TRUST_PROXY stand for (as proxy-addr reads them). */
const NAMED_RANGES: Record<string, string[]> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/** An address as a number: 32 bits for IPv4, 128 for IPv6 (an embedded IPv4 tail read as its two groups). */
function addressValue(address: string, family: 4 | 6): bigint {
  if (family === 4) return address.split('.').reduce((value, part) => (value << 8n) | BigInt(Number(part)), 0n);
  const groups = (text: string): bigint[] =>
    text === ''
      ? []
      : text.split(':').flatMap((piece) => {
          if (!piece.includes('.')) return [BigInt(`0x${piece}`)];
          const v4 = addressValue(piece, 4);
          return [v4 >> 16n, v4 & 0xffffn];
        });
  const [head = '', tail] = address.split('%')[0]!.split('::');
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const all = [...left, ...Array.from({ length: 8 - left.length - right.length }, () => 0n), ...right];
  return all.reduce((value, group) => (value << 16n) | group, 0n);
}

/** The addresses a block `address/bits` holds. */
function spanOf(address: string, bits: number, family: 4 | 6): Span {
  const width = family === 4 ? 32n : 128n;
  const host = width - BigInt(bits);
  const start = (addressValue(address, family) >> host) << host;
  return [start, start + (1n << host) - 1n];
}

/** True when `spans` together hold every address of `whole`. */
function covers(spans: Span[], whole: Span): boolean {
  let next = whole[0];
  for (const [start, end] of [...spans].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))) {
    if (start > next) return false;
    if (end >= next) next = end + 1n;
    if (next > whole[1]) return true;
  }
  return next > whole[1];
}

/**
 * Whether trusted blocks together hold every IPv4 address (an IPv6 block over `::ffff:0:0/96` holds
 * the IPv4 clients a dual-stack socket sees as mapped) or every IPv6 address: either way any client
 * could write its own address into X-Forwarded-For. Returns which, or null.
 */
export function trustsEveryAddress(entries: readonly string[]): 'IPv4' | 'IPv6' | null {
  const v4: Span[] = [];
  const v6: Span[] = [];
  for (const entry of entries.flatMap((entry) => NAMED_RANGES[entry] ?? [entry])) {
    const [address = '', bitsText] = entry.split('/');
    const family = isIP(address) as 4 | 6;
    const span = spanOf(address, bitsText === undefined ? (family === 4 ? 32 : 128) : Number(bitsText), family);
    if (family === 4) {
      v4.push(span);
      v6.push([MAPPED[0] + span[0], MAPPED[0] + span[1]]);
    } else {
      v6.push(span);
      const start = span[0] > MAPPED[0] ? span[0] : MAPPED[0];
      const end = span[1] < MAPPED[1] ? span[1] : MAPPED[1];
      if (start <= end) v4.push([start - MAPPED[0], end - MAPPED[0]]);
    }
  }
  if (covers(v4, V4_ALL)) return 'IPv4';
  if (covers(v6, V6_ALL)) return 'IPv6';
  return null;
}

/**
 * MAIL_FROM and MAIL_REPLY_TO: one address (the protocol's e-mail rule, stored in its one spelling),
 * bare or in angle brackets after a display name, which may be quoted and holds no control
 * character, quote or angle bracket. Null when the value is none of these.
 */
export function parseMailbox(raw: string): Mailbox | null {
  const match = /^(?:"?([^"<>]*?)"?\s*<([^<>]+)>|([^<>\s]+))$/.exec(raw.trim());
  if (!match) return null;
  const [, name = '', bracketed, bare] = match;
  const address = (bracketed ?? bare ?? '').trim();
  if (CONTROL.test(name) || name.length > 100 || !is(address, Email)) return null;
  return { name: name.trim(), address: normalizeEmail(address) };
}

/**
 * A WhatsApp number as wa.me wants it: digits with the country code, no '+'. Spaces, hyphens and
 * brackets are ignored; a bare 10-digit Indian mobile number (starting 6 to 9) gets +91.
 */
export function parseWhatsAppNumber(raw: string): string | null {
  const digits = raw.replace(/[\s()-]/g, '');
  if (/^[6-9]\d{9}$/.test(digits)) return `91${digits}`;
  const international = digits.replace(/^(\+|00)/, '');
  return /^[1-9]\d{7,14}$/.test(international) && digits !== international ? international : /^91[6-9]\d{9}$/.test(digits) ? digits : null;
}

function parsePort(raw: string | undefined): number | null {
  if (raw === undefined) return 8080;
  if (!/^\d{1,5}$/.test(raw)) return null;
  const port = Number(raw);
  return port <= 65535 ? port : null;
}

function safeUrl(raw: string): URL | null {
  try {
    return new URL(raw);
  } catch {
    return null;
  }
}

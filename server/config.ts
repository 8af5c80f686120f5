/**
 * The server's settings, read once from the environment (INTERFACE.md, Commands). `loadConfig` is
 * pure: it never touches the file system, so tests can call it with any object.
 */
import { resolve } from 'node:path';

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
  logLevel: LogLevel;
  /** How long a client has to send a whole request, headers and body, in milliseconds. */
  requestTimeoutMs: number;
  /** How long a shutdown waits for requests in flight before it closes every connection, in milliseconds. */
  shutdownTimeoutMs: number;
}

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
  for (const entry of (get('ALLOWED_ORIGINS') ?? '').split(',').map((s) => s.trim()).filter(Boolean)) {
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

  const logLevelRaw = get('LOG_LEVEL') ?? 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(logLevelRaw)) fail('LOG_LEVEL', `must be one of ${LOG_LEVELS.join(', ')} (got "${logLevelRaw}")`);

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

  if (problems.length > 0) throw new ConfigError(problems);
  return {
    port: port ?? 8080,
    host: get('HOST') ?? '0.0.0.0',
    dataDir,
    database,
    appUrl,
    allowedOrigins,
    smtpUrl,
    publicUrl,
    jwtSecret,
    googleSigninUrl,
    analyticsUrl,
    logLevel: logLevelRaw as LogLevel,
    requestTimeoutMs,
    shutdownTimeoutMs,
  };
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

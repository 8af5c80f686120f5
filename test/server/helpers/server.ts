/** Starts the real app on loopback for a test, with a movable clock and helpers to call it. */
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { buildApp, type AppOptions } from '../../../server/app.ts';
import { loadConfig, type Config } from '../../../server/config.ts';
import { openDatabase, type Db } from '../../../server/db/connect.ts';
import { migrateToLatest } from '../../../server/db/migrations.ts';
import { LIMITED_ROUTES, type RateLimitOverrides } from '../../../server/plugins/rate-limit-settings.ts';
import { resolveJwtSecret } from '../../../server/secret.ts';
import type { TestDatabase } from './databases.ts';

/** A clock the test moves by hand. */
export class TestClock {
  time = Date.now();
  readonly now = (): number => this.time;
  /** Moves the clock forward by `ms` milliseconds. */
  advance(ms: number): void {
    this.time += ms;
  }
}

const HUGE = { max: 1_000_000, timeWindow: 60_000 };

/** Limits no test reaches by accident; suites that test limits pass their own. */
export const GENEROUS_LIMITS: Exclude<RateLimitOverrides, 'off'> = Object.fromEntries(
  LIMITED_ROUTES.map((route) => [route, { ip: HUGE, email: HUGE, emailIp: HUGE }]),
);

/** An answer with its JSON body parsed (null when the body is empty or not JSON). */
export interface Answer<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

/** A running app and ways to call it. */
export interface TestServer {
  app: FastifyInstance;
  url: string;
  clock: TestClock;
  config: Config;
  /** A second connection to the same database, for looking at rows. */
  db: Db;
  /** The app's own connection (tests break it to provoke 5xx answers). */
  appDb: Db;
  request(method: string, path: string, options?: { json?: unknown; body?: string; headers?: Record<string, string> }): Promise<Answer>;
  post(path: string, json?: unknown, headers?: Record<string, string>): Promise<Answer>;
  get(path: string, headers?: Record<string, string>): Promise<Answer>;
  close(): Promise<void>;
}

/** Options for one test server. */
export interface StartOptions {
  env?: Record<string, string>;
  rateLimits?: RateLimitOverrides;
  staticRoot?: string;
  clock?: TestClock;
  /** Wraps the app's mailer (to count what it sends). */
  wrapMailer?: AppOptions['wrapMailer'];
  /** Wraps the app's password hasher (to hold a sign-in mid-way). */
  wrapHasher?: AppOptions['wrapHasher'];
  /** Fastify's logger option (default: off). */
  logger?: FastifyServerOptions['logger'];
}

/** Builds the app on the test database and listens on 127.0.0.1 with a free port. */
export async function startServer(target: TestDatabase, options: StartOptions = {}): Promise<TestServer> {
  const config = loadConfig({ ...target.env, ...options.env });
  const db = openDatabase(config.database);
  await migrateToLatest(db);
  const clock = options.clock ?? new TestClock();
  const app = await buildApp({
    config,
    db,
    jwtSecret: await resolveJwtSecret(config),
    now: clock.now,
    rateLimits: options.rateLimits ?? GENEROUS_LIMITS,
    logger: options.logger ?? false,
    ...(options.staticRoot ? { staticRoot: options.staticRoot } : {}),
    ...(options.wrapMailer ? { wrapMailer: options.wrapMailer } : {}),
    ...(options.wrapHasher ? { wrapHasher: options.wrapHasher } : {}),
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const inspect = openDatabase(config.database);

  async function request(method: string, path: string, init: { json?: unknown; body?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
    const headers: Record<string, string> = { ...init.headers };
    let body = init.body;
    if (init.json !== undefined) {
      body = JSON.stringify(init.json);
      headers['content-type'] ??= 'application/json';
    }
    const response = await fetch(`${url}${path}`, { method, headers, redirect: 'manual', ...(body !== undefined ? { body } : {}) });
    const text = await response.text();
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = null;
    }
    return { status: response.status, headers: response.headers, body: parsed, text };
  }

  return {
    app,
    url,
    clock,
    config,
    db: inspect,
    appDb: db,
    request,
    post: (path, json, headers) => request('POST', path, { json: json ?? {}, ...(headers ? { headers } : {}) }),
    get: (path, headers) => request('GET', path, headers ? { headers } : {}),
    async close() {
      await inspect.destroy();
      await app.close();
    },
  };
}

/**
 * `npm run bench:api`: the reference server under autocannon on loopback, 16 connections, ~5 s per
 * case after 1 s of warm-up: refresh-token, health, a static page (plain, brotli, gzip), a precompressed script and
 * login. The app runs in a child process (so the load generator does not share its event loop) on a
 * fresh temporary SQLite DATA_DIR (or BENCH_DATABASE_URL), its rate limits raised out of reach but
 * still counted. Then refresh-token again on PostgreSQL (BENCH_DATABASE_URL, or a temporary cluster),
 * with one server process and with two processes sharing the database and the load. Prints a table
 * and the machine.
 *
 * Last, the Help Center's search without JavaScript on the built site (search.ts, its own table;
 * skipped with a note when dist/ has no site).
 *
 * BENCH_ONLY=word runs only the cases whose name contains the word (PostgreSQL's rows only when the
 * word is part of "postgres", the search's only when it is part of "search"); BENCH_NODE_ARGS passes node flags to the server processes, for
 * example `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile the server under load.
 */
import { createRequire } from 'node:module';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, release, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { execFileSync, fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { precompress } from '../../scripts/precompress.ts';
import { startPostgres } from '../server/helpers/postgres.ts';

const CONNECTIONS = 16;
const DURATION_S = 5;
/** Each case first runs this long unmeasured, so the figures are the server's steady state, past its JIT warm-up. */
const WARMUP_S = 1;
/** Refresh tokens work once each: enough pre-issued sessions for the whole run. */
const REFRESH_TOKENS = 60_000;
const PASSWORD = 'Bench-Mark-Pass-42';
const JSON_HEADERS = { 'content-type': 'application/json' };

interface Ready {
  url: string;
  email: string;
  tokens: string[];
  database: string;
}

/** The slice of autocannon's API this script uses (the package ships no types). */
interface Histogram {
  average: number;
  p50: number;
  p99: number;
}
interface AutocannonResult {
  requests: Histogram;
  latency: Histogram;
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodeStats: Record<string, { count: number }>;
}
interface AutocannonRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (request: AutocannonRequest) => AutocannonRequest;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  warmup?: { connections: number; duration: number };
  requests?: AutocannonRequest[];
  headers?: Record<string, string>;
}) => Promise<AutocannonResult>;

interface ServeOptions {
  dataDir: string;
  staticRoot: string;
  databaseUrl: string | undefined;
  /** How many refresh tokens to pre-issue (a second process on the same database issues none). */
  tokens: number;
}

/** Every limit raised out of reach, so the bench measures the limiter's cost but never its 429. */
const RAISED_LIMITS = ['login', 'register', 'forgot-password', 'reset-password', 'verify-reset-token', 'refresh-token', 'logout', 'me', 'contact', 'newsletter']
  .flatMap((call) => ['ip', 'email', 'email-ip'].map((per) => `${call}.${per}=999999999/1m`))
  .join(',');

if (process.argv[2] === '--serve') await serve(JSON.parse(process.argv[3] ?? '{}') as ServeOptions);
else await main();

/** Server side: builds the real app with lifted limits, prepares sessions, listens, reports its URL. */
async function serve(options: ServeOptions): Promise<void> {
  const { buildApp } = await import('../../server/app.ts');
  const { loadConfig } = await import('../../server/config.ts');
  const { openDatabase } = await import('../../server/db/connect.ts');
  const { migrateToLatest } = await import('../../server/db/migrations.ts');
  const { RefreshTokens } = await import('../../server/auth/refresh-tokens.ts');
  const { resolveJwtSecret } = await import('../../server/secret.ts');

  const config = loadConfig({
    DATA_DIR: options.dataDir,
    LOG_LEVEL: 'silent',
    RATE_LIMITS: RAISED_LIMITS,
    JWT_SECRET: 'bench-secret-shared-by-every-process-0123456789',
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
  });
  const db = openDatabase(config.database);
  await migrateToLatest(db);
  const app = await buildApp({ config, db, jwtSecret: await resolveJwtSecret(config), staticRoot: options.staticRoot, logger: false });
  if (options.tokens === 0) {
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    process.send?.({ url, email: '', tokens: [], database: config.database.kind } satisfies Ready);
    process.on('message', (message) => {
      if (message === 'close') void app.close().then(() => process.exit(0));
    });
    return;
  }

  const email = `bench.${Date.now()}.${process.pid}@clinic.example`;
  const registered = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      clinicName: 'Bench Clinic',
      ownerName: 'Dr. Bench',
      email,
      phone: '9876543210',
      password: PASSWORD,
      confirmPassword: PASSWORD,
      clinicType: 'other',
      location: 'Loopback',
      agreeToTerms: true,
    },
  });
  const userId = (registered.json() as { user: { id: string } }).user.id;
  // One transaction: tens of thousands of inserts, one commit.
  const sessions = new RefreshTokens(db, Date.now);
  const tokens = await db.transaction().execute(async (trx) => {
    const issued: string[] = [];
    for (let i = 0; i < options.tokens; i++) issued.push(await sessions.issue(userId, true, trx));
    return issued;
  });
  // The load starts on a settled database, as a running server's is: the tens of megabytes that
  // one commit put in SQLite's log are checkpointed first, not during the measurement.
  if (config.database.kind === 'sqlite') {
    const { sql } = await import('kysely');
    await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db);
  }

  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  process.send?.({ url, email, tokens, database: config.database.kind } satisfies Ready);
  process.on('message', (message) => {
    if (message === 'close') void app.close().then(() => process.exit(0));
  });
}

/** A running server process of this bench. */
interface Started {
  ready: Ready;
  close(): Promise<void>;
}

/** Forks a server process (`--serve`) and waits for its address and pre-issued tokens. */
async function startServe(options: ServeOptions): Promise<Started> {
  // BENCH_NODE_ARGS passes flags to the server processes, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const server = fork(fileURLToPath(import.meta.url), ['--serve', JSON.stringify(options)], { execArgv: ['--import', 'tsx', ...nodeArgs] });
  const ready = await new Promise<Ready>((resolve, reject) => {
    server.once('message', (message) => resolve(message as Ready));
    server.once('error', reject);
    server.once('exit', (code) => reject(new Error(`the server process exited with ${code}`)));
  });
  return {
    ready,
    close: async () => {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.send('close');
      await exited;
    },
  };
}

/** Requests that each present a fresh, never-used refresh token, so every one is a real rotation. */
function rotations(tokens: string[]): { requests: AutocannonRequest[]; used: () => number } {
  let next = 0;
  return {
    requests: [
      {
        method: 'POST',
        path: '/api/auth/refresh-token',
        headers: JSON_HEADERS,
        setupRequest: (request) => ({ ...request, body: JSON.stringify({ refreshToken: tokens[next++] ?? 'exhausted' }) }),
      },
    ],
    used: () => Math.min(next, tokens.length),
  };
}

/** One table row from one or more simultaneous autocannon runs (two processes: summed rates, worst p99). */
function row(name: string, results: AutocannonResult[], note = ''): string[] {
  const statuses = new Map<string, number>();
  for (const result of results) for (const [code, { count }] of Object.entries(result.statusCodeStats)) statuses.set(code, (statuses.get(code) ?? 0) + count);
  const errors = results.reduce((sum, result) => sum + result.errors, 0);
  return [
    name,
    results.reduce((sum, result) => sum + result.requests.average, 0).toFixed(0),
    Math.max(...results.map((result) => result.latency.p50)).toFixed(1),
    Math.max(...results.map((result) => result.latency.p99)).toFixed(1),
    `${[...statuses].map(([code, count]) => `${code}×${count}`).join(' ')}${errors ? ` errors×${errors}` : ''}${note ? `; ${note}` : ''}`,
  ];
}

/** Load side: starts the server processes, runs each case, prints the table. */
async function main(): Promise<void> {
  const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;
  const load = (url: string, requests: AutocannonRequest[], connections = CONNECTIONS) =>
    autocannon({ url, connections, duration: DURATION_S, warmup: { connections, duration: WARMUP_S }, requests });
  const dataDir = await mkdtemp(join(tmpdir(), 'clinic-bench-'));
  const staticRoot = join(dataDir, 'dist');
  await mkdir(join(staticRoot, 'site'), { recursive: true });
  const paragraph = '<p>Smart scheduling, GST billing and WhatsApp reminders for clinics across India.</p>\n';
  const page = `<!doctype html><html lang="en-IN"><head><meta charset="utf-8"><title>Features</title><script src="/clinic-widgets.js" defer data-app-url="" data-google-signin-url="" data-analytics-url=""></script></head><body><main>${paragraph.repeat(120)}</main></body></html>`;
  await writeFile(join(staticRoot, 'site', 'features.html'), page);
  // A script as the build leaves it: with its brotli and gzip copies beside it.
  const script = `(function(){${Array.from({ length: 1500 }, (_, i) => `var clinic${i}=${i}*2;`).join('')}})();\n`;
  await writeFile(join(staticRoot, 'clinic-widgets.js'), script);
  await precompress(staticRoot);

  const primary = await startServe({ dataDir, staticRoot, databaseUrl: process.env.BENCH_DATABASE_URL, tokens: REFRESH_TOKENS });
  const { ready } = primary;
  const rows: string[][] = [];
  const refresh = rotations(ready.tokens);
  const cases: Array<{ name: string; requests: AutocannonRequest[]; note?: () => string }> = [
    {
      name: `POST /api/auth/refresh-token (${ready.database}, 1 process)`,
      requests: refresh.requests,
      note: () => `${refresh.used()} of ${REFRESH_TOKENS} pre-issued tokens used`,
    },
    { name: 'GET /api/health', requests: [{ method: 'GET', path: '/api/health' }] },
    { name: `GET /features (${page.length} B HTML)`, requests: [{ method: 'GET', path: '/features' }] },
    { name: 'GET /features, brotli (compressed once, in memory)', requests: [{ method: 'GET', path: '/features', headers: { 'accept-encoding': 'br' } }] },
    { name: 'GET /features, gzip', requests: [{ method: 'GET', path: '/features', headers: { 'accept-encoding': 'gzip' } }] },
    {
      name: `GET /clinic-widgets.js (${script.length} B), brotli copy from the build`,
      requests: [{ method: 'GET', path: '/clinic-widgets.js', headers: { 'accept-encoding': 'br' } }],
    },
    {
      name: 'POST /api/auth/login (argon2id)',
      requests: [{ method: 'POST', path: '/api/auth/login', headers: JSON_HEADERS, body: JSON.stringify({ email: ready.email, password: PASSWORD }) }],
    },
  ];
  // BENCH_ONLY=refresh runs the cases whose name contains the word (and skips PostgreSQL unless it matches).
  const only = process.env.BENCH_ONLY?.toLowerCase();
  for (const benchCase of cases) {
    if (only && !benchCase.name.toLowerCase().includes(only)) continue;
    process.stderr.write(`running ${benchCase.name} ...\n`);
    rows.push(row(benchCase.name, [await load(ready.url, benchCase.requests)], benchCase.note?.()));
  }
  await primary.close();

  if (!only || 'postgres'.includes(only)) rows.push(...(await postgresRefreshRows(load, staticRoot)));
  await rm(dataDir, { recursive: true, force: true });

  const header = ['case', 'req/s', 'p50 ms', 'p99 ms', 'answers'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((cells) => (cells[i] ?? '').length)));
  const line = (cells: string[]) => `| ${cells.map((cell, i) => (i > 0 && i < 4 ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0))).join(' | ')} |`;
  console.log(`\n${line(header)}\n|${widths.map((w, i) => (i > 0 && i < 4 ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`);
  for (const cells of rows) console.log(line(cells));
  const cpu = cpus();
  console.log(
    `\n${CONNECTIONS} connections in all, ${DURATION_S} s per case after ${WARMUP_S} s of warm-up, loopback; two processes split the connections and the load ` +
      `(rates summed, the worse p50 and p99 shown); the load generator shares the machine. ` +
      `${cpu[0]?.model ?? 'unknown CPU'}, ${cpu.length} cores, ${(totalmem() / 2 ** 30).toFixed(1)} GiB, Linux ${release()}, Node ${process.version}`,
  );

  if (only && !'search'.includes(only)) return;
  if (!existsSync(fileURLToPath(new URL('../../dist/site/support.html', import.meta.url)))) {
    console.log('\nThe search bench (test/bench/search.ts) measures the built site: run `npm run build` first. Skipped.');
    return;
  }
  execFileSync(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./search.ts', import.meta.url))], { stdio: 'inherit' });
}

/** Refresh on PostgreSQL: one server process, then two sharing the database and the load. */
async function postgresRefreshRows(
  load: (url: string, requests: AutocannonRequest[], connections?: number) => Promise<AutocannonResult>,
  staticRoot: string,
): Promise<string[][]> {
  let databaseUrl = process.env.BENCH_DATABASE_URL;
  const cluster = databaseUrl ? null : await startPostgres();
  if (cluster && 'skipped' in cluster) return [['POST /api/auth/refresh-token (postgres)', '-', '-', '-', `skipped: ${cluster.skipped}`]];
  if (cluster) databaseUrl = cluster.url;
  const rows: string[][] = [];
  const dataDir = await mkdtemp(join(tmpdir(), 'clinic-bench-pg-'));
  try {
    const one = await startServe({ dataDir, staticRoot, databaseUrl, tokens: REFRESH_TOKENS });
    process.stderr.write('running refresh-token on PostgreSQL, 1 process ...\n');
    const single = rotations(one.ready.tokens);
    rows.push(row('POST /api/auth/refresh-token (postgres, 1 process)', [await load(one.ready.url, single.requests)], `${single.used()} tokens used`));

    const two = await startServe({ dataDir, staticRoot, databaseUrl, tokens: 0 });
    process.stderr.write('running refresh-token on PostgreSQL, 2 processes ...\n');
    const rest = one.ready.tokens.slice(single.used());
    const half = Math.floor(rest.length / 2);
    const [left, right] = [rotations(rest.slice(0, half)), rotations(rest.slice(half))];
    const results = await Promise.all([load(one.ready.url, left.requests, CONNECTIONS / 2), load(two.ready.url, right.requests, CONNECTIONS / 2)]);
    rows.push(row('POST /api/auth/refresh-token (postgres, 2 processes)', results, `${left.used() + right.used()} tokens used`));
    await Promise.all([one.close(), two.close()]);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
    if (cluster && 'stop' in cluster) await cluster.stop();
  }
  return rows;
}

/**
 * `npm run bench:api`: the reference server under autocannon on loopback, 16 connections, ~5 s per
 * case: refresh-token, health, a static page (plain, brotli, gzip), a precompressed script and
 * login. The app runs in a child process (so the load generator does not share its event loop) on a fresh temporary SQLite
 * DATA_DIR (or BENCH_DATABASE_URL) with rate limits lifted. Prints a table and the machine.
 */
import { createRequire } from 'node:module';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, release, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { precompress } from '../../scripts/precompress.ts';

const CONNECTIONS = 16;
const DURATION_S = 5;
/** Refresh tokens work once each: enough pre-issued sessions for the whole run. */
const REFRESH_TOKENS = 60_000;
const PASSWORD = 'Bench-Mark-Pass-42';

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
  requests?: AutocannonRequest[];
  headers?: Record<string, string>;
}) => Promise<AutocannonResult>;

interface ServeOptions {
  dataDir: string;
  staticRoot: string;
  databaseUrl: string | undefined;
}

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

  const config = loadConfig({ DATA_DIR: options.dataDir, LOG_LEVEL: 'silent', ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}) });
  const db = openDatabase(config.database);
  await migrateToLatest(db);
  const lifted = { ip: { max: 1e9, timeWindow: 60_000 }, email: { max: 1e9, timeWindow: 60_000 } };
  const app = await buildApp({
    config,
    db,
    jwtSecret: await resolveJwtSecret(config),
    staticRoot: options.staticRoot,
    logger: false,
    rateLimits: { login: lifted, register: lifted, forgotPassword: lifted, resetPassword: lifted, verifyResetToken: lifted, contact: lifted, newsletter: lifted },
  });

  const email = `bench.${Date.now()}@clinic.example`;
  const registered = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { clinicName: 'Bench Clinic', ownerName: 'Dr. Bench', email, phone: '1', password: PASSWORD, confirmPassword: PASSWORD, clinicType: 'other', location: 'Loopback', agreeToTerms: true },
  });
  const userId = (registered.json() as { user: { id: string } }).user.id;
  // One transaction: tens of thousands of inserts, one commit.
  const sessions = new RefreshTokens(db, Date.now);
  const tokens = await db.transaction().execute(async (trx) => {
    const issued: string[] = [];
    for (let i = 0; i < REFRESH_TOKENS; i++) issued.push(await sessions.issue(userId, true, trx));
    return issued;
  });

  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  process.send?.({ url, email, tokens, database: config.database.kind } satisfies Ready);
  process.on('message', (message) => {
    if (message === 'close') void app.close().then(() => process.exit(0));
  });
}

/** Load side: starts the server process, runs each case, prints the table. */
async function main(): Promise<void> {
  const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;
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

  const serveOptions: ServeOptions = { dataDir, staticRoot, databaseUrl: process.env.BENCH_DATABASE_URL };
  const server = fork(fileURLToPath(import.meta.url), ['--serve', JSON.stringify(serveOptions)], { execArgv: ['--import', 'tsx'] });
  const ready = await new Promise<Ready>((resolve, reject) => {
    server.once('message', (message) => resolve(message as Ready));
    server.once('error', reject);
    server.once('exit', (code) => reject(new Error(`the server process exited with ${code}`)));
  });

  let next = 0;
  const json = { 'content-type': 'application/json' };
  const cases: Array<{ name: string; requests: AutocannonRequest[]; note?: () => string }> = [
    {
      name: 'POST /api/auth/refresh-token',
      requests: [
        {
          method: 'POST',
          path: '/api/auth/refresh-token',
          headers: json,
          // Every request presents a fresh, never-used token, so this measures real rotations.
          setupRequest: (request) => ({ ...request, body: JSON.stringify({ refreshToken: ready.tokens[next++] ?? 'exhausted' }) }),
        },
      ],
      note: () => `${Math.min(next, REFRESH_TOKENS)} of ${REFRESH_TOKENS} pre-issued tokens used`,
    },
    { name: 'GET /api/health', requests: [{ method: 'GET', path: '/api/health' }] },
    { name: `GET /features (${page.length} B HTML)`, requests: [{ method: 'GET', path: '/features' }] },
    { name: 'GET /features, brotli (compressed once, in memory)', requests: [{ method: 'GET', path: '/features', headers: { 'accept-encoding': 'br' } }] },
    { name: 'GET /features, gzip', requests: [{ method: 'GET', path: '/features', headers: { 'accept-encoding': 'gzip' } }] },
    { name: `GET /clinic-widgets.js (${script.length} B), brotli copy from the build`, requests: [{ method: 'GET', path: '/clinic-widgets.js', headers: { 'accept-encoding': 'br' } }] },
    {
      name: 'POST /api/auth/login (argon2id)',
      requests: [{ method: 'POST', path: '/api/auth/login', headers: json, body: JSON.stringify({ email: ready.email, password: PASSWORD }) }],
    },
  ];

  const rows: string[][] = [];
  for (const benchCase of cases) {
    process.stderr.write(`running ${benchCase.name} ...\n`);
    const result = await autocannon({ url: ready.url, connections: CONNECTIONS, duration: DURATION_S, requests: benchCase.requests });
    const statuses = Object.entries(result.statusCodeStats)
      .map(([code, { count }]) => `${code}×${count}`)
      .join(' ');
    rows.push([
      benchCase.name,
      result.requests.average.toFixed(0),
      result.latency.p50.toFixed(1),
      result.latency.p99.toFixed(1),
      `${statuses}${result.errors ? ` errors×${result.errors}` : ''}${benchCase.note ? `; ${benchCase.note()}` : ''}`,
    ]);
  }

  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.send('close');
  await exited;
  await rm(dataDir, { recursive: true, force: true });

  const header = ['case', 'req/s', 'p50 ms', 'p99 ms', 'answers'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (cells: string[]) => `| ${cells.map((cell, i) => (i > 0 && i < 4 ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0))).join(' | ')} |`;
  console.log(`\n${line(header)}\n|${widths.map((w, i) => (i > 0 && i < 4 ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`);
  for (const row of rows) console.log(line(row));
  const cpu = cpus();
  console.log(
    `\n${CONNECTIONS} connections, ${DURATION_S} s per case, loopback, ${ready.database} database; ` +
      `${cpu[0]?.model ?? 'unknown CPU'}, ${cpu.length} cores, ${(totalmem() / 2 ** 30).toFixed(1)} GiB, Linux ${release()}, Node ${process.version}`,
  );
}

/**
 * `npm run bench:search`: the Help Center's search without JavaScript (`GET /support?q=…`) under
 * autocannon on loopback, beside the plain /support page and sign-in, on the site as built (run
 * `npm run build` first). 16 connections, ~5 s per case after 1 s of warm-up; the app runs in a
 * child process on a fresh temporary SQLite DATA_DIR.
 *
 * Cases: the page itself (brotli), one search asked again and again (answered from the cache), a
 * new search on every request with the per-address search limit raised out of reach (each one
 * searched and compressed), the same with the default limit (what one address can make the server
 * do), and argon2 sign-in alone and while 16 other connections send new searches (the search's
 * compression must not slow sign-in). Prints a table and the machine.
 */
import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, release, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const CONNECTIONS = 16;
const DURATION_S = 5;
const WARMUP_S = 1;
const PASSWORD = 'Bench-Mark-Pass-42';
const JSON_HEADERS = { 'content-type': 'application/json' };
const BROTLI = { 'accept-encoding': 'br' };
const root = fileURLToPath(new URL('../..', import.meta.url));

/** The slice of autocannon's API this script uses (the package ships no types). */
interface AutocannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  errors: number;
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
}) => Promise<AutocannonResult>;

interface Ready {
  url: string;
  email: string;
}

if (process.argv[2] === '--serve') await serve(process.argv[3] ?? '', process.argv[4] ?? '');
else await main();

/** Server side: the real app over the built site, one account to sign in with. */
async function serve(dataDir: string, rateLimits: string): Promise<void> {
  const { buildApp } = await import('../../server/app.ts');
  const { loadConfig } = await import('../../server/config.ts');
  const { openDatabase } = await import('../../server/db/connect.ts');
  const { migrateToLatest } = await import('../../server/db/migrations.ts');
  const { resolveJwtSecret } = await import('../../server/secret.ts');
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...(rateLimits ? { RATE_LIMITS: rateLimits } : {}) });
  const db = openDatabase(config.database);
  await migrateToLatest(db);
  const app = await buildApp({ config, db, jwtSecret: await resolveJwtSecret(config), staticRoot: join(root, 'dist'), logger: false });
  const email = `bench.${Date.now()}.${process.pid}@clinic.example`;
  await app.inject({
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
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  process.send?.({ url, email } satisfies Ready);
  process.on('message', (message) => {
    if (message === 'close') void app.close().then(() => process.exit(0));
  });
}

/** Forks a server process with these rate limits and waits for its address. */
async function startServe(dataDir: string, rateLimits: string): Promise<{ ready: Ready; close(): Promise<void> }> {
  const server = fork(fileURLToPath(import.meta.url), ['--serve', dataDir, rateLimits], { execArgv: ['--import', 'tsx'] });
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

/** Searches that are all different (a counter in the words), so none is answered from the cache. */
function newSearches(): AutocannonRequest[] {
  const words = ['gst', 'appointment', 'whatsapp', 'billing', 'invoice', 'patient', 'reminder', 'report'];
  let next = 0;
  return [
    {
      method: 'GET',
      path: '/support?q=gst',
      headers: BROTLI,
      setupRequest: (request) => {
        next += 1;
        return { ...request, path: `/support?q=${words[next % words.length]}+${next}` };
      },
    },
  ];
}

function row(name: string, result: AutocannonResult): string[] {
  const statuses = Object.entries(result.statusCodeStats)
    .map(([code, { count }]) => `${code}×${count}`)
    .join(' ');
  return [
    name,
    result.requests.average.toFixed(0),
    result.latency.p50.toFixed(1),
    result.latency.p99.toFixed(1),
    `${statuses}${result.errors ? ` errors×${result.errors}` : ''}`,
  ];
}

async function main(): Promise<void> {
  if (!existsSync(join(root, 'dist', 'site', 'support.html'))) {
    console.error('dist/site/support.html is missing: run `npm run build` first.');
    process.exit(1);
  }
  const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;
  const load = (url: string, requests: AutocannonRequest[], connections = CONNECTIONS) =>
    autocannon({ url, connections, duration: DURATION_S, warmup: { connections, duration: WARMUP_S }, requests });
  const rows: string[][] = [];
  const dataDir = await mkdtemp(join(tmpdir(), 'clinic-bench-search-'));
  const login = (email: string): AutocannonRequest[] => [
    { method: 'POST', path: '/api/auth/login', headers: JSON_HEADERS, body: JSON.stringify({ email, password: PASSWORD }) },
  ];
  const raised = 'search.ip=999999999/1m,login.ip=999999999/1m,login.email=999999999/1m,login.email-ip=999999999/1m';
  try {
    const open = await startServe(join(dataDir, 'raised'), raised);
    const url = open.ready.url;
    process.stderr.write('running GET /support ...\n');
    rows.push(row('GET /support, brotli (the page, no search)', await load(url, [{ method: 'GET', path: '/support', headers: BROTLI }])));
    process.stderr.write('running one repeated search ...\n');
    rows.push(
      row('GET /support?q=gst+invoice, brotli, repeated (cache)', await load(url, [{ method: 'GET', path: '/support?q=gst+invoice', headers: BROTLI }])),
    );
    process.stderr.write('running new searches ...\n');
    rows.push(row('GET /support?q=<new each time>, brotli, limit raised', await load(url, newSearches())));
    process.stderr.write('running sign-in alone ...\n');
    rows.push(row('POST /api/auth/login (argon2id), alone', await load(url, login(open.ready.email))));
    process.stderr.write('running sign-in beside new searches ...\n');
    const [signIn, searches] = await Promise.all([load(url, login(open.ready.email)), load(url, newSearches())]);
    rows.push(row('POST /api/auth/login, beside 16 connections of new searches', signIn));
    rows.push(row('  … the new searches meanwhile', searches));
    await open.close();

    const limited = await startServe(join(dataDir, 'default'), '');
    process.stderr.write('running new searches under the default limit ...\n');
    rows.push(row('GET /support?q=<new each time>, default limit (30/min/address)', await load(limited.ready.url, newSearches())));
    await limited.close();
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }

  const header = ['case', 'req/s', 'p50 ms', 'p99 ms', 'answers'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((cells) => (cells[i] ?? '').length)));
  const line = (cells: string[]) => `| ${cells.map((cell, i) => (i > 0 && i < 4 ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0))).join(' | ')} |`;
  console.log(`\n${line(header)}\n|${widths.map((w, i) => (i > 0 && i < 4 ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`);
  for (const cells of rows) console.log(line(cells));
  const cpu = cpus();
  console.log(
    `\n${CONNECTIONS} connections per load, ${DURATION_S} s per case after ${WARMUP_S} s of warm-up, loopback; the load generator shares the machine. ` +
      `${cpu[0]?.model ?? 'unknown CPU'}, ${cpu.length} cores, ${(totalmem() / 2 ** 30).toFixed(1)} GiB, Linux ${release()}, Node ${process.version}`,
  );
}

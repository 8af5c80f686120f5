/**
 * Runs the server suite: starts a throw-away PostgreSQL once (or prints why PostgreSQL runs are
 * skipped), runs every test/server/**\/*.test.ts with node:test, stops PostgreSQL and exits with
 * node's exit code. `tsx test/server/run.ts [name-filter ...]` runs only matching files.
 */
import { spawn } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPostgres, type PostgresCluster } from './helpers/postgres.ts';

const here = fileURLToPath(new URL('.', import.meta.url));
const root = join(here, '..', '..');

async function testFiles(dir: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await testFiles(path)));
    else if (entry.name.endsWith('.test.ts')) found.push(relative(root, path));
  }
  return found.sort();
}

const filters = process.argv.slice(2);
const files = (await testFiles(here)).filter((file) => filters.length === 0 || filters.some((f) => file.includes(f)));
if (files.length === 0) {
  console.error(`No server test files match ${filters.join(' ')}`);
  process.exit(1);
}

const env: NodeJS.ProcessEnv = { ...process.env };
let cluster: PostgresCluster | null = null;
if (process.env.TEST_PG_URL) {
  console.log(`PostgreSQL: using TEST_PG_URL from the environment`);
} else {
  const started = Date.now();
  cluster = await startPostgres();
  if ('url' in cluster) {
    env.TEST_PG_URL = cluster.url;
    console.log(`PostgreSQL: temporary cluster at ${cluster.url} (started in ${Date.now() - started} ms)`);
  } else {
    env.TEST_PG_SKIP_REASON = `PostgreSQL unavailable: ${cluster.skipped}`;
    console.log(`PostgreSQL runs skipped: ${cluster.skipped}`);
  }
}
const stopCluster = async () => {
  if (cluster && 'stop' in cluster) await cluster.stop();
  cluster = null;
};

const countsFile = process.env.TEST_COUNTS_FILE ?? join(tmpdir(), `clinic-server-counts-${process.pid}.json`);
const args = [
  '--import',
  'tsx',
  '--test',
  '--test-concurrency=1',
  '--test-reporter=spec',
  '--test-reporter-destination=stdout',
  '--test-reporter=./scripts/reporters/node-counts.mjs',
  `--test-reporter-destination=${countsFile}`,
  ...files,
];
const child = spawn(process.execPath, args, { cwd: root, env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    child.kill(signal);
  });
}
const code = await new Promise<number>((resolve) => child.on('exit', (status, signal) => resolve(status ?? (signal ? 1 : 0))));
await stopCluster();
process.exit(code);

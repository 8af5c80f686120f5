/**
 * `npm test`: lint and format check (Biome), typecheck (with the packed package's checks), unit,
 * server, component (real Chromium) and end-to-end suites, in that order, then one summary line `N passed, N failed` over all of
 * them. `npm test -- unit` (or lint, server, components, e2e, typecheck) runs only the named stages.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './chromium.ts';
import { findFiles } from './files.ts';
import { compileLocales } from './compile-locales.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const STAGES = ['lint', 'typecheck', 'unit', 'server', 'components', 'e2e'] as const;
type Stage = (typeof STAGES)[number];
const asked = process.argv.slice(2).filter((arg): arg is Stage => (STAGES as readonly string[]).includes(arg));
const stages = asked.length > 0 ? asked : [...STAGES];

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}
const total: Counts = { passed: 0, failed: 0, skipped: 0 };
const scratch = mkdtempSync(join(tmpdir(), 'clinic-test-'));

function run(command: string, args: string[], env: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('close', (code) => resolve(code ?? 1));
  });
}

function readCounts(file: string): Counts | null {
  try {
    const lines = readFileSync(file, 'utf8').trim().split('\n');
    return JSON.parse(lines[lines.length - 1]!) as Counts;
  } catch {
    return null;
  }
}

function add(stage: string, code: number, counts: Counts | null) {
  const got = counts ?? { passed: 0, failed: 0, skipped: 0 };
  // A runner that failed without reporting its tests still counts as one failure.
  if (code !== 0 && got.failed === 0) got.failed = 1;
  total.passed += got.passed;
  total.failed += got.failed;
  total.skipped += got.skipped;
  console.log(`\n[${stage}] ${got.passed} passed, ${got.failed} failed${got.skipped ? `, ${got.skipped} skipped` : ''}\n`);
}

const nodeTest = (files: string[], countsFile: string) => [
  '--import',
  'tsx',
  '--test',
  '--test-reporter=spec',
  '--test-reporter-destination=stdout',
  '--test-reporter=./scripts/reporters/node-counts.mjs',
  `--test-reporter-destination=${countsFile}`,
  ...files,
];

// Every language's catalogs, compiled from locales/ as they are now, and the assistant's classifier trained on the help content as it is now.
compileLocales();
await (await import('./assistant-classifier.ts')).compileAssistantClassifier();

const chromium = stages.some((stage) => stage === 'components' || stage === 'e2e') ? ensureChromium() : '';
const browserEnv = { CHROME_PATH: chromium };

if (stages.includes('lint')) {
  console.log('\n== lint (npm run lint: Biome checks formatting and lint rules; npm run format fixes what it can)');
  const code = await run('npx', ['biome', 'check', '.']);
  add('lint', code, { passed: Number(code === 0), failed: Number(code !== 0), skipped: 0 });
}

if (stages.some((stage) => stage === 'typecheck' || stage === 'components' || stage === 'e2e')) {
  console.log('\n== build');
  const code = await run('npx', ['tsx', 'esbuild.config.ts']);
  if (code !== 0) add('build', code, null);
}

if (stages.includes('typecheck')) {
  console.log(
    '\n== typecheck (npm run typecheck: protocol/, widgets/, widgets/public/ and server/ each with only their types, then everything), then the shipped declarations as a consumer uses them',
  );
  const source = await run('npm', ['run', '--silent', 'typecheck']);
  const shipped = await run('npx', ['tsc', '-p', 'test/types/tsconfig.json']);
  add('typecheck', source || shipped, {
    passed: Number(source === 0) + Number(shipped === 0),
    failed: Number(source !== 0) + Number(shipped !== 0),
    skipped: 0,
  });
}

if (stages.includes('typecheck')) {
  // After the build, beside the shipped declarations: the package made from it, as an app installs it.
  console.log('\n== package (the tarball of the build, installed: every entry imports in Node, publint, arethetypeswrong)');
  const file = join(scratch, 'package.json');
  const code = await run(process.execPath, nodeTest(findFiles(root, 'test/package', /\.test\.tsx?$/), file));
  add('package', code, readCounts(file));
}

if (stages.includes('unit')) {
  console.log('\n== unit tests (node:test)');
  const file = join(scratch, 'unit.json');
  const files = findFiles(root, 'test/unit', /\.test\.tsx?$/);
  const code = await run(process.execPath, nodeTest(files, file));
  add('unit', code, readCounts(file));
}

if (stages.includes('server')) {
  console.log('\n== server tests (real HTTP, SQLite and PostgreSQL)');
  const file = join(scratch, 'server.json');
  const code = await run('npx', ['tsx', 'test/server/run.ts'], { TEST_COUNTS_FILE: file });
  add('server', code, readCounts(file));
}

if (stages.includes('components')) {
  console.log('\n== component tests (@web/test-runner in Chromium)');
  const file = join(scratch, 'components.json');
  const code = await run('npx', ['web-test-runner', '--config', 'web-test-runner.config.mjs'], { ...browserEnv, TEST_COUNTS_FILE: file });
  add('components', code, readCounts(file));
}

if (stages.includes('e2e')) {
  console.log('\n== end-to-end tests (Playwright against the real server)');
  const file = join(scratch, 'e2e.json');
  const code = await run('npx', ['playwright', 'test'], { ...browserEnv, PLAYWRIGHT_JSON_OUTPUT_NAME: file });
  let counts: Counts | null = null;
  try {
    const stats = JSON.parse(readFileSync(file, 'utf8')).stats;
    counts = { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
  } catch {
    counts = null;
  }
  add('e2e', code, counts);
}

rmSync(scratch, { recursive: true, force: true });
console.log(`${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`);
process.exit(total.failed > 0 ? 1 : 0);

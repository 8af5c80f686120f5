/**
 * `npm run test:stress`: is the end-to-end suite deterministic under load? On a fresh clone of the
 * committed HEAD (installed with `npm ci` and built, as CI does), while a CPU burner keeps one of
 * the machine's cores busy, it runs the whole end-to-end stage `--runs` times in a row (3 by
 * default), then the wake-up harness alone with `--seeds` seeds per case (50 by default). It prints
 * each pass's counts and time and exits non-zero if any test failed: a failure under load is a
 * defect to fix, never a retry. `--keep` leaves the clone in place.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ensureChromium } from './chromium.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, seeds: { type: 'string', default: '50' }, keep: { type: 'boolean', default: false } },
});
const runs = Number(values.runs);
const seeds = Number(values.seeds);

function run(command: string, args: string[], cwd: string, env: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('close', (code) => resolve(code ?? 1));
  });
}

/** One busy core: a process that only spins, until it is killed. */
function burner(): ChildProcess {
  return spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
}

const clone = mkdtempSync(join(tmpdir(), 'clinic-stress-'));
const results: { pass: string; code: number; seconds: number }[] = [];
let burning: ChildProcess | null = null;
try {
  const head = spawnSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' }).stdout.trim();
  console.log(`stress: fresh clone of ${head} in ${clone}`);
  if (spawnSync('git', ['clone', '--quiet', root, clone], { stdio: 'inherit' }).status !== 0) throw new Error('git clone failed');
  if ((await run('npm', ['ci', '--no-audit', '--no-fund'], clone)) !== 0) throw new Error('npm ci failed');
  if ((await run('npx', ['tsx', 'esbuild.config.ts'], clone)) !== 0) throw new Error('the build failed');
  const chromium = { CHROME_PATH: ensureChromium() };
  burning = burner();
  console.log('stress: a CPU burner occupies one core from here on');
  const passes: [name: string, args: string[], env: Record<string, string>][] = [
    ...Array.from({ length: runs }, (_, index): [string, string[], Record<string, string>] => [`e2e run ${index + 1} of ${runs}`, [], {}]),
    [`wake-up harness, ${seeds} seeds per case`, ['test/e2e/wake-up.e2e.ts'], { WAKE_UP_SEEDS: String(seeds) }],
  ];
  for (const [pass, args, env] of passes) {
    console.log(`\n== stress: ${pass}`);
    const started = performance.now();
    const code = await run('npx', ['playwright', 'test', '--reporter=line', ...args], clone, { ...chromium, ...env });
    results.push({ pass, code, seconds: Math.round((performance.now() - started) / 1000) });
  }
} finally {
  burning?.kill();
  if (!values.keep) rmSync(clone, { recursive: true, force: true });
}

console.log('\n| pass | result | time |\n|---|---|---:|');
for (const { pass, code, seconds } of results) console.log(`| ${pass} | ${code === 0 ? 'all passed' : 'FAILED'} | ${seconds} s |`);
process.exit(results.length > 0 && results.every((result) => result.code === 0) ? 0 : 1);

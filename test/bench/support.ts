/**
 * What the browser benchmarks share: the routes of the site, the built server started on a free
 * loopback port with a throw-away DATA_DIR, Debian's Chromium and its flags, medians, tables and
 * the machine's description. Builds nothing: the server benchmarks measure a snapshot of dist/ as built.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { cpus, release, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/chromium.ts';
import { withResetToken } from '../support/routes.ts';
import { freePort } from '../../scripts/free-port.ts';

export const root = fileURLToPath(new URL('../..', import.meta.url));

/** The path that shows the 404 page (any unknown path does). */
export const NOT_FOUND_PATH = '/this-page-does-not-exist';

/** Every route of the assembled site, with one example for each parametrised route. */
export const ROUTES = [...withResetToken('x'), '/help/gst-compliance', '/help/category/getting-started', NOT_FOUND_PATH] as const;

/** A route's short name for the tables (the 404 path reads "404"). */
export const routeLabel = (route: string) => (route === NOT_FOUND_PATH ? `${route} (404)` : route);

/**
 * Chromium's flags for every benchmark: the test suite's (no sandbox, no GPU, no background network)
 * and `localhost` resolved straight to IPv4 loopback, where the server listens, so that no connection
 * first tries `::1`.
 */
export const BROWSER_ARGS = [...CHROMIUM_ARGS, '--host-resolver-rules=MAP localhost 127.0.0.1'];

/** Debian's Chromium (or CHROME_PATH); stops with a message when there is none. Never downloads one. */
export function chromiumPath(): string {
  const path = findChromium();
  if (!path) throw new Error('No Chromium found: set CHROME_PATH or install Debian’s chromium package (apt-get install chromium).');
  return path;
}

/** `Chromium 156.0.8078.79` or similar, from the binary itself. */
export function chromiumVersion(path = findChromium()): string {
  if (!path) return 'no Chromium';
  try {
    const out = execFileSync(path, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 30_000 });
    return /(Chrom(e|ium)[^\n]*?\d+(\.\d+)+)/.exec(out)?.[1] ?? out.trim();
  } catch {
    return 'Chromium (version unknown)';
  }
}

/** The machine the figures come from. */
export function machine() {
  const cpu = cpus();
  return {
    cpu: cpu[0]?.model.trim() ?? 'unknown CPU',
    cores: cpu.length,
    memory: `${(totalmem() / 2 ** 30).toFixed(1)} GiB`,
    os: `Linux ${release()}`,
    node: process.version,
    chromium: chromiumVersion(),
  };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** An aligned Markdown table; `right` lists the columns aligned to the right (numbers). */
export function markdownTable(header: string[], rows: string[][], right: number[] = []): string {
  const widths = header.map((h, i) => Math.max(h.length, 3, ...rows.map((row) => (row[i] ?? '').length)));
  const cell = (text: string, i: number) => (right.includes(i) ? text.padStart(widths[i]!) : text.padEnd(widths[i]!));
  const line = (cells: string[]) => `| ${header.map((_, i) => cell(cells[i] ?? '', i)).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (right.includes(i) ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}

/** True when the module at `url` is the script node was started with (`tsx test/bench/x.ts`). */
export function isMain(url: string): boolean {
  return url === `file://${process.argv[1]}`;
}

/** The built server, running. */
export interface Site {
  /** `http://localhost:<port>`: the address the browsers use (PUBLIC_URL too, so API calls are same-origin). */
  base: string;
  /** `http://127.0.0.1:<port>`: the same server for Node's own calls. */
  direct: string;
  dataDir: string;
  stop(): Promise<void>;
}

const exitCleanups = new Set<() => void>();
let exitHooked = false;

/**
 * Runs `cleanup` (synchronous) if the process exits before it is unregistered, also on Ctrl-C or
 * SIGTERM, so that an interrupted benchmark leaves no server or temporary folder behind.
 * Returns the function that unregisters it.
 */
export function cleanupOnExit(cleanup: () => void): () => void {
  if (!exitHooked) {
    exitHooked = true;
    process.on('exit', () => {
      for (const run of exitCleanups) {
        try {
          run();
        } catch {
          // Best effort while exiting.
        }
      }
    });
    process.once('SIGINT', () => process.exit(130));
    process.once('SIGTERM', () => process.exit(143));
  }
  exitCleanups.add(cleanup);
  return () => exitCleanups.delete(cleanup);
}

/** The HTML file of dist/site that answers a route (a language's home, /hi/, is hi/index.html). */
function pageFile(route: string): string {
  const path = route.split('?')[0]!;
  if (path === NOT_FOUND_PATH) return '404.html';
  return path.endsWith('/') ? `${path.slice(1)}index.html` : `${path.slice(1)}.html`;
}

/**
 * Copies dist/ into a fresh temporary folder (with a `node_modules` link back to the project's, for
 * the server's packages), so that a rebuild of dist/ while the benchmark runs cannot pull pages from
 * under it and every figure comes from one build. Retries while a concurrent build is half-written.
 */
async function snapshotDist(): Promise<string> {
  const dist = join(root, 'dist');
  const required = ['server/server.js', 'clinic-widgets.js', ...ROUTES.map((route) => `site/${pageFile(route)}`)];
  for (let attempt = 1; ; attempt++) {
    const missing = required.filter((file) => !existsSync(join(dist, file)));
    if (missing.length === 0) {
      const folder = mkdtempSync(join(tmpdir(), 'clinic-bench-'));
      try {
        cpSync(dist, join(folder, 'dist'), { recursive: true, filter: (source) => !source.endsWith('.map') });
        symlinkSync(join(root, 'node_modules'), join(folder, 'node_modules'), 'dir');
        if (required.every((file) => existsSync(join(folder, 'dist', file)))) return folder;
      } catch {
        // dist/ changed while it was copied: try again.
      }
      rmSync(folder, { recursive: true, force: true });
    } else if (attempt === 1 && !existsSync(join(dist, 'server/server.js'))) {
      throw new Error('dist/ is not built: run `npm run build` first (or `npm run bench`, which builds).');
    }
    if (attempt >= 20) throw new Error(`dist/ stays incomplete (missing ${missing.join(', ') || 'files while copying'}): run \`npm run build\`.`);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
  }
}

/**
 * Starts the built server (`node dist/server/server.js`, from a snapshot of dist/) on a free
 * loopback port with a fresh DATA_DIR and waits for /api/health. The pages' canonical links name
 * `localhost` (PUBLIC_URL at build), so the browsers visit `http://localhost:<port>` (mapped to
 * 127.0.0.1), and PUBLIC_URL is that address. `stop()` ends the server (SIGTERM, SIGKILL after
 * 5 s) and removes the snapshot and the data folder.
 */
export async function startSite(): Promise<Site> {
  const folder = await snapshotDist();
  const dataDir = join(folder, 'data');
  let child: ChildProcess | undefined;
  let stopped = false;
  let exited: Promise<void> = Promise.resolve();
  const unregister = cleanupOnExit(() => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    rmSync(folder, { recursive: true, force: true });
  });
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (child && child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child?.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(folder, { recursive: true, force: true });
    unregister();
  };
  try {
    const port = await freePort();
    const base = `http://localhost:${port}`;
    const direct = `http://127.0.0.1:${port}`;
    mkdirSync(dataDir);
    child = spawn(process.execPath, [join(folder, 'dist/server/server.js')], {
      cwd: folder,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_URL: base, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const running = child;
    exited = new Promise<void>((resolve) => running.once('exit', () => resolve()));
    for (let i = 0; ; i++) {
      if (running.exitCode !== null) throw new Error(`the server exited with code ${running.exitCode}`);
      try {
        if ((await fetch(`${direct}/api/health`)).ok) break;
      } catch {
        // Not listening yet.
      }
      if (i >= 300) throw new Error('the server did not answer /api/health within 30 seconds');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return { base, direct, dataDir, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Runs `body` against a started site (the given one, else a fresh one that is stopped afterwards). */
export async function withSite<T>(site: Site | undefined, body: (site: Site) => Promise<T>): Promise<T> {
  if (site) return body(site);
  const started = await startSite();
  try {
    return await body(started);
  } finally {
    await started.stop();
  }
}

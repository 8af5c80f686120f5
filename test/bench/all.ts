/**
 * `npm run bench`: every front-end figure in one run — the JavaScript each page downloads before any
 * interaction (against its target), the script's and chunks' sizes, the paint ratio with and
 * without the script, the layout shift while elements upgrade and the console errors on every
 * route, Lighthouse on every route, axe on every route and state —
 * then the machine and the date, and a Markdown block (between `<!-- bench:start -->` and
 * `<!-- bench:end -->`) ready for docs/measurements.md, where it replaces the block between the same
 * markers.
 *
 * Builds dist/ first (`--no-build` measures dist/ as it is), then runs the browser benchmarks against
 * one built server (a snapshot of dist/ on a free loopback port, throw-away data). Loopback only;
 * takes about seven minutes on a quiet 2-core machine. Knobs: PAINT_LOADS (default 15),
 * LIGHTHOUSE_RUNS (default 1), CHROME_PATH.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { axeDetails, axePerRoute, axeTable, type AxeRow } from './axe.ts';
import { downloadsOnSite, downloadsTable, type DownloadResults } from './downloads.ts';
import { BARS, CATEGORIES, lighthouseMisses, lighthouseTable, lighthouseVersion, runLighthouse, type LighthouseRow } from './lighthouse.ts';
import { measurePaint, measureShifts, paintTable, shiftTable, type PaintRow, type ShiftRow } from './paint.ts';
import { measureBundle } from './size.ts';
import { measureWakeUp, wakeUpTable, type WakeUpRow } from './wake-up.ts';
import { ROUTES, isMain, machine, markdownTable, root, routeLabel, startSite } from './support.ts';

type Bundle = Awaited<ReturnType<typeof measureBundle>>;

const log = (line: string) => process.stderr.write(`${line}\n`);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** `tsx esbuild.config.ts`, retried when someone's half-saved file breaks it. */
function build(): void {
  for (let attempt = 1; ; attempt++) {
    log(`building dist/ (attempt ${attempt}) ...`);
    const result = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'esbuild.config.ts')], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
    if (result.status === 0) return;
    if (attempt >= 3) throw new Error('the build failed three times: fix it (npm run build) and run the benchmark again');
    spawnSync('sleep', ['30']);
  }
}

function section(title: string): void {
  console.log(`\n## ${title}\n`);
}

function sizeLines(bundle: Bundle): string {
  const row = (name: string, s: Bundle['script']) => `| ${name} | ${s.raw} | ${s.gzip} | ${s.brotli} (${kb(s.brotli)}) |`;
  return [
    '| file | raw bytes | gzip -9 | brotli -q 11 |',
    '|---|---:|---:|---:|',
    row('dist/clinic-widgets.js (every page)', bundle.script),
    row(`dist/chunks/, all ${bundle.chunkCount} chunks (no page fetches them all)`, bundle.chunks),
    `| of which React + react-dom + scheduler | ${bundle.reactBytes} | | |`,
  ].join('\n');
}

/** The axe rows folded to one line per page/state, a column per viewport. */
function axeCompact(rows: AxeRow[]): string {
  const names = [...new Set(rows.map((row) => row.name))];
  const viewports = [...new Set(rows.map((row) => row.viewport))];
  const cell = (row: AxeRow | undefined) => {
    if (!row) return '—';
    if (row.error) return 'error';
    if (row.skipped) return `skipped (${row.skipped})`;
    return row.violations.length === 0 ? '0' : `${row.violations.length}: ${row.violations.map((v) => v.id).join(', ')}`;
  };
  return markdownTable(
    ['page / state', ...viewports],
    names.map((name) => [name, ...viewports.map((viewport) => cell(rows.find((row) => row.name === name && row.viewport === viewport)))]),
  );
}

/** The misses with a weight (the audits that cost points), one line per route and category. */
function lighthouseMissesCompact(rows: LighthouseRow[]): string[] {
  const lines: string[] = [];
  for (const row of rows) {
    if (row.error) lines.push(`- ${routeLabel(row.route)}: ${row.error}`);
    for (const category of CATEGORIES) {
      const misses = row.misses[category];
      if (!misses) continue;
      const costing = misses.filter((miss) => miss.weight > 0).map((miss) => `\`${miss.id}\``);
      lines.push(`- ${routeLabel(row.route)} — ${category} ${row.scores[category]}: ${costing.join(', ') || 'metrics just under their targets'}`);
    }
  }
  return lines;
}

function markdownBlock(
  bundle: Bundle,
  downloads: DownloadResults,
  paint: PaintRow[],
  shifts: ShiftRow[],
  wakeUp: WakeUpRow[],
  lighthouse: LighthouseRow[],
  axe: AxeRow[],
  host: ReturnType<typeof machine>,
  date: string,
): string {
  const paintRows = paint.map((row) => [
    row.route,
    row.withScript.content.toFixed(0),
    row.withoutScript.content.toFixed(0),
    `${row.contentRatio.toFixed(2)}×`,
    `${row.withScript.fcp.toFixed(0)} / ${row.withoutScript.fcp.toFixed(0)} (${row.fcpRatio.toFixed(2)}×)`,
    `${row.beforeScript} of ${row.loads}`,
  ]);
  const scoreRows = lighthouse.map((row) => [routeLabel(row.route), ...CATEGORIES.map((c) => (row.scores[c] === null ? '—' : String(row.scores[c])))]);
  const misses = lighthouseMissesCompact(lighthouse);
  const axeTotal = axe.reduce((sum, row) => sum + row.violations.length, 0);
  const loads = paint[0]?.loads ?? 0;
  return [
    '<!-- bench:start -->',
    `Measured with \`npm run bench\` on ${date}: ${host.cpu}, ${host.cores} cores, ${host.memory}, ${host.os}, Node ${host.node}, ${host.chromium} (headless), loopback.`,
    '',
    '**JavaScript downloaded before any interaction** (Chromium, 1440×900, each page left alone until its network is idle; the brotli bytes of its script responses, summed)',
    '',
    downloadsTable(downloads),
    '',
    '**The script and its chunks** (built in memory; no page fetches every chunk)',
    '',
    sizeLines(bundle),
    '',
    `**First element painted** (ms from navigation start, median of ${loads} cold loads per variant, A/B interleaved, 1440×900, no throttling): the element's own content (the sign-in, registration and contact forms, the first plan card, the help search), server-rendered into its shadow root, with the script against the same page without it; "with script" and "without" are the start of the first frame that lays the content out`,
    '',
    markdownTable(['page', 'with script', 'without', 'ratio', 'FCP with / without', 'painted before the script ran'], paintRows, [1, 2, 3]),
    '',
    '**Layout shift while the elements upgrade, and console errors** (one load per route with the script, 1440×900: the layout-shift entries from navigation until every element is hydrated, two frames more)',
    '',
    shiftTable(shifts, routeLabel),
    '',
    '**While the page wakes up** (`test/bench/wake-up.ts`: the script and each chunk held back a fixed delay, CPU 4×, the visitor acting at once: typing, ticking, choosing, opening, submitting)',
    '',
    wakeUpTable(wakeUp),
    '',
    `**Lighthouse ${lighthouseVersion()}** (mobile, simulated throttling; one run per route, a performance score under ${BARS.performance} confirmed as the median of up to 3 runs; bars: ${CATEGORIES.map((c) => `${c} ${BARS[c]}`).join(', ')})`,
    '',
    markdownTable(['route', 'performance', 'accessibility', 'best practices', 'SEO'], scoreRows, [1, 2, 3, 4]),
    '',
    ...(misses.length ? ['Below the bar (audit ids):', '', ...misses, ''] : ['Every route meets every bar.', '']),
    `**axe-core violations** (${axeTotal} in all; every default rule, shadow DOM included)`,
    '',
    axeCompact(axe),
    '<!-- bench:end -->',
  ].join('\n');
}

async function main(): Promise<void> {
  const started = Date.now();
  if (!process.argv.includes('--no-build')) build();

  log('measuring the bundle ...');
  const bundle = await measureBundle();
  section('Bundle size');
  console.log(sizeLines(bundle));

  const site = await startSite();
  let downloads: DownloadResults;
  let paint: PaintRow[];
  let shifts: ShiftRow[];
  let wakeUp: WakeUpRow[];
  let lighthouse: LighthouseRow[];
  let axe: AxeRow[];
  try {
    log(`server on ${site.base}`);
    log('measuring the JavaScript each page downloads ...');
    downloads = await downloadsOnSite(site.base);
    section('JavaScript downloaded before any interaction');
    console.log(downloadsTable(downloads));

    paint = await measurePaint({ site, log });
    section('First element painted');
    console.log(paintTable(paint));

    shifts = await measureShifts(ROUTES, { site, log });
    section('Layout shift while upgrading, console errors');
    console.log(shiftTable(shifts, routeLabel));

    wakeUp = await measureWakeUp({ site, log });
    section('While the page wakes up: waves and layout shift with early interactions');
    console.log(wakeUpTable(wakeUp));

    lighthouse = await runLighthouse(ROUTES, { site, log });
    section(`Lighthouse ${lighthouseVersion()} (mobile, simulated throttling)`);
    console.log(lighthouseTable(lighthouse));
    console.log('\nMisses (audits that cost points, and for performance the failing insights):\n');
    console.log(lighthouseMisses(lighthouse));

    axe = await axePerRoute({ site, log });
    section('axe-core violations');
    console.log(axeTable(axe));
    console.log('');
    console.log(axeDetails(axe));
  } finally {
    await site.stop();
  }

  const host = machine();
  const date = new Date().toISOString().slice(0, 10);
  section('Machine');
  console.log(
    `${host.cpu}, ${host.cores} cores, ${host.memory}, ${host.os}, Node ${host.node}, ${host.chromium}; ${new Date().toISOString()}; whole run ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  section('For docs/measurements.md');
  console.log(markdownBlock(bundle, downloads, paint, shifts, wakeUp, lighthouse, axe, host, date));
}

if (isMain(import.meta.url)) await main();

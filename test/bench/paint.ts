/**
 * Paint benchmark: how long after navigation each page's first element is painted, with the
 * widget script against the same page without it; and, on every route, the layout shift while the
 * elements upgrade and the console errors. Headless Chromium (Debian's), desktop viewport
 * 1440×900, no throttling, loopback.
 *
 * Two paint figures per load, both milliseconds from navigation start (`performance.timeOrigin`):
 *
 * - **FCP**: the `first-contentful-paint` entry of the Paint Timing API (PerformanceObserver, type
 *   'paint'), as Chromium reports it (the presentation time of the first frame with text or image).
 * - **content**: the element's own content painted — `clinic-sign-in`'s `<form>`, `clinic-pricing`'s
 *   first plan card (`[part~=card]`), … — inside its shadow root, laid out with a non-zero box. The
 *   elements are server-rendered (a declarative shadow root in the HTML), so the same content is
 *   measured with and without the script: without it, the shadow root the HTML parser made.
 *   An init script checks for it at the start of every rendering opportunity (a `requestAnimationFrame`
 *   callback, i.e. just before style, layout and paint of that frame; rAF does not run while the
 *   stylesheet still blocks rendering). The first frame in which it is present is the first that
 *   paints it; "content" is that frame's start (the rAF callback's timestamp). (Reading the time in
 *   a task posted after the frame instead would count the script's own long task, which runs
 *   between that frame and the task, as paint time.) No fixed sleeps: the test only waits for the
 *   probe's two figures before closing the context. FCP is a presentation time (after raster and
 *   compositing) while "content" is the start of the frame's rendering, so "content" reads earlier
 *   than FCP for the same frame: compare columns with themselves (the ratios), not FCP with
 *   "content". Also counted: the loads in which the element was painted before the script had
 *   defined it.
 *
 * The two variants differ only by the `<script src="/clinic-widgets.js">` tag: every load routes
 * the document through Playwright, which fetches the real page from the server and either passes it
 * on unchanged or with that tag removed. Each load uses a fresh browser context (empty HTTP cache,
 * no code cache, new renderer); loads alternate between the variants (A B, B A, ...) so drift of
 * the machine cancels out. One unmeasured load of each variant warms the server first.
 * Reported: the median of `PAINT_LOADS` (default 15, at least 10) loads per page and variant, and
 * the ratio with/without.
 *
 * Layout shift: each route loaded once with the script in a fresh context; the sum of the
 * `layout-shift` entries (PerformanceObserver, buffered, without recent input) from navigation
 * until every element on the page is defined and hydrated (its server `<style>` has given way to
 * the adopted sheets) and two more frames; console errors and uncaught exceptions over the same
 * span (a hydration mismatch is one), a 401/404 answer of the server excepted.
 */
import { chromium, type Browser } from 'playwright';
import { BROWSER_ARGS, ROUTES, chromiumPath, isMain, markdownTable, median, routeLabel, startSite, withSite, type Site } from './support.ts';

export interface PaintPage {
  route: string;
  /** The custom element whose painting is measured. */
  tag: string;
  /** Its main content inside the shadow root (server-rendered, so there with or without the script). */
  rendered: string;
}

export const PAINT_PAGES: PaintPage[] = [
  { route: '/login', tag: 'clinic-sign-in', rendered: 'form' },
  { route: '/register', tag: 'clinic-register', rendered: 'form' },
  { route: '/pricing', tag: 'clinic-pricing', rendered: '[part~="card"]' },
  { route: '/contact', tag: 'clinic-contact-form', rendered: 'form' },
  { route: '/support', tag: 'clinic-help-search', rendered: 'form' },
];

export interface PaintRow {
  route: string;
  loads: number;
  withScript: { fcp: number; content: number };
  withoutScript: { fcp: number; content: number };
  /** content with ÷ content without. */
  contentRatio: number;
  fcpRatio: number;
  /** Loads with the script in which the element was painted before the script had defined it. */
  beforeScript: number;
}

const SCRIPT_TAG = /<script\b[^>]*\bsrc="\/clinic-widgets\.js"[^>]*>\s*<\/script>\s*/g;
const VIEWPORT = { width: 1440, height: 900 };

interface Probe {
  fcp: number | null;
  content: number | null;
  /** The element was laid out before the script had defined it. */
  beforeScript: boolean;
}

/**
 * The in-page probe, as source text (functions handed to the page must not go through tsx, whose
 * name-keeping helpers do not exist there). See the header comment for what it measures.
 */
function probeScript(tag: string, selector: string): string {
  return `(() => {
  const tag = ${JSON.stringify(tag)}, selector = ${JSON.stringify(selector)};
  const probe = { fcp: null, content: null, beforeScript: false };
  window.__paintProbe = probe;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') probe.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  function present() {
    const scope = document.querySelector(tag)?.shadowRoot;
    const element = scope?.querySelector(selector);
    if (!element) return false;
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0;
  }
  function frame(time) {
    if (!present()) return requestAnimationFrame(frame);
    // This frame lays out and paints it: its rendering starts now.
    probe.content = time;
    probe.beforeScript = customElements.get(tag) === undefined;
  }
  requestAnimationFrame(frame);
})();`;
}

/** One load: a fresh context, the document routed (script kept or stripped), the two figures. */
async function load(browser: Browser, url: string, page: PaintPage, withScript: boolean): Promise<{ fcp: number; content: number; beforeScript: boolean }> {
  const context = await browser.newContext({ viewport: VIEWPORT, serviceWorkers: 'block' });
  try {
    const documentUrl = new URL(url).href;
    let failure: string | undefined;
    await context.route(
      (candidate) => candidate.href === documentUrl,
      async (route) => {
        const response = await route.fetch();
        const body = await response.text();
        const stripped = withScript ? body : body.replace(SCRIPT_TAG, '');
        if (!withScript && stripped === body) failure = `no <script src="/clinic-widgets.js"> tag found in ${url}`;
        const headers = { ...response.headers() };
        delete headers['content-length'];
        delete headers['content-encoding'];
        await route.fulfill({ status: response.status(), headers, body: stripped });
      },
    );
    await context.addInitScript({ content: probeScript(page.tag, page.rendered) });
    const tab = await context.newPage();
    await tab.goto(url, { waitUntil: 'load', timeout: 60_000 });
    if (failure) throw new Error(failure);
    await tab.waitForFunction(
      () => {
        const probe = (window as unknown as { __paintProbe?: Probe }).__paintProbe;
        return probe && probe.fcp !== null && probe.content !== null;
      },
      undefined,
      { timeout: 60_000, polling: 50 },
    );
    const probe = await tab.evaluate(() => (window as unknown as { __paintProbe: Probe }).__paintProbe);
    // Painted before the script has run (server-rendered); the script defines it once the page has painted.
    const defined = withScript
      ? await tab
          .waitForFunction((tag) => customElements.get(tag) !== undefined, page.tag, { timeout: 10_000 })
          .then(
            () => true,
            () => false,
          )
      : await tab.evaluate((tag) => customElements.get(tag) !== undefined, page.tag);
    if (defined !== withScript) throw new Error(`${url}: ${page.tag} is ${defined ? '' : 'not '}defined ${withScript ? 'with' : 'without'} the script`);
    return { fcp: probe.fcp!, content: probe.content!, beforeScript: probe.beforeScript };
  } finally {
    await context.close();
  }
}

/** Measures every page of PAINT_PAGES in both variants; prints nothing. */
export async function measurePaint(options: { site?: Site; loads?: number; log?: (line: string) => void } = {}): Promise<PaintRow[]> {
  const loads = Math.max(10, options.loads ?? Number(process.env.PAINT_LOADS ?? 15));
  const log = options.log ?? (() => {});
  return withSite(options.site, async (site) => {
    const browser = await chromium.launch({ executablePath: chromiumPath(), args: BROWSER_ARGS });
    try {
      const rows: PaintRow[] = [];
      for (const page of PAINT_PAGES) {
        const url = `${site.base}${page.route}`;
        await load(browser, url, page, true);
        await load(browser, url, page, false);
        const samples = { with: [] as { fcp: number; content: number; beforeScript: boolean }[], without: [] as { fcp: number; content: number }[] };
        for (let i = 0; i < loads; i++) {
          // A B, B A, A B ...: each variant goes first half of the time.
          const order = i % 2 === 0 ? [true, false] : [false, true];
          for (const withScript of order) samples[withScript ? 'with' : 'without'].push(await load(browser, url, page, withScript));
        }
        const withScript = { fcp: median(samples.with.map((s) => s.fcp)), content: median(samples.with.map((s) => s.content)) };
        const withoutScript = { fcp: median(samples.without.map((s) => s.fcp)), content: median(samples.without.map((s) => s.content)) };
        const beforeScript = samples.with.filter((sample) => sample.beforeScript).length;
        rows.push({
          route: page.route,
          loads,
          withScript,
          withoutScript,
          contentRatio: withScript.content / withoutScript.content,
          fcpRatio: withScript.fcp / withoutScript.fcp,
          beforeScript,
        });
        log(`paint ${page.route}: ${loads} loads per variant done`);
      }
      return rows;
    } finally {
      await browser.close();
    }
  });
}

/** One route's layout shift while its elements upgrade, and its console errors. */
export interface ShiftRow {
  route: string;
  /** Elements on the page, and how many of them arrived server-rendered. */
  elements: number;
  serverRendered: number;
  cls: number;
  errors: string[];
}

/** Collects the page's layout-shift entries without recent input (as CLS counts them) in `window.__layoutShifts`. */
export const SHIFT_PROBE = `(() => {
  const shifts = [];
  window.__layoutShifts = shifts;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) shifts.push(entry.value);
  }).observe({ type: 'layout-shift', buffered: true });
})();`;

/** Loads each route once with the script: layout shift until hydrated, and console errors. */
export async function measureShifts(routes: readonly string[], options: { site?: Site; log?: (line: string) => void } = {}): Promise<ShiftRow[]> {
  const log = options.log ?? (() => {});
  return withSite(options.site, async (site) => {
    const browser = await chromium.launch({ executablePath: chromiumPath(), args: BROWSER_ARGS });
    try {
      const rows: ShiftRow[] = [];
      for (const route of routes) {
        const context = await browser.newContext({ viewport: VIEWPORT, serviceWorkers: 'block' });
        try {
          const errors: string[] = [];
          const tab = await context.newPage();
          tab.on('console', (message) => {
            if (message.type() === 'error' && !/status of 40[14]/.test(message.text())) errors.push(message.text());
          });
          tab.on('pageerror', (error) => errors.push(error.message));
          await context.addInitScript({ content: SHIFT_PROBE });
          await tab.goto(`${site.base}${route}`, { waitUntil: 'domcontentloaded', timeout: 60_000 });
          await tab.waitForFunction(
            () =>
              [...document.querySelectorAll('*')]
                .filter((element) => element.localName.startsWith('clinic-'))
                .every(
                  (element) => customElements.get(element.localName) !== undefined && !element.shadowRoot?.querySelector(':scope > style[data-clinic-style]'),
                ),
            undefined,
            { timeout: 60_000, polling: 'raf' },
          );
          await tab.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
          const shifts = await tab.evaluate(() => (window as unknown as { __layoutShifts: number[] }).__layoutShifts);
          const html = await (await context.request.get(`${site.base}${route}`)).text();
          const elements = (html.match(/<clinic-[a-z-]+[\s>]/g) ?? []).length;
          const serverRendered = (html.match(/<template shadowrootmode="open">/g) ?? []).length;
          rows.push({ route, elements, serverRendered, cls: shifts.reduce((sum, value) => sum + value, 0), errors });
          log(`layout shift ${route}: done`);
        } finally {
          await context.close();
        }
      }
      return rows;
    } finally {
      await browser.close();
    }
  });
}

/** The layout-shift table: route, elements (server-rendered), CLS, console errors. */
export function shiftTable(rows: ShiftRow[], label: (route: string) => string = (route) => route): string {
  return markdownTable(
    ['route', 'elements (server-rendered)', 'layout shift while upgrading', 'console errors'],
    rows.map((row) => [
      label(row.route),
      `${row.elements} (${row.serverRendered})`,
      row.cls.toFixed(4),
      row.errors.length === 0 ? '0' : `${row.errors.length}: ${row.errors.map((e) => e.slice(0, 80)).join('; ')}`,
    ]),
    [1, 2, 3],
  );
}

const ms = (value: number) => value.toFixed(1);

/** The paint table: page, median ms with and without the script, ratio. */
export function paintTable(rows: PaintRow[]): string {
  return markdownTable(
    [
      'page',
      'content with script (ms)',
      'content without (ms)',
      'ratio',
      'FCP with (ms)',
      'FCP without (ms)',
      'FCP ratio',
      'painted before the script ran',
      'loads',
    ],
    rows.map((row) => [
      row.route,
      ms(row.withScript.content),
      ms(row.withoutScript.content),
      `${row.contentRatio.toFixed(2)}×`,
      ms(row.withScript.fcp),
      ms(row.withoutScript.fcp),
      `${row.fcpRatio.toFixed(2)}×`,
      `${row.beforeScript} of ${row.loads}`,
      String(row.loads),
    ]),
    [1, 2, 3, 4, 5, 6, 7, 8],
  );
}

if (isMain(import.meta.url)) {
  const log = (line: string) => process.stderr.write(`${line}\n`);
  const site = await startSite();
  try {
    const rows = await measurePaint({ site, log });
    console.log('Time from navigation start, median of each variant (fresh context per load, A/B interleaved, 1440×900, no throttling).');
    console.log('content = the element’s own content painted (its server-rendered shadow root; without the script, as the HTML parser made it).\n');
    console.log(paintTable(rows));
    console.log('');
    console.log(shiftTable(await measureShifts(ROUTES, { site, log }), routeLabel));
  } finally {
    await site.stop();
  }
}

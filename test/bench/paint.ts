/**
 * Paint benchmark: how long after navigation the first element is painted on /login and /pricing,
 * against the same pages with the widget script removed. Headless Chromium (Debian's), desktop
 * viewport 1440×900, no throttling, loopback.
 *
 * Two figures per load, both milliseconds from navigation start (`performance.timeOrigin`):
 *
 * - **FCP**: the `first-contentful-paint` entry of the Paint Timing API (PerformanceObserver, type
 *   'paint'), as Chromium reports it (the presentation time of the first frame with text or image).
 * - **content**: the page's main content painted. The main content is
 *   - with the script: the element's own rendering — `clinic-sign-in`'s `<form>`, `clinic-pricing`'s
 *     first plan card (`[part~=card]`) — inside its shadow root, laid out with a non-zero box;
 *   - without the script: what the visitor gets instead — /pricing's static plan cards (the light-DOM
 *     fallback inside `clinic-pricing`); /login has no fallback for the form (only a `<noscript>`,
 *     not rendered while JavaScript is on), so its main heading `main h1`.
 *   An init script checks for it at the start of every rendering opportunity (a `requestAnimationFrame`
 *   callback, i.e. just before style, layout and paint of that frame; rAF does not run while the
 *   stylesheet still blocks rendering). The first frame in which it is present is the first that
 *   paints it; "content" is the time right after that frame's main-thread rendering work (a
 *   MessageChannel task posted from that rAF callback runs once the frame's paint step is done).
 *   No fixed sleeps: the test only waits for the probe's two figures before closing the context.
 *   FCP is a presentation time (after raster and compositing) while "content" is the end of the
 *   main thread's paint of the frame, so "content" can read a little earlier than FCP for the same
 *   frame: compare columns with themselves (the ratios), not FCP with "content".
 *
 * The two variants differ only by the `<script src="/clinic-widgets.js">` tag: every load routes
 * the document through Playwright, which fetches the real page from the server and either passes it
 * on unchanged or with that tag removed. Each load uses a fresh browser context (empty HTTP cache,
 * no code cache, new renderer); loads alternate between the variants (A B, B A, ...) so drift of
 * the machine cancels out. One unmeasured load of each variant warms the server first.
 * Reported: the median of `PAINT_LOADS` (default 15, at least 10) loads per page and variant, and
 * the ratio with/without.
 */
import { chromium, type Browser } from 'playwright';
import { BROWSER_ARGS, chromiumPath, isMain, markdownTable, median, withSite, type Site } from './support.ts';

export interface PaintPage {
  route: string;
  /** The custom element whose painting is measured. */
  tag: string;
  /** Its main content inside the shadow root (with the script). */
  rendered: string;
  /** What shows instead without the script (document selector). */
  fallback: string;
}

export const PAINT_PAGES: PaintPage[] = [
  { route: '/login', tag: 'clinic-sign-in', rendered: 'form', fallback: 'main h1' },
  { route: '/pricing', tag: 'clinic-pricing', rendered: '[part~="card"]', fallback: 'clinic-pricing .card' },
];

export interface PaintRow {
  route: string;
  loads: number;
  withScript: { fcp: number; content: number };
  withoutScript: { fcp: number; content: number };
  /** content with ÷ content without. */
  contentRatio: number;
  fcpRatio: number;
}

const SCRIPT_TAG = /<script\b[^>]*\bsrc="\/clinic-widgets\.js"[^>]*>\s*<\/script>\s*/g;
const VIEWPORT = { width: 1440, height: 900 };

interface Probe {
  fcp: number | null;
  content: number | null;
  defined: boolean;
}

/**
 * The in-page probe, as source text (functions handed to the page must not go through tsx, whose
 * name-keeping helpers do not exist there). See the header comment for what it measures.
 */
function probeScript(tag: string, selector: string, inShadow: boolean): string {
  return `(() => {
  const tag = ${JSON.stringify(tag)}, selector = ${JSON.stringify(selector)}, inShadow = ${inShadow};
  const probe = { fcp: null, content: null, defined: false };
  window.__paintProbe = probe;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') probe.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  function present() {
    const scope = inShadow ? document.querySelector(tag)?.shadowRoot : document;
    const element = scope?.querySelector(selector);
    if (!element) return false;
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0;
  }
  function frame() {
    if (!present()) return requestAnimationFrame(frame);
    // A task posted now runs after this frame's style, layout and paint.
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      probe.content = performance.now();
      probe.defined = customElements.get(tag) !== undefined;
    };
    channel.port2.postMessage(null);
  }
  requestAnimationFrame(frame);
})();`;
}

/** One load: a fresh context, the document routed (script kept or stripped), the two figures. */
async function load(browser: Browser, url: string, page: PaintPage, withScript: boolean): Promise<{ fcp: number; content: number }> {
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
    await context.addInitScript({ content: probeScript(page.tag, withScript ? page.rendered : page.fallback, withScript) });
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
    if (probe.defined !== withScript) throw new Error(`${url}: ${page.tag} is ${probe.defined ? '' : 'not '}defined ${withScript ? 'with' : 'without'} the script`);
    return { fcp: probe.fcp!, content: probe.content! };
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
        const samples = { with: [] as { fcp: number; content: number }[], without: [] as { fcp: number; content: number }[] };
        for (let i = 0; i < loads; i++) {
          // A B, B A, A B ...: each variant goes first half of the time.
          const order = i % 2 === 0 ? [true, false] : [false, true];
          for (const withScript of order) samples[withScript ? 'with' : 'without'].push(await load(browser, url, page, withScript));
        }
        const withScript = { fcp: median(samples.with.map((s) => s.fcp)), content: median(samples.with.map((s) => s.content)) };
        const withoutScript = { fcp: median(samples.without.map((s) => s.fcp)), content: median(samples.without.map((s) => s.content)) };
        rows.push({ route: page.route, loads, withScript, withoutScript, contentRatio: withScript.content / withoutScript.content, fcpRatio: withScript.fcp / withoutScript.fcp });
        log(`paint ${page.route}: ${loads} loads per variant done`);
      }
      return rows;
    } finally {
      await browser.close();
    }
  });
}

const ms = (value: number) => value.toFixed(1);

/** The paint table: page, median ms with and without the script, ratio. */
export function paintTable(rows: PaintRow[]): string {
  return markdownTable(
    ['page', 'content with script (ms)', 'content without (ms)', 'ratio', 'FCP with (ms)', 'FCP without (ms)', 'FCP ratio', 'loads'],
    rows.map((row) => [
      row.route,
      ms(row.withScript.content),
      ms(row.withoutScript.content),
      `${row.contentRatio.toFixed(2)}×`,
      ms(row.withScript.fcp),
      ms(row.withoutScript.fcp),
      `${row.fcpRatio.toFixed(2)}×`,
      String(row.loads),
    ]),
    [1, 2, 3, 4, 5, 6, 7],
  );
}

if (isMain(import.meta.url)) {
  const rows = await measurePaint({ log: (line) => process.stderr.write(`${line}\n`) });
  console.log('Time from navigation start, median of each variant (fresh context per load, A/B interleaved, 1440×900, no throttling).');
  console.log('content = the main content painted: with the script, the element’s shadow-DOM form / plan card; without, the static fallback (/pricing cards, /login’s h1).\n');
  console.log(paintTable(rows));
}

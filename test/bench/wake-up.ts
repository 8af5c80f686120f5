/**
 * While the page wakes up, measured as a visitor on a slow phone meets it: the widget script and
 * each chunk held back a fixed delay per request on the network (`WAKE_UP_DELAY_MS`, default
 * 1,000), the CPU throttled 4× (CDP `Emulation.setCPUThrottlingRate`), and the visitor acting at
 * once, before the script has run (typing, ticking, choosing, opening, submitting).
 *
 * Two figures per page:
 * - **waves**: the sequential rounds of script requests from the navigation until the element's
 *   code answered. A request belongs to wave n+1 when it was sent after every request of wave n
 *   had been answered (it could only be discovered then); requests sent while one of wave n is
 *   still on its way are in the same wave. With the delay per request, the time to the element's
 *   takeover is about `waves × delay`.
 * - **layout shift**: the sum of the `layout-shift` entries without recent input from navigation
 *   until the element took over and two frames more, with the early interactions (a shift right
 *   after the visitor's own input is theirs, not the page's, and not counted, as CLS does).
 */
import { chromium, type Page } from 'playwright';
import { SHIFT_PROBE } from './paint.ts';
import { BROWSER_ARGS, chromiumPath, isMain, markdownTable, withSite, type Site } from './support.ts';

const DELAY_MS = Number(process.env.WAKE_UP_DELAY_MS ?? 1000);

/** One page, its element, and the visitor's first interactions, made at once. */
interface WakeUpCase {
  route: string;
  tag: string;
  act: (page: Page) => Promise<void>;
}

export const WAKE_UP_CASES: WakeUpCase[] = [
  {
    route: '/login',
    tag: 'clinic-sign-in',
    act: async (page) => {
      const form = page.locator('clinic-sign-in');
      await form.getByLabel('Email address').fill('early@bench.example.in');
      await form.getByLabel('Remember me for 30 days').check();
      await form.getByLabel('Password', { exact: true }).fill('not-the-password');
      await form.getByRole('button', { name: 'Sign In', exact: true }).click();
    },
  },
  {
    route: '/register',
    tag: 'clinic-register',
    act: async (page) => {
      const form = page.locator('clinic-register');
      await form.getByLabel('Clinic name *').fill('Lotus Skin & Laser');
      await form.getByLabel('Clinic type *').selectOption('dermatology');
      await form.getByRole('checkbox').check();
    },
  },
  {
    route: '/pricing',
    tag: 'clinic-pricing',
    act: async (page) => {
      await page.locator('clinic-pricing').locator('label', { hasText: 'Annually' }).click();
    },
  },
  {
    route: '/support',
    tag: 'clinic-help-search',
    act: async (page) => {
      await page.locator('clinic-faq').locator('summary').nth(2).click();
      await page.locator('clinic-help-search').getByLabel('Search the help articles').fill('GST invoice');
    },
  },
  {
    route: '/handbook',
    tag: 'clinic-handbook-nav',
    act: async (page) => {
      await page.locator('clinic-handbook-nav').getByLabel('Search the handbook').fill('gst');
    },
  },
  {
    route: '/features',
    tag: 'clinic-feature-tabs',
    act: async (page) => {
      await page.locator('clinic-feature-tabs').getByRole('tab').nth(2).click();
    },
  },
];

export interface WakeUpRow {
  route: string;
  tag: string;
  waves: number;
  /** Milliseconds from navigation until the element's code answered. */
  awakeMs: number;
  cls: number;
}

/** Counts sequential waves from each request's send and answer times. */
export function countWaves(requests: readonly { sent: number; answered: number }[]): number {
  const ordered = [...requests].sort((a, b) => a.sent - b.sent);
  let waves = 0;
  let waveEnd = -Infinity;
  for (const request of ordered) {
    if (request.sent >= waveEnd) {
      waves += 1;
      waveEnd = request.answered;
    } else {
      waveEnd = Math.max(waveEnd, request.answered);
    }
  }
  return waves;
}

export async function measureWakeUp(options: { site?: Site; log?: (line: string) => void } = {}): Promise<WakeUpRow[]> {
  const log = options.log ?? (() => {});
  return withSite(options.site, async (site) => {
    const browser = await chromium.launch({ executablePath: chromiumPath(), args: BROWSER_ARGS });
    try {
      const rows: WakeUpRow[] = [];
      for (const { route, tag, act } of WAKE_UP_CASES) {
        const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, serviceWorkers: 'block' });
        try {
          const page = await context.newPage();
          const cdp = await context.newCDPSession(page);
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
          await context.addInitScript({ content: SHIFT_PROBE });
          const requests: { sent: number; answered: number }[] = [];
          const started = Date.now();
          await page.route(/\/(clinic-widgets\.js|chunks\/[^/]+\.js)$/, async (request) => {
            const sent = Date.now() - started;
            await new Promise((resolve) => setTimeout(resolve, DELAY_MS));
            await request.continue();
            requests.push({ sent, answered: Date.now() - started });
          });
          await page.route(/\/api\//, (request) =>
            request.fulfill({ status: 401, contentType: 'application/json', body: JSON.stringify({ message: 'Invalid email or password' }) }),
          );
          await page.goto(`${site.base}${route}`, { waitUntil: 'commit' });
          await act(page);
          const element = page.locator(tag).first();
          await page.waitForFunction(
            (host) => (window as unknown as { __clinicHeldActions?: { awake: WeakSet<Element> } }).__clinicHeldActions?.awake.has(host!) ?? false,
            await element.elementHandle(),
            { timeout: 60_000, polling: 50 },
          );
          const awakeMs = Date.now() - started;
          // The requests answered before the element woke are the ones it waited on.
          const waited = requests.filter((request) => request.answered <= awakeMs);
          await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
          const shifts = await page.evaluate(() => (window as unknown as { __layoutShifts: number[] }).__layoutShifts);
          rows.push({ route, tag, waves: countWaves(waited), awakeMs, cls: shifts.reduce((sum, value) => sum + value, 0) });
          log(`wake-up ${route}: done`);
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

export function wakeUpTable(rows: WakeUpRow[]): string {
  return markdownTable(
    [
      'page',
      'element',
      'script and chunk waves until it answered',
      `answered after (${DELAY_MS} ms a request, CPU 4×)`,
      'layout shift with early interactions',
    ],
    rows.map((row) => [row.route, `\`<${row.tag}>\``, String(row.waves), `${(row.awakeMs / 1000).toFixed(1)} s`, row.cls.toFixed(4)]),
    [2, 3, 4],
  );
}

if (isMain(import.meta.url)) {
  const rows = await measureWakeUp({ log: (line) => console.error(line) });
  console.log(wakeUpTable(rows));
}

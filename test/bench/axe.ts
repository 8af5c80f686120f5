/**
 * axe benchmark: axe-core violations (every rule axe runs by default: WCAG 2.0–2.2 A/AA and best
 * practices; open shadow roots included) on every route and on the element states that only show
 * after an interaction, at a phone (390×844) and a desktop (1440×900) size, in Debian's headless
 * Chromium against the built server on a free loopback port with a throw-away DATA_DIR.
 *
 * A page is analysed once it has loaded, the bundle has defined its elements, the network has been
 * idle for 500 ms (parts loaded on demand, the reset-token check) and no finite CSS animation or
 * transition is still running (a fading element would read as low contrast).
 * States: /login with the error banner (a wrong password for a user registered through
 * POST /api/auth/register) and with field errors (empty submit); /register with field errors;
 * /forgot-password's confirmation; /reset-password's invalid-link view; the chat assistant open;
 * /pricing with annual billing; /support's search with results and with none.
 */
import AxeBuilder from '@axe-core/playwright';
import { randomBytes } from 'node:crypto';
import { chromium, type Browser, type Page } from 'playwright';
import { BROWSER_ARGS, ROUTES, chromiumPath, isMain, markdownTable, routeLabel, withSite, type Site } from './support.ts';

export const AXE_VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
] as const;

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  /** The offending nodes' selectors (shadow paths joined with ' >>> '). */
  targets: string[];
}

export interface AxeRow {
  /** A route, or a route with the state after ' — '. */
  name: string;
  viewport: string;
  violations: AxeViolation[];
  /** Why it was not analysed (e.g. the chat element is not in the bundle yet). */
  skipped?: string;
  error?: string;
}

const PASSWORD = 'Clinic-Start-2025';

/** Waits for load, the bundle's elements, an idle network and the end of finite animations. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page
    .waitForFunction(() => customElements.get('clinic-site-header') !== undefined, undefined, { timeout: 15_000 })
    .catch(() => {
      // A page without the header still gets analysed.
    });
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});
  await page
    .waitForFunction(
      () => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity),
      undefined,
      { timeout: 5_000, polling: 50 },
    )
    .catch(() => {});
}

async function analyse(page: Page): Promise<AxeViolation[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact ?? null,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.map((part) => (Array.isArray(part) ? part.join(' >>> ') : String(part))).join(' ')),
  }));
}

interface State {
  name: string;
  route: string;
  /** Brings the page into the state; returns a reason to skip instead, or nothing. */
  // biome-ignore lint/suspicious/noConfusingVoidType: a state may name itself (a string) or just set the page up.
  enter(page: Page): Promise<string | void>;
}

function states(email: string): State[] {
  return [
    {
      name: 'error banner (wrong password)',
      route: '/login',
      async enter(page) {
        const form = page.locator('clinic-sign-in');
        await form.getByLabel('Email address').fill(email);
        await form.getByLabel('Password', { exact: true }).fill(`${PASSWORD}-wrong`);
        await form.locator('button[type="submit"]').click();
        await form.getByRole('alert').waitFor({ state: 'visible' });
      },
    },
    {
      name: 'field errors (empty submit)',
      route: '/login',
      async enter(page) {
        const form = page.locator('clinic-sign-in');
        await form.locator('button[type="submit"]').click();
        await form.locator('[aria-invalid="true"]').first().waitFor({ state: 'visible' });
      },
    },
    {
      name: 'field errors (empty submit)',
      route: '/register',
      async enter(page) {
        const form = page.locator('clinic-register');
        await form.locator('button[type="submit"]').click();
        await form.locator('[aria-invalid="true"]').first().waitFor({ state: 'visible' });
      },
    },
    {
      name: 'confirmation (link sent)',
      route: '/forgot-password',
      async enter(page) {
        const form = page.locator('clinic-forgot-password');
        await form.getByLabel('Email address').fill(email);
        await form.locator('button[type="submit"]').click();
        await form.getByRole('heading', { name: 'Check your email' }).waitFor({ state: 'visible' });
      },
    },
    {
      name: 'invalid link',
      route: '/reset-password?token=x',
      async enter(page) {
        await page.locator('clinic-reset-password').getByRole('heading', { name: 'Invalid Reset Link' }).waitFor({ state: 'visible' });
      },
    },
    {
      name: 'chat assistant open',
      route: '/',
      async enter(page) {
        if (!(await page.evaluate(() => customElements.get('clinic-chat') !== undefined))) return 'clinic-chat is not in the bundle';
        if ((await page.locator('clinic-chat').count()) === 0) return 'the page has no clinic-chat';
        await page.locator('clinic-chat button.launcher').click();
        await page.locator('clinic-chat [role="dialog"]').waitFor({ state: 'visible' });
      },
    },
    {
      name: 'annual billing',
      route: '/pricing',
      async enter(page) {
        if (!(await page.evaluate(() => customElements.get('clinic-pricing') !== undefined))) return 'clinic-pricing is not in the bundle';
        await page.locator('clinic-pricing input[value="annually"]').check();
        await page.locator('clinic-pricing').getByText('Showing annual prices', { exact: false }).waitFor({ state: 'attached' });
      },
    },
    {
      name: 'search with results',
      route: '/support',
      async enter(page) {
        const input = page.locator('clinic-help-search input[type="search"]');
        await input.fill('GST invoice');
        await page.locator('clinic-help-search #search-results li').first().waitFor({ state: 'visible' });
      },
    },
    {
      name: 'search with no results',
      route: '/support',
      async enter(page) {
        const input = page.locator('clinic-help-search input[type="search"]');
        await input.fill('qzxv wobble');
        await page.locator('clinic-help-search [part~="empty"]').waitFor({ state: 'visible' });
      },
    },
  ];
}

/** Registers the user whose wrong password shows /login's banner. */
async function registerUser(site: Site): Promise<string> {
  const email = `bench.axe.${randomBytes(4).toString('hex')}@bench.example.in`;
  const response = await fetch(`${site.direct}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: site.base },
    body: JSON.stringify({
      clinicName: 'Bench Skin Clinic',
      ownerName: 'Dr. Bench Mark',
      email,
      phone: '+91 98111 22334',
      password: PASSWORD,
      confirmPassword: PASSWORD,
      clinicType: 'dermatology',
      location: 'Bengaluru',
      agreeToTerms: true,
    }),
  });
  if (response.status !== 201) throw new Error(`POST /api/auth/register answered ${response.status}: ${await response.text()}`);
  return email;
}

async function check(
  browser: Browser,
  site: Site,
  viewport: { width: number; height: number },
  name: string,
  route: string,
  enter?: State['enter'],
): Promise<AxeRow> {
  const row: AxeRow = { name, viewport: `${viewport.width}×${viewport.height}`, violations: [] };
  const context = await browser.newContext({ viewport });
  try {
    const page = await context.newPage();
    await page.goto(`${site.base}${route}`, { waitUntil: 'load', timeout: 30_000 });
    await settle(page);
    if (enter) {
      const skipped = await enter(page);
      if (skipped) {
        row.skipped = skipped;
        return row;
      }
      await settle(page);
    }
    row.violations = await analyse(page);
  } catch (error) {
    row.error = error instanceof Error ? error.message.split('\n')[0]! : String(error);
  } finally {
    await context.close();
  }
  return row;
}

/** axe on every route and state at both sizes; one browser, a fresh context per page. */
export async function axePerRoute(options: { site?: Site; log?: (line: string) => void } = {}): Promise<AxeRow[]> {
  const log = options.log ?? (() => {});
  return withSite(options.site, async (site) => {
    const email = await registerUser(site);
    const browser = await chromium.launch({ executablePath: chromiumPath(), args: BROWSER_ARGS });
    try {
      const rows: AxeRow[] = [];
      const record = (row: AxeRow) => {
        rows.push(row);
        const outcome = row.error ? `ERROR ${row.error}` : row.skipped ? `skipped: ${row.skipped}` : `${row.violations.length} violation(s)`;
        log(`axe ${row.name} @${row.viewport}: ${outcome}`);
      };
      for (const route of ROUTES) {
        for (const viewport of AXE_VIEWPORTS) record(await check(browser, site, viewport, routeLabel(route), route));
      }
      for (const state of states(email)) {
        for (const viewport of AXE_VIEWPORTS) record(await check(browser, site, viewport, `${state.route} — ${state.name}`, state.route, state.enter));
      }
      return rows;
    } finally {
      await browser.close();
    }
  });
}

/** One line per page/state and size: the count and the rule ids (with the number of nodes). */
export function axeTable(rows: AxeRow[]): string {
  return markdownTable(
    ['page / state', 'viewport', 'violations', 'ids (nodes)'],
    rows.map((row) => [
      row.name,
      row.viewport,
      row.error ? 'error' : row.skipped ? 'skipped' : String(row.violations.length),
      row.error ?? row.skipped ?? (row.violations.map((v) => `${v.id} (${v.targets.length})`).join(', ') || '—'),
    ]),
    [2],
  );
}

/** Every violation with its impact and nodes, for fixing. */
export function axeDetails(rows: AxeRow[]): string {
  const lines: string[] = [];
  for (const row of rows) {
    for (const violation of row.violations) {
      lines.push(`${row.name} @${row.viewport}: ${violation.id} (${violation.impact ?? 'n/a'}) — ${violation.help}`);
      for (const target of violation.targets.slice(0, 8)) lines.push(`    ${target}`);
      if (violation.targets.length > 8) lines.push(`    … and ${violation.targets.length - 8} more`);
    }
  }
  return lines.length ? lines.join('\n') : 'No axe violation on any route or state.';
}

if (isMain(import.meta.url)) {
  const rows = await axePerRoute({ log: (line) => process.stderr.write(`${line}\n`) });
  console.log(axeTable(rows));
  console.log('');
  console.log(axeDetails(rows));
}

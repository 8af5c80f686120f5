/**
 * JavaScript downloaded before any interaction: a page is opened in Chromium (1440×900) and left
 * alone until its network is idle; the brotli sizes of its script responses (the classic script and
 * every chunk it imported) are summed. A response that came brotli-encoded counts its bytes on the
 * wire; any other is brotli-compressed here (quality 11), as the build's own copies are.
 *
 * Each row has its target, and the budget test/e2e/downloads.e2e.ts holds every page of it to on the
 * built site. Where the two differ the target is missed, and the budget keeps it from growing. The
 * form pages need React 19 (about 61 KB of brotli on its own) and their form, besides this script
 * (9 KB); the forms' rules and the API client (about 8 KB) come when the visitor first reaches for
 * a form. /reset-password cannot wait for that: it checks its link with the API as it opens, so it
 * loads the client at once and is the form page closest to its target.
 * `npm run bench` prints the table.
 */
import { chromium, type Browser, type Page, type Response } from 'playwright';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, constants } from 'node:zlib';
import { BROWSER_ARGS, chromiumPath, isMain, withSite } from './support.ts';
import { hasSiteCatalog, localPath } from '../../pages/site-languages.ts';
import { readLocales, REFERENCE_LOCALE } from '../../scripts/locales.ts';
import { hindiTwin } from '../support/routes.ts';

/** The path prefixes of the site's languages other than the reference (`/hi`, `/ta`, …). */
const OTHER_LANGUAGES = readLocales()
  .filter((locale) => locale.tag !== REFERENCE_LOCALE && hasSiteCatalog(locale.dir))
  .map((locale) => `/${locale.path}`);

/** A route in the language with this prefix, its query kept: `/reset-password?token=x` → `/ta/reset-password?token=x`. */
const twin = (route: string, prefix: string) => {
  const at = route.indexOf('?');
  return at === -1 ? localPath(route, prefix) : `${localPath(route.slice(0, at), prefix)}${route.slice(at)}`;
};

/** A row's site pages, each with its Hindi twin after it when `twins` (a twin downloading no catalog: pages without elements). */
const sitePages = (routes: string[], twins = true) =>
  routes.flatMap((route) => (twins ? [route, hindiTwin(route)] : [route])).map((route) => ({ name: route.split('?')[0]!, route }));

/** The twins of `routes` in every language of the site but the reference. */
const twinPages = (routes: string[]) =>
  sitePages(
    OTHER_LANGUAGES.flatMap((prefix) => routes.map((route) => twin(route, prefix))),
    false,
  );

/** Pages without elements in the languages after Hindi (/terms, /about): they download what the English page does. */
const STATIC_TWINS = ['/terms', '/about'];

/** What a page in another language adds to its English twin: its language's catalog, at most 8 KB. */
const CATALOG_KB = 8;

const ACCOUNT_PAGES = ['/login', '/register', '/forgot-password', '/reset-password?token=x'];
const MARKETING_PAGES = ['/pricing', '/', '/features', '/contact', '/support'];

/** One group of pages with the same target and budget, in KB (1024 bytes) of brotli. */
export interface DownloadRow {
  label: string;
  targetKb: number;
  /** What `npm test` allows: the target, or where it is missed, the size measured now and a little room. */
  budgetKb: number;
  /** Site routes, or partner pages: HTML served from another origin that includes the script. */
  pages: { name: string; route?: string; partnerBody?: string }[];
}

/** A partner's page (another origin) with the given body, including the script from the site. */
export function partnerPage(site: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner</title><script src="${site}/clinic-widgets.js" defer></script></head><body>${body}</body></html>`;
}

/**
 * Serves a partner's page from another origin on loopback (the site's other name: `localhost` for
 * `127.0.0.1` and back), as a real server, so the browser fetches the script cross-origin as from a
 * partner's site. Returns the page's address and the function that stops the server.
 */
async function servePartner(site: string, body: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
    response.end(partnerPage(site, body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const host = new URL(site).hostname === 'localhost' ? '127.0.0.1' : 'localhost';
  return {
    url: `http://${host}:${(server.address() as AddressInfo).port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export const DOWNLOAD_ROWS: DownloadRow[] = [
  {
    label:
      '/terms, /privacy, /about, /handbook, /help/gst-compliance, /help/category/getting-started (and their /hi/ twins; /terms and /about in every language)',
    // No more than these pages downloaded before the site came in nine languages.
    targetKb: 10.4,
    budgetKb: 10.4,
    pages: [
      ...sitePages(['/terms', '/privacy', '/about', '/handbook', '/help/gst-compliance', '/help/category/getting-started']),
      ...twinPages(STATIC_TWINS).filter((page) => !page.route.startsWith('/hi/')),
    ],
  },
  {
    // No more than these pages downloaded before the site came in nine languages (76.4–76.6 KB).
    label: '/login, /register, /forgot-password, /reset-password',
    targetKb: 76.6,
    budgetKb: 76.6,
    pages: sitePages(ACCOUNT_PAGES, false),
  },
  {
    label: '/pricing, /, /features, /contact, /support',
    targetKb: 80,
    budgetKb: 80,
    pages: sitePages(MARKETING_PAGES, false),
  },
  {
    label: 'their twins in every other language (/hi/login, /ta/login, …): the English budget and the language’s catalog',
    targetKb: 78 + CATALOG_KB,
    budgetKb: 78 + CATALOG_KB,
    pages: twinPages(ACCOUNT_PAGES),
  },
  {
    label: '/pricing, /, /features, /contact, /support in every other language (/hi/pricing, /ta/pricing, …)',
    targetKb: 80 + CATALOG_KB,
    budgetKb: 80 + CATALOG_KB,
    pages: twinPages(MARKETING_PAGES),
  },
  {
    label: 'a partner page with only `<clinic-chat>`, before the chat is opened',
    targetKb: 12,
    budgetKb: 12,
    pages: [{ name: 'partner: <clinic-chat>', partnerBody: '<clinic-chat></clinic-chat>' }],
  },
  {
    label: 'a partner page with only `<clinic-pricing>`',
    // Over its 78 KB target by about 0.1 KB since its links lead to the pages in the visitor's
    // language and a session on the API's own site lives in an HttpOnly cookie.
    targetKb: 78,
    budgetKb: 79,
    pages: [{ name: 'partner: <clinic-pricing>', partnerBody: '<clinic-pricing></clinic-pricing>' }],
  },
];

/** What one page downloaded. */
export interface PageDownloads {
  name: string;
  /** Brotli bytes of every script response, summed. */
  brotli: number;
  scripts: { url: string; brotli: number }[];
}

async function brotliBytes(response: Response): Promise<number> {
  if ((response.headers()['content-encoding'] ?? '') === 'br') {
    const { responseBodySize } = await response.request().sizes();
    if (responseBodySize > 0) return responseBodySize;
  }
  return brotliCompressSync(await response.body(), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

/** Opens one page (site route or partner page) and measures its scripts until the network is idle. */
export async function measurePage(browser: Browser, site: string, page: DownloadRow['pages'][number]): Promise<PageDownloads> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const partner = page.partnerBody === undefined ? null : await servePartner(site, page.partnerBody);
  try {
    const tab: Page = await context.newPage();
    const pending: Promise<{ url: string; brotli: number }>[] = [];
    const measure = (response: Response) => {
      if (response.request().resourceType() !== 'script' || response.status() !== 200) return;
      pending.push(brotliBytes(response).then((brotli) => ({ url: response.url(), brotli })));
    };
    tab.on('response', measure);
    await tab.goto(partner ? partner.url : `${site}${page.route}`, { waitUntil: 'networkidle' });
    // The script defines its elements once the page has painted, and only then asks for their
    // code: the network counts as idle once they are defined and no script has come for 500 ms.
    await tab.waitForFunction(() =>
      [...document.querySelectorAll('*')].every((element) => !element.localName.startsWith('clinic-') || customElements.get(element.localName)),
    );
    for (let seen = -1; seen !== pending.length; ) {
      seen = pending.length;
      await tab.waitForTimeout(500);
    }
    // A script that arrives while the others are read is counted too; then no more are listened
    // for, so none is still being read when the page closes.
    let read = 0;
    while (read < pending.length) {
      read = pending.length;
      await Promise.all(pending);
    }
    tab.off('response', measure);
    const scripts = await Promise.all(pending);
    // A page that fetched no script measured nothing (a blocked or missing script), not zero.
    if (!scripts.some((script) => new URL(script.url).pathname.endsWith('/clinic-widgets.js'))) throw new Error(`${page.name}: the script was not fetched`);
    return { name: page.name, brotli: scripts.reduce((sum, script) => sum + script.brotli, 0), scripts };
  } finally {
    await context.close();
    await partner?.close();
  }
}

export type DownloadResults = { row: DownloadRow; pages: PageDownloads[] }[];

/** Measures every page of every row. */
export async function measureDownloads(browser: Browser, site: string): Promise<DownloadResults> {
  const results = [];
  for (const row of DOWNLOAD_ROWS) {
    const pages = [];
    for (const page of row.pages) pages.push(await measurePage(browser, site, page));
    results.push({ row, pages });
  }
  return results;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Measures every row in a Chromium of its own against the site at `base`. */
export async function downloadsOnSite(base: string): Promise<DownloadResults> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: BROWSER_ARGS });
  try {
    return await measureDownloads(browser, base);
  } finally {
    await browser.close();
  }
}

/** The table: each row's largest page against its target, and every page. */
export function downloadsTable(results: DownloadResults): string {
  const lines = ['| JavaScript downloaded before any interaction (brotli) | measured (largest page) | target | budget in `npm test` |', '|---|---:|---:|---:|'];
  for (const { row, pages } of results) {
    const largest = pages.reduce((a, b) => (b.brotli > a.brotli ? b : a));
    const each = pages.length > 1 ? ` (${pages.map((page) => `${page.name} ${kb(page.brotli)}`).join(', ')})` : '';
    const met = largest.brotli <= row.targetKb * 1024 ? 'met' : '**missed**';
    lines.push(`| ${row.label}${each} | ${kb(largest.brotli)} (${met}) | ≤ ${row.targetKb} KB | ≤ ${row.budgetKb} KB |`);
  }
  return lines.join('\n');
}

// `tsx test/bench/downloads.ts`: the table alone, against dist/ as built.
if (isMain(import.meta.url)) {
  console.log(downloadsTable(await withSite(undefined, (site) => downloadsOnSite(site.base))));
}

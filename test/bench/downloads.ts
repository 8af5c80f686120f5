/**
 * JavaScript downloaded before any interaction: a page is opened in Chromium (1440×900) and left
 * alone until its network is idle; the brotli sizes of its script responses (the classic script and
 * every chunk it imported) are summed. A response that came brotli-encoded counts its bytes on the
 * wire; any other is brotli-compressed here (quality 11), as the build's own copies are.
 *
 * The rows and their budgets are the performance targets of the widgets: `npm run bench` prints
 * the table, and test/e2e/downloads.e2e.ts holds every page to its budget on the built site.
 */
import { chromium, type Browser, type Page, type Response } from 'playwright';
import { brotliCompressSync, constants } from 'node:zlib';
import { BROWSER_ARGS, chromiumPath, isMain, withSite } from './support.ts';

/** One group of pages with the same budget, in KB (1024 bytes) of brotli. */
export interface DownloadRow {
  label: string;
  budgetKb: number;
  /** Site routes, or partner pages: HTML served from another origin that includes the script. */
  pages: { name: string; route?: string; partnerBody?: string }[];
}

/** A partner's page (another origin) with the given body, including the script from the site. */
export function partnerPage(site: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner</title><script src="${site}/clinic-widgets.js" defer></script></head><body>${body}</body></html>`;
}

/** The origin partner pages are served from in these measurements (answered by the browser itself). */
export const PARTNER_ORIGIN = 'http://partner.test';

export const DOWNLOAD_ROWS: DownloadRow[] = [
  {
    label: '/terms, /privacy, /about, /handbook, /help/gst-compliance, /help/category/getting-started',
    budgetKb: 12,
    pages: ['/terms', '/privacy', '/about', '/handbook', '/help/gst-compliance', '/help/category/getting-started'].map((route) => ({ name: route, route })),
  },
  {
    label: '/login, /register, /forgot-password, /reset-password',
    budgetKb: 78,
    pages: ['/login', '/register', '/forgot-password', '/reset-password?token=x'].map((route) => ({ name: route.split('?')[0]!, route })),
  },
  {
    label: '/pricing, /, /features, /contact, /support',
    budgetKb: 80,
    pages: ['/pricing', '/', '/features', '/contact', '/support'].map((route) => ({ name: route, route })),
  },
  {
    label: 'a partner page with only `<clinic-chat>`, before the chat is opened',
    budgetKb: 12,
    pages: [{ name: 'partner: <clinic-chat>', partnerBody: '<clinic-chat></clinic-chat>' }],
  },
  {
    label: 'a partner page with only `<clinic-pricing>`',
    budgetKb: 78,
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
  try {
    const tab: Page = await context.newPage();
    if (page.partnerBody !== undefined) {
      await tab.route(`${PARTNER_ORIGIN}/**`, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: partnerPage(site, page.partnerBody!) }));
    }
    const pending: Promise<{ url: string; brotli: number }>[] = [];
    tab.on('response', (response) => {
      if (response.request().resourceType() !== 'script' || response.status() !== 200) return;
      pending.push(brotliBytes(response).then((brotli) => ({ url: response.url(), brotli })));
    });
    await tab.goto(page.partnerBody !== undefined ? `${PARTNER_ORIGIN}/` : `${site}${page.route}`, { waitUntil: 'networkidle' });
    const scripts = await Promise.all(pending);
    return { name: page.name, brotli: scripts.reduce((sum, script) => sum + script.brotli, 0), scripts };
  } finally {
    await context.close();
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
  const lines = ['| JavaScript downloaded before any interaction (brotli) | measured (largest page) | target |', '|---|---:|---:|'];
  for (const { row, pages } of results) {
    const largest = pages.reduce((a, b) => (b.brotli > a.brotli ? b : a));
    const each = pages.length > 1 ? ` (${pages.map((page) => `${page.name} ${kb(page.brotli)}`).join(', ')})` : '';
    const met = largest.brotli <= row.budgetKb * 1024 ? '' : ' **missed**';
    lines.push(`| ${row.label}${each} | ${kb(largest.brotli)}${met} | ≤ ${row.budgetKb} KB |`);
  }
  return lines.join('\n');
}

// `tsx test/bench/downloads.ts`: the table alone, against dist/ as built.
if (isMain(import.meta.url)) {
  console.log(downloadsTable(await withSite(undefined, (site) => downloadsOnSite(site.base))));
}

/**
 * The site in every language of locales/ with a site catalog, against the real server and build:
 * /ta/pricing and /gu/login read in their language with JavaScript off, with `<html lang>` and the
 * whole hreflang set; every route in every language answers 200 in its language with no axe
 * violation; the switcher keeps the path; and sign-in, register and pricing, screenshot at 320 and
 * 1440 px in each language, scroll nowhere sideways and break no word in the middle.
 */
import { expect, test, type Page } from '@playwright/test';
import { localPath } from '../../pages/site-languages.ts';
import { hasSiteCatalog } from '../../pages/site-languages.ts';
import { readLocales } from '../../scripts/locales.ts';
import { axe } from './support/axe.ts';

const languages = readLocales()
  .filter((locale) => hasSiteCatalog(locale.dir))
  .map((locale) => ({ tag: locale.tag, prefix: locale.path === '' ? '' : `/${locale.path}`, name: locale.name }));
const SCRIPT: Record<string, RegExp> = {
  'hi-IN': /[\u0900-\u097F]/,
  'mr-IN': /[\u0900-\u097F]/,
  'bn-IN': /[\u0980-\u09FF]/,
  'ta-IN': /[\u0B80-\u0BFF]/,
  'te-IN': /[\u0C00-\u0C7F]/,
  'kn-IN': /[\u0C80-\u0CFF]/,
  'ml-IN': /[\u0D00-\u0D7F]/,
  'gu-IN': /[\u0A80-\u0AFF]/,
  'en-IN': /[A-Za-z]/,
};

/** The hreflang alternates a page names, as [hreflang, path]. */
const alternates = (page: Page) =>
  page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) => links.map((link) => [link.getAttribute('hreflang'), new URL((link as HTMLLinkElement).href).pathname]));

for (const [path, tag] of [
  ['/ta/pricing', 'ta-IN'],
  ['/gu/login', 'gu-IN'],
] as const) {
  test(`${path} reads in its language with JavaScript off, with <html lang="${tag}"> and every language's alternate`, async ({ browser }) => {
    test.skip(!languages.some((language) => language.tag === tag), `no site catalog for ${tag} yet`);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    expect((await page.goto(path))!.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', tag);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SCRIPT[tag]!);
    await expect(page).toHaveTitle(SCRIPT[tag]!);
    await expect(page.locator('footer h2').first()).toHaveText(SCRIPT[tag]!);
    const base = path.slice(3);
    expect(await alternates(page)).toEqual([...languages.map((language) => [language.tag, localPath(base, language.prefix)]), ['x-default', base]]);
    await context.close();
  });
}

/** Every page the sitemap lists, and the pages it leaves out, with the status each answers. */
async function allPages(page: Page): Promise<[string, number][]> {
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => new URL(loc!).pathname);
  expect(paths.length % languages.length).toBe(0);
  expect(paths.length / languages.length).toBeGreaterThan(25);
  const pages: [string, number][] = paths.map((path) => [path, 200]);
  for (const language of languages) {
    for (const route of ['/500', '/error', '/forgot-password', '/reset-password']) pages.push([localPath(route, language.prefix), 200]);
    pages.push([localPath('/no-such-page', language.prefix), 404]);
  }
  return pages;
}

/** The language a path of the site is in. */
const languageOf = (path: string) => [...languages].reverse().find((entry) => entry.prefix === '' || path.startsWith(`${entry.prefix}/`))!;

test('every route in every language answers with its page in that language', async ({ page }) => {
  // Some 300 pages: more than the default 30 seconds allow on a busy machine.
  test.setTimeout(90_000);
  // Only the HTML matters here: plain requests, eight at a time, no browser page.
  const pages = await allPages(page);
  const failures: string[] = [];
  const check = async ([path, status]: [string, number]) => {
    const response = await fetch(new URL(path, process.env.E2E_BASE_URL));
    const lang = /<html lang="([^"]*)"/.exec(await response.text())?.[1];
    if (response.status !== status || lang !== languageOf(path).tag) failures.push(`${path}: ${response.status}, <html lang="${lang}">`);
  };
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (let next = pages.shift(); next; next = pages.shift()) await check(next);
    }),
  );
  expect(failures.sort()).toEqual([]);
});

for (const language of languages) {
  test(`${language.tag}: axe finds no violation on any of its pages`, async ({ page }) => {
    test.setTimeout(120_000);
    // The pages as the server writes them, the elements' shadow roots included (server-rendered):
    // without the script each loads at once, so one page visits them all. The pages with scripts
    // running are axe-checked in English by site.e2e.ts, in Hindi by hindi.e2e.ts.
    await page.route(/\/(clinic-widgets\.js|chunks\/)/, (route) => route.abort());
    // One help article and one category stand for the others: their bodies are the reference language's.
    const paths = (await allPages(page))
      .map(([path]) => path)
      .filter((path) => languageOf(path) === language && !/\/help\/(?!gst-compliance$|category\/getting-started$)/.test(path));
    const failures: string[] = [];
    for (const path of paths) {
      await page.goto(path);
      const { violations } = await axe(page).analyze();
      for (const violation of violations) failures.push(`${path}: ${violation.id} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
    }
    expect(failures).toEqual([]);
  });
}

test('the switcher lists every language in its own script and keeps the path', async ({ page }) => {
  const from = languages.at(-1)!;
  await page.goto(localPath('/pricing', from.prefix));
  await page.locator('header .language-menu > summary').click();
  const menu = page.locator('header .language-menu');
  for (const language of languages) {
    if (language === from) await expect(menu.locator('[aria-current="true"]')).toHaveText(language.name);
    else await expect(menu.getByRole('link', { name: language.name, exact: true })).toHaveAttribute('href', localPath('/pricing', language.prefix));
  }
  const to = languages[1]!;
  await menu.getByRole('link', { name: to.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${localPath('/pricing', to.prefix)}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', to.tag);
});

/**
 * The words broken across two lines: each word of each visible text, the elements' shadow roots
 * included, whose boxes lie on more than one line. A line may end after a hyphen, a slash or a
 * dash, so the parts between them are the words.
 */
function brokenWords(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    const visit = (root: Node) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node instanceof Element && node.shadowRoot) visit(node.shadowRoot);
        if (!(node instanceof Text)) continue;
        const text = node.data;
        for (const match of text.matchAll(/[^\s/\-–—]+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const tops = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.bottom)));
          if (tops.size > 1) found.push(`${node.parentElement?.localName}: “${match[0]}”`);
        }
      }
    };
    visit(document.body);
    return found;
  });
}

for (const language of languages) {
  test(`${language.tag}: sign-in, register and pricing at 320 and 1440 px scroll nowhere sideways and break no word`, async ({ page }, testInfo) => {
    for (const route of ['/login', '/register', '/pricing']) {
      const path = localPath(route, language.prefix);
      for (const width of [320, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        await page.waitForFunction(() => customElements.get('clinic-site-header') !== undefined);
        await expect
          .poll(() => page.evaluate(() => document.documentElement.scrollWidth - innerWidth), { message: `${path} at ${width} px: sideways scroll` })
          .toBe(0);
        expect(await brokenWords(page), `${path} at ${width} px: words broken mid-word`).toEqual([]);
        await page.screenshot({ path: testInfo.outputPath(`${language.tag}${route.replace('/', '-')}-${width}.png`), fullPage: true });
      }
    }
  });
}

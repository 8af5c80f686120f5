/**
 * Sign-in, register and the pricing table in each of the nine languages, on a partner's page, at
 * 320, 768 and 1440 px: the text is the language's own, nothing scrolls sideways, no button or
 * label's text spills out of its box, and a screenshot of each is kept with the test's results.
 * Tamil and Malayalam, the longest, are among them. The page downloads its language's catalog and
 * no other.
 */
import { expect, test, type Page } from '@playwright/test';
import { LANGUAGES } from '../../protocol/languages.ts';
import { readCatalog } from '../../scripts/compile-locales.ts';
import { readLocales } from '../../scripts/locales.ts';
import { chunkOf } from '../support/chunks.ts';

const WIDTHS = [320, 768, 1440];

/** A partner's page in `lang` with the three elements, the script loaded as a partner loads it. */
const partnerPage = (lang: string) =>
  `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
  '<title>Partner</title><script src="/clinic-widgets.js" defer></script>' +
  '<style>body{margin:0;font-family:system-ui,sans-serif}main{max-width:1200px;margin:auto;padding:16px}</style></head>' +
  '<body><main><clinic-sign-in></clinic-sign-in><clinic-register></clinic-register><clinic-pricing></clinic-pricing></main></body></html>';

/** Every control, label and heading in the elements' shadow roots whose text is wider than its box. */
function spills(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const host of document.querySelectorAll('clinic-sign-in, clinic-register, clinic-pricing')) {
      for (const el of host.shadowRoot?.querySelectorAll<HTMLElement>('button, a, label, h2, h3, legend, th, .flag, .save, option') ?? []) {
        // Hidden, or text for screen readers only (a 1 px box by design).
        if (el.offsetParent === null || el.closest('.visually-hidden')) continue;
        if (el.scrollWidth > el.clientWidth + 1)
          found.push(`<${host.localName}> ${el.localName}: “${el.textContent?.trim()}” (${el.scrollWidth} > ${el.clientWidth})`);
      }
    }
    return found;
  });
}

for (const language of LANGUAGES) {
  test(`${language}: sign-in, register and pricing read in the language and fit at ${WIDTHS.join(', ')} px`, async ({ page }, testInfo) => {
    const catalog = readCatalog(readLocales().find((locale) => locale.tag === language)!, 'elements') as Record<string, Record<string, string>>;
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.route('**/partner/languages', (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: partnerPage(language) }));
    await page.setViewportSize({ width: WIDTHS[0]!, height: 900 });
    await page.goto('/partner/languages');
    const signIn = page.locator('clinic-sign-in');
    await expect(signIn.getByRole('heading', { name: catalog.signIn!.heading! })).toBeVisible();
    await expect(signIn.getByRole('button', { name: catalog.signIn!.submit!, exact: true })).toBeVisible();
    await expect(page.locator('clinic-register').getByRole('heading', { name: catalog.register!.heading! })).toBeVisible();
    await expect(page.locator('clinic-pricing').getByText(catalog.pricing!.mostPopular!, { exact: true })).toBeVisible();

    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - innerWidth), { message: `${width} px: sideways scroll` }).toBe(0);
      expect(await spills(page), `${width} px: text wider than its box`).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath(`${language}-${width}.png`), fullPage: true });
    }

    // Its own language's catalog and no other: an English page none at all.
    const catalogs = LANGUAGES.filter((other) => other !== 'en-IN').map(
      (other) => [other, `/chunks/${chunkOf(`protocol/locales/${other}/elements.js`)}`] as const,
    );
    for (const [other, chunk] of catalogs) {
      expect(requested.includes(chunk), `${language} page fetched the ${other} catalog`).toBe(other === language);
    }
  });
}

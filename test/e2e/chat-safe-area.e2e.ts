/** On a phone the chat launcher is a labelled button of at least 44 × 44 px that does not sit on the first screen's text. */
import { expect, test, type Page } from '@playwright/test';

/** Every piece of text on the first screen (light DOM and open shadow roots) that the launcher's box touches. */
function coveredText(page: Page) {
  return page.evaluate(() => {
    const chat = document.querySelector('clinic-chat')!;
    const launcher = chat.shadowRoot!.querySelector('.launcher')!.getBoundingClientRect();
    const covered: string[] = [];
    const visit = (root: Node) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node instanceof Element) {
          if (node.shadowRoot && node !== chat) visit(node.shadowRoot);
          continue;
        }
        const text = node.textContent!.trim();
        if (!text || node.parentElement?.closest('clinic-chat')) continue;
        // Text for screen readers only (clipped to a 1px box) is not on the screen.
        if ((node.parentElement?.getBoundingClientRect().width ?? 0) <= 1) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) {
          if (rect.width === 0 || rect.bottom <= 0 || rect.top >= innerHeight) continue;
          if (rect.left < launcher.right && launcher.left < rect.right && rect.top < launcher.bottom && launcher.top < rect.bottom) {
            covered.push(text.slice(0, 60));
            break;
          }
        }
      }
    };
    visit(document.body);
    return { covered, launcher: { width: launcher.width, height: launcher.height } };
  });
}

for (const path of ['/', '/login', '/demo', '/register', '/pricing', '/contact', '/support']) {
  test(`at 390×844 the chat launcher covers no text of the first screen of ${path}`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path);
    const launcher = page.locator('clinic-chat').getByRole('button', { name: 'Chat with us', exact: true });
    await expect(launcher).toBeVisible();
    expect((await coveredText(page)).covered).toEqual([]);
    // And it still opens the chat.
    await launcher.click();
    await expect(page.locator('clinic-chat').getByRole('dialog')).toBeVisible();
  });
}

for (const width of [320, 360, 390]) {
  for (const path of ['/', '/pricing', '/support']) {
    test(`at ${width}×780 the chat launcher on ${path} is a labelled 44 × 44 px button, clear of the text at the page's end`, async ({ page }) => {
      await page.setViewportSize({ width, height: 780 });
      await page.goto(path);
      await page.waitForFunction(() => customElements.get('clinic-chat') !== undefined);
      const launcher = page.locator('clinic-chat').getByRole('button', { name: 'Chat with us', exact: true });
      await expect(launcher).toBeVisible();
      // The word "Chat" is on the button (drawn; its name already says it).
      expect(await launcher.evaluate((button) => getComputedStyle(button, '::after').content)).toMatch(/^"Chat"/);
      await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForFunction(() => Math.ceil(scrollY + innerHeight) >= document.documentElement.scrollHeight);
      const { covered, launcher: box } = await coveredText(page);
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(covered).toEqual([]);
    });
  }
}

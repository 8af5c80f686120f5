/** On a phone the chat launcher must not sit on top of the first screen's text. */
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
    const launcher = page.locator('clinic-chat').getByRole('button', { name: 'Chat with us' });
    await expect(launcher).toBeVisible();
    // Still a usable target (WCAG 2.2 target size: at least 24 × 24 CSS pixels).
    const { covered, launcher: box } = await coveredText(page);
    expect(box.width).toBeGreaterThanOrEqual(24);
    expect(box.height).toBeGreaterThanOrEqual(24);
    expect(covered).toEqual([]);
    // And it still opens the chat.
    await launcher.click();
    await expect(page.locator('clinic-chat').getByRole('dialog')).toBeVisible();
  });
}

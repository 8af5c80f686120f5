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

/** The page's controls under the chat launcher's box now (light DOM and open shadow roots). */
function controlsUnderLauncher(page: Page) {
  return page.evaluate(() => {
    const chat = document.querySelector<HTMLElement>('clinic-chat')!;
    const launcher = chat.shadowRoot!.querySelector('.launcher')!;
    // A see-through launcher that lets presses through is not over anything.
    const style = getComputedStyle(launcher);
    if (style.opacity === '0' && style.pointerEvents === 'none') return [];
    const box = launcher.getBoundingClientRect();
    const controls = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, label, [role="button"], [tabindex]:not([tabindex="-1"])';
    const under: string[] = [];
    const visit = (root: Document | ShadowRoot) => {
      for (const element of root.querySelectorAll<HTMLElement>('*')) {
        if (element === chat) continue;
        if (element.shadowRoot) visit(element.shadowRoot);
        if (!element.matches(controls) || element.closest('.visually-hidden')) continue;
        // A field, a button or a control with a background or border shows its whole box; a plain link or label only its text.
        const style = getComputedStyle(element);
        const boxed =
          /^(?:INPUT|SELECT|TEXTAREA|BUTTON)$/.test(element.tagName) || style.backgroundColor !== 'rgba(0, 0, 0, 0)' || style.borderTopWidth !== '0px';
        const range = document.createRange();
        range.selectNodeContents(element);
        for (const rect of boxed ? element.getClientRects() : range.getClientRects()) {
          if (rect.width === 0 || rect.height === 0) continue;
          // More than a pixel's overlap both ways (a shared edge is not "over").
          const across = Math.min(rect.right, box.right) - Math.max(rect.left, box.left);
          const down = Math.min(rect.bottom, box.bottom) - Math.max(rect.top, box.top);
          if (across > 1 && down > 1) {
            under.push(`${element.localName} “${element.textContent?.trim().slice(0, 40)}”`);
            break;
          }
        }
      }
    };
    visit(document);
    return under;
  });
}

for (const path of ['/handbook', '/login', '/register', '/contact']) {
  test(`at 320×700 the chat launcher never sits over a link, button or field of ${path}, wherever the page is scrolled`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto(path);
    // The launcher's guard comes on a phone and places it at once.
    await page.waitForFunction(() => document.querySelector<HTMLElement>('clinic-chat')?.style.getPropertyValue('--clinic-chat-lift') !== '');
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    const states: string[] = [];
    for (let y = 0; y < height; y += 120) {
      await page.evaluate((top) => scrollTo(0, top), y);
      // Two frames: the scroll event, then the guard's placement in the frame after.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(await controlsUnderLauncher(page), `${path} scrolled to ${y}`).toEqual([]);
      states.push(
        await page.evaluate(() => {
          const chat = document.querySelector<HTMLElement>('clinic-chat')!;
          if (chat.hasAttribute('data-launcher-tucked')) return 'see-through';
          return chat.style.getPropertyValue('--clinic-chat-lift') === '0px' ? 'in its corner' : 'lifted';
        }),
      );
    }
    // Mostly it is there to press: see-through only over a column of controls.
    expect(states.filter((state) => state === 'see-through').length, states.join(', ')).toBeLessThan(states.length / 2);
    // The hero's second button of /handbook sits where the launcher would: it moves up above it.
    if (path === '/handbook') expect(states[0]).toBe('lifted');
    // It still opens the chat, and the open panel is not lifted.
    await page.locator('clinic-chat').getByRole('button', { name: 'Chat with us', exact: true }).click();
    await expect(page.locator('clinic-chat').getByRole('dialog')).toBeVisible();
  });
}

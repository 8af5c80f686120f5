/**
 * The header of a signed-in visitor: a compact account menu that fits every width without
 * overflow or wrapped actions, a menu button operable by keyboard, no "Get Started Free", and a
 * stored session trusted only once the server confirms it.
 */
import { expect, test, type Page } from '@playwright/test';
import { apiPost, createAccount, signInSession, storeSession, type StoredSession } from './support/session.ts';
import { axe } from './support/axe.ts';

const WIDTHS = [320, 390, 768, 1024, 1280, 1440];
let email = '';

test.beforeAll(async ({ request }) => {
  email = await createAccount(request, 'header');
});

/** Waits until the header has upgraded and shows the account button. */
async function accountButton(page: Page) {
  const button = page.locator('header clinic-session-status').getByRole('button', { name: /Dr\. Asha Raghunathan/ });
  await page.waitForFunction(() => customElements.get('clinic-site-header') !== undefined);
  return button;
}

/** How the header's parts sit: overflow, and every action on one line. */
function headerLayout(page: Page) {
  return page.evaluate(() => {
    const lines = (el: Element) => {
      const style = getComputedStyle(el);
      const lineHeight = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.3;
      // Only the text's own boxes count: an icon beside the words (the brand's logo) is not a line.
      const tops = new Set<number>();
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const r of Array.from(range.getClientRects())) if (r.width > 0) tops.add(Math.round(r.top / (lineHeight / 2)));
      }
      return tops.size;
    };
    const header = document.querySelector('header.site-header')!;
    const visible = (el: Element) => (el as HTMLElement).offsetParent !== null && el.getBoundingClientRect().width > 0;
    const actions = Array.from(header.querySelectorAll('.site-nav a, .header-actions > a, .brand')).filter(visible);
    const status = document.querySelector('header clinic-session-status')!;
    const account = status.shadowRoot!.querySelector('.account-button');
    const rects = [header.querySelector('.brand')!, ...Array.from(header.querySelectorAll('.site-nav a')), header.querySelector('.menu-button')!, account]
      .filter((el): el is Element => el !== null && visible(el))
      .map((el) => el.getBoundingClientRect());
    let overlaps = 0;
    for (let i = 0; i < rects.length; i++)
      for (let j = i + 1; j < rects.length; j++) {
        const [a, b] = [rects[i]!, rects[j]!];
        if (a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1) overlaps++;
      }
    return {
      overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      headerHeight: header.getBoundingClientRect().height,
      wrapped: actions.filter((el) => lines(el) > 1).map((el) => el.textContent!.trim()),
      accountHeight: account ? account.getBoundingClientRect().height : null,
      accountRight: account ? account.getBoundingClientRect().right : null,
      overlaps,
    };
  });
}

for (const width of WIDTHS) {
  test(`signed in at ${width} px: account menu, no overflow, nothing wrapped or overlapping, no Get Started Free`, async ({ page, request }) => {
    await storeSession(page, await signInSession(request, email));
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    const button = await accountButton(page);
    const menuToggle = page.getByRole('button', { name: 'Menu' });
    if (width <= 960) await menuToggle.click();
    await expect(button).toBeVisible();
    await expect(page.locator('header').getByRole('link', { name: 'Get Started Free' })).toBeHidden();

    const layout = await headerLayout(page);
    expect(layout.overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
    expect(layout.wrapped, 'actions on more than one line').toEqual([]);
    expect(layout.overlaps, 'header parts overlapping').toBe(0);
    expect(layout.accountHeight!, 'the account button is one line').toBeLessThanOrEqual(46);
    expect(layout.accountRight!).toBeLessThanOrEqual(width);
    if (width > 960) expect(layout.headerHeight, 'header height').toBeLessThanOrEqual(70);

    // The menu opens inside the viewport and lists who is signed in and Sign out.
    await button.click();
    const menu = page.locator('header clinic-session-status').getByRole('menu', { name: 'Account' });
    await expect(menu).toBeVisible();
    await expect(page.locator('header clinic-session-status')).toContainText(email);
    const box = (await page.locator('header clinic-session-status').locator('.popup').boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    expect((await headerLayout(page)).overflow).toBeLessThanOrEqual(0);
    const { violations } = await axe(page).include('header').analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

test('a very long name and e-mail are cut short in the button and wrap in the menu, never widening the page', async ({ page, request }) => {
  const long = await createAccount(request, 'a-very-long-local-part-for-an-email-address', 'Dr. Venkataraghavan Subramaniam-Ramaswamy Iyengar');
  await storeSession(page, await signInSession(request, long));
  for (const width of [320, 1024]) {
    await page.setViewportSize({ width, height: 700 });
    await page.goto('/about');
    await page.waitForFunction(() => customElements.get('clinic-site-header') !== undefined);
    if (width <= 960) await page.getByRole('button', { name: 'Menu' }).click();
    const button = page.locator('header clinic-session-status').getByRole('button', { name: /Venkataraghavan/ });
    await expect(button).toBeVisible();
    await expect(button.locator('.avatar')).toHaveText('VI');
    await button.click();
    await expect(page.locator('header clinic-session-status').getByRole('menu')).toBeVisible();
    const layout = await headerLayout(page);
    expect(layout.overflow, `overflow at ${width}`).toBeLessThanOrEqual(0);
    expect(layout.accountHeight!, `one-line button at ${width}`).toBeLessThanOrEqual(46);
    const box = (await page.locator('header clinic-session-status').locator('.popup').boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(width);
  }
});

test('signed out at every width: the actions stay on one line and nothing overflows', async ({ page }) => {
  await page.goto('/');
  await page.waitForFunction(() => customElements.get('clinic-site-header') !== undefined);
  for (const width of [961, 1024, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    const layout = await headerLayout(page);
    expect(layout.overflow, `overflow at ${width}`).toBeLessThanOrEqual(0);
    expect(layout.wrapped, `wrapped at ${width}`).toEqual([]);
    expect(layout.overlaps, `overlaps at ${width}`).toBe(0);
  }
});

test('the account menu is a keyboard-operable menu button; Escape closes it and returns focus', async ({ page, request }) => {
  await storeSession(page, await signInSession(request, email));
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/features');
  const button = await accountButton(page);
  await expect(button).toHaveAttribute('aria-haspopup', 'menu');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  const status = page.locator('header clinic-session-status');
  const signOut = status.getByRole('menuitem', { name: 'Sign out' });
  await expect(signOut).toBeHidden();

  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(signOut).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toBeFocused();
  await expect(signOut).toBeHidden();

  await page.keyboard.press('ArrowDown');
  await expect(signOut).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(signOut).toBeFocused();
  // A click elsewhere closes it too.
  await page.locator('h1').click();
  await expect(button).toHaveAttribute('aria-expanded', 'false');

  // Sign out from the menu: the session ends and the sign-in page opens.
  await button.click();
  await signOut.click();
  await page.waitForURL((url) => url.pathname === '/login');
  await expect(status.getByRole('link', { name: 'Sign In' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('clinic.session'))).toBeNull();
});

test('with APP_URL set the account menu offers "Open the app", which hands the session to the application', async ({ page, request }) => {
  const base = process.env.E2E_HANDOFF_URL!;
  await storeSession(page, await signInSession(request, email, base));
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.goto(`${base}/pricing`);
  const button = await accountButton(page);
  await button.focus();
  await page.keyboard.press('ArrowUp');
  const status = page.locator('header clinic-session-status');
  await expect(status.getByRole('menuitem', { name: 'Sign out' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  const openApp = status.getByRole('menuitem', { name: 'Open the app' });
  await expect(openApp).toBeFocused();
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/clinic-app/start');
  const fragment = new URLSearchParams(new URL(page.url()).hash.slice(1));
  expect(JSON.parse(fragment.get('user')!)).toMatchObject({ email });
  expect(fragment.get('refreshToken')).toBeTruthy();
});

test.describe('a stored session is confirmed with the server on load', () => {
  const forged: StoredSession = {
    id: 'u-forged',
    name: 'Dr. Asha Raghunathan',
    email: 'forged@example.in',
    role: 'owner',
    token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1LWZvcmdlZCJ9.forged',
    refreshToken: 'forged-refresh-token',
  };

  test('a forged session is cleared: the header offers Sign In, storage is empty, the visitor stays on the page', async ({ page }) => {
    await storeSession(page, forged);
    await page.goto('/pricing');
    const status = page.locator('header clinic-session-status');
    await expect(status.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect(page.locator('header').getByRole('link', { name: 'Get Started Free' })).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(() => [localStorage.getItem('clinic.session'), localStorage.getItem('clinic.token'), localStorage.getItem('clinic.refreshToken')]),
      )
      .toEqual([null, null, null]);
    expect(new URL(page.url()).pathname).toBe('/pricing');
  });

  test('a revoked session (logged out elsewhere, access token expired) is cleared', async ({ page, request }) => {
    const session = await signInSession(request, email);
    expect((await apiPost(request, '/api/auth/logout', { refreshToken: session.refreshToken })).status()).toBe(204);
    await storeSession(page, { ...session, token: 'expired.access.token' });
    await page.goto('/');
    await expect(page.locator('header clinic-session-status').getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('clinic.session'))).toBeNull();
  });

  test('an expired access token with a live refresh token is refreshed once and the visitor stays signed in', async ({ page, request }) => {
    const session = await signInSession(request, email);
    await storeSession(page, { ...session, token: 'expired.access.token' });
    const refreshes: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/auth/refresh-token')) refreshes.push(r.url());
    });
    await page.goto('/');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('clinic.token'))).not.toBe('expired.access.token');
    await expect(await accountButton(page)).toBeVisible();
    expect(refreshes).toHaveLength(1);
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('clinic.session')!));
    expect(saved.refreshToken).not.toBe(session.refreshToken);
  });
});

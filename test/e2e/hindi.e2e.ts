/**
 * The site in Hindi against the real server and build: the Hindi pages read in Hindi with
 * JavaScript off (`<html lang="hi-IN">`, Hindi headings and chrome), the language switcher is a
 * disclosure of plain links that keep the visitor's page (and the Help Center's search) both ways,
 * by pointer and by keyboard, fits the header at 320 px and the phone Menu, axe finds nothing on the Hindi
 * pages, links lead to Hindi pages, and an unknown /hi/ address answers the Hindi 404 page.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { axe } from './support/axe.ts';

async function withoutScript(browser: Browser, width = 1280) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 800 } });
  return { context, page: await context.newPage() };
}

/** Waits until the bundle has defined the header and the Subscribe box. */
async function upgraded(page: Page) {
  await page.waitForFunction(() => customElements.get('clinic-site-header') !== undefined && customElements.get('clinic-newsletter') !== undefined);
}

/** Opens the header's list of languages (a disclosure, named by the page's language). */
async function openLanguages(page: Page) {
  await page.locator('header .language-menu > summary').click();
}

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const [path, heading, navLink] of [
  ['/hi/pricing', 'हर आकार के क्लिनिक के लिए आसान प्लान', 'कीमत'],
  ['/hi/', 'भारत के आधुनिक क्लिनिक के लिए AI से चलने वाला क्लिनिक मैनेजमेंट', 'फ़ीचर'],
  ['/hi/login', 'फिर से स्वागत है', 'संपर्क'],
] as const) {
  test(`${path} without JavaScript: <html lang="hi-IN">, a Hindi heading, title and chrome`, async ({ browser }) => {
    const { context, page } = await withoutScript(browser);
    const response = await page.goto(path);
    expect(response!.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page).toHaveTitle(/[\u0900-\u097F]/);
    const main = page.getByRole('navigation', { name: 'मुख्य' });
    await expect(main.getByRole('link', { name: navLink, exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'सीधे मुख्य सामग्री पर जाएँ' })).toBeAttached();
    await expect(page.locator('footer').getByRole('heading', { name: 'सहायता', exact: true })).toBeVisible();
    await expect(page.locator('header .language-menu > summary')).toHaveText('भाषा: हिन्दी');
    await expect(page.locator('header a[hreflang="en-IN"]')).toHaveAttribute('href', path === '/hi/' ? '/' : path.slice(3));
    await context.close();
  });
}

test('/hi/pricing and /hi/login read fully in Hindi without JavaScript: their elements are server-rendered in Hindi', async ({ browser }) => {
  const { context, page } = await withoutScript(browser);
  await page.goto('/hi/pricing');
  // The element's own rendering (its shadow root), not the page's static copy under it.
  const pricing = page.locator('clinic-pricing');
  await expect(pricing.locator('p.flag')).toHaveText('सबसे लोकप्रिय');
  await expect(pricing.locator('.comparison h2')).toHaveText('प्लान की तुलना करें');
  await expect(pricing.locator('ul.features li').first()).toHaveText('500 क्लाइंट तक');
  await expect(pricing.locator('.amount').filter({ hasText: '₹7,500' }).first()).toBeVisible();
  await expect(pricing.locator('.per').filter({ hasText: 'प्रति माह' }).first()).toBeVisible();
  await expect(pricing.locator('.pricing')).not.toContainText('Most Popular');
  await expect(pricing.locator('.pricing')).not.toContainText('Compare plans');
  await page.goto('/hi/login');
  const signIn = page.locator('clinic-sign-in');
  await expect(signIn.getByRole('heading', { name: 'अपने क्लिनिक में साइन इन करें' })).toBeVisible();
  await expect(signIn.getByLabel('ईमेल पता')).toBeVisible();
  await expect(signIn.getByRole('button', { name: 'साइन इन करें', exact: true })).toBeVisible();
  await context.close();
});

test('the switcher without JavaScript: /pricing → /hi/pricing → /pricing, from the header and the footer', async ({ browser }) => {
  const { context, page } = await withoutScript(browser);
  await page.goto('/pricing');
  await openLanguages(page);
  const toHindi = page.locator('header').getByRole('link', { name: 'हिन्दी' });
  await expect(toHindi).toHaveAttribute('hreflang', 'hi-IN');
  await expect(toHindi).toHaveAttribute('lang', 'hi-IN');
  await toHindi.click();
  await expect(page).toHaveURL(/\/hi\/pricing$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('हर आकार के क्लिनिक के लिए आसान प्लान');
  const footerLanguages = page.getByRole('navigation', { name: 'भाषा' });
  await expect(footerLanguages.getByText('हिन्दी')).toHaveAttribute('aria-current', 'true');
  await footerLanguages.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page).not.toHaveURL(/\/hi\//);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Simple plans for clinics of every size');
  await context.close();
});

test('the switcher keeps the Help Center’s search the server answered, both ways', async ({ browser }) => {
  const { context, page } = await withoutScript(browser);
  await page.goto('/support?q=gst+invoice');
  await openLanguages(page);
  await page.locator('header').getByRole('link', { name: 'हिन्दी' }).click();
  await expect(page).toHaveURL(/\/hi\/support\?q=gst\+invoice$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page).toHaveTitle(/^खोज: gst invoice — /);
  await expect(page.locator('clinic-help-search').getByRole('link', { name: /GST Compliance for Clinics/ })).toHaveAttribute('href', '/hi/help/gst-compliance');
  await openLanguages(page);
  await page.locator('header').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/support\?q=gst\+invoice$/);
  await expect(page).toHaveTitle(/^Search: gst invoice — /);
  await context.close();
});

test('the switcher by keyboard, with JavaScript: reached with Tab, opened and followed with Enter, named in its language', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/features');
  await upgraded(page);
  const summary = page.locator('header .language-menu > summary');
  for (let presses = 0; presses < 12 && !(await summary.evaluate((element) => element === document.activeElement)); presses++) await page.keyboard.press('Tab');
  await expect(summary).toBeFocused();
  await page.keyboard.press('Enter');
  const toHindi = page.locator('header').getByRole('link', { name: 'हिन्दी' });
  await page.keyboard.press('Tab');
  await expect(toHindi).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/hi\/features$/);
  await upgraded(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('आपके क्लिनिक के हर काम के लिए एक प्लेटफ़ॉर्म');
});

for (const width of [320, 360]) {
  test(`at ${width} px the Hindi header does not scroll sideways, and the switcher is in the phone Menu`, async ({ page }) => {
    await page.setViewportSize({ width, height: 740 });
    await page.goto('/hi/pricing');
    await upgraded(page);
    expect(await overflow(page), 'horizontal overflow in px').toBeLessThanOrEqual(0);
    const menu = page.getByRole('button', { name: 'मेन्यू' });
    const toEnglish = page.locator('header').getByRole('link', { name: 'English' });
    await expect(toEnglish).toBeHidden();
    await menu.click();
    await openLanguages(page);
    await expect(toEnglish).toBeVisible();
    expect(await overflow(page), 'horizontal overflow in px with the Menu open').toBeLessThanOrEqual(0);
    await toEnglish.click();
    await expect(page).toHaveURL(/\/pricing$/);
    await upgraded(page);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
  });

  test(`at ${width} px without JavaScript the Hindi header wraps without scrolling sideways, the switcher shown`, async ({ browser }) => {
    const { context, page } = await withoutScript(browser, width);
    await page.goto('/hi/');
    await openLanguages(page);
    await expect(page.locator('header').getByRole('link', { name: 'English' })).toBeVisible();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await context.close();
  });
}

for (const path of [
  '/hi/',
  '/hi/pricing',
  '/hi/login',
  '/hi/register',
  '/hi/features',
  '/hi/demo',
  '/hi/contact',
  '/hi/support',
  '/hi/help/gst-compliance',
  '/hi/terms',
]) {
  test(`axe finds no violation on ${path}, at 390 and 1440 px`, async ({ page }) => {
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 844 });
      const response = await page.goto(path);
      expect(response!.status()).toBe(200);
      await upgraded(page);
      const { violations } = await axe(page).analyze();
      expect(violations.map((v) => `${width}: ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      expect(await overflow(page), `${path} at ${width} px`).toBeLessThanOrEqual(0);
    }
  });
}

test('every link of a Hindi page to a site page, its elements’ included, leads to a Hindi page', async ({ page }) => {
  for (const path of ['/hi/pricing', '/hi/', '/hi/login', '/hi/support']) {
    await page.goto(path);
    await upgraded(page);
    const english = await page.evaluate(() => {
      const found: string[] = [];
      const visit = (root: Document | ShadowRoot) => {
        for (const element of root.querySelectorAll('*')) {
          if (element.shadowRoot) visit(element.shadowRoot);
          const href = element instanceof HTMLAnchorElement ? element.getAttribute('href') : null;
          if (href?.startsWith('/') && !href.startsWith('/hi/') && !href.startsWith('/assets/') && !element.hasAttribute('hreflang')) found.push(href);
        }
      };
      visit(document);
      return found;
    });
    expect(english, path).toEqual([]);
  }
});

test('an unknown /hi/ address answers the Hindi 404 page with status 404', async ({ browser, request }) => {
  const response = await request.get('/hi/no-such-page');
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).toContain('<html lang="hi-IN">');
  expect(html).toMatch(/<meta name="robots" content="noindex" \/>/);
  // The page's own copy of the screen (the element's shadow root draws it in the page's language).
  expect(html).toContain('<h1 id="not-found-static-title">माफ़ कीजिए! पेज नहीं मिला</h1>');
  expect(html).toContain('<a class="button" href="/hi/">होम पेज पर जाएँ</a>');
  const { context, page } = await withoutScript(browser);
  await page.goto('/hi/no-such-page');
  await expect(page).toHaveTitle('पेज नहीं मिला | ClinicPlatform');
  await expect(page.getByRole('navigation', { name: 'मुख्य' }).getByRole('link', { name: 'कीमत' })).toHaveAttribute('href', '/hi/pricing');
  await context.close();
  const english = await request.get('/no-such-page');
  expect(english.status()).toBe(404);
  expect(await english.text()).toContain('<html lang="en-IN">');
});

test('/hi redirects to /hi/, and /hi/pricing/ to /hi/pricing', async ({ request }) => {
  for (const [path, location] of [
    ['/hi', '/hi/'],
    ['/hi/pricing/', '/hi/pricing'],
  ] as const) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(301);
    expect(response.headers().location, path).toBe(location);
  }
});

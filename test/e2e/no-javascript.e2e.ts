/**
 * The site's choices and searches with JavaScript off, against the real server and build: the
 * /pricing billing toggle switches the prices and trial links with CSS alone, and the /support
 * search is a form the server answers (/support?q=…) with the results listed. With JavaScript on,
 * a /support?q=… page keeps the server's results until the visitor searches for something else.
 */
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { axe } from './support/axe.ts';

async function expectNoAxeViolations(page: Page) {
  const results = await axe(page).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** A price of the element's cards (the page's own copy under it, shown only without a shadow root, has the same figures). */
const amount = (pricing: Locator, figure: string) => pricing.locator('.amount').filter({ hasText: new RegExp(`^${figure}$`) });

async function withoutScript(browser: Browser, width = 1280) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 800 } });
  return { context, page: await context.newPage() };
}

test('/pricing without JavaScript: choosing Annually shows the annual prices and trial links', async ({ browser }) => {
  const { context, page } = await withoutScript(browser);
  await page.goto('/pricing');
  const pricing = page.locator('clinic-pricing');
  const monthly = pricing.getByRole('radio', { name: /Monthly/ });
  const annually = pricing.getByRole('radio', { name: /Annually/ });
  await expect(pricing.getByRole('group', { name: 'Billing period' })).toBeVisible();
  await expect(monthly).toBeChecked();
  await expect(amount(pricing, '₹3,000')).toBeVisible();
  await expect(amount(pricing, '₹28,800')).toBeHidden();

  await annually.check();
  await expect(annually).toBeChecked();
  await expect(amount(pricing, '₹28,800')).toBeVisible();
  await expect(amount(pricing, '₹72,000')).toBeVisible();
  await expect(pricing.getByText('Saving ₹18,000 a year')).toBeVisible();
  await expect(amount(pricing, '₹3,000')).toBeHidden();
  await expect(pricing.getByRole('link', { name: 'Start Free Trial — Pro' })).toHaveAttribute('href', '/register?plan=pro&billing=annually');

  // Arrow keys move between the radios, natively.
  await annually.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(monthly).toBeChecked();
  await expect(amount(pricing, '₹7,500')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(annually).toBeChecked();

  // The trial link shown carries the period chosen to the registration form.
  await pricing.getByRole('link', { name: 'Start Free Trial — Basic' }).click();
  await expect(page).toHaveURL(/\/register\?plan=basic&billing=annually$/);
  await context.close();
});

test('/pricing without JavaScript does not scroll sideways on a 320 px phone, either period', async ({ browser }) => {
  const { context, page } = await withoutScript(browser, 320);
  await page.goto('/pricing');
  const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(await fits()).toBe(true);
  await page
    .locator('clinic-pricing')
    .getByRole('radio', { name: /Annually/ })
    .check();
  await expect(amount(page.locator('clinic-pricing'), '₹28,800')).toBeVisible();
  expect(await fits()).toBe(true);
  await context.close();
});

test('/support without JavaScript: the search is sent to the server, which lists the results', async ({ browser }) => {
  const { context, page } = await withoutScript(browser);
  await page.goto('/support');
  const search = page.getByRole('search', { name: 'Help articles' });
  await search.getByRole('searchbox', { name: 'Search the help articles' }).fill('gst invoice');
  await search.getByRole('searchbox').press('Enter');
  await expect(page).toHaveURL(/\/support\?q=gst\+invoice$/);
  await expect(page.getByRole('searchbox', { name: 'Search the help articles' })).toHaveValue('gst invoice');
  await expect(page.getByRole('heading', { level: 2, name: /articles? found for “gst invoice”\./ })).toBeVisible();
  const first = page.locator('clinic-help-search').getByRole('link', { name: /GST Compliance for Clinics/ });
  await expect(first).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
  await first.click();
  await expect(page).toHaveURL(/\/help\/gst-compliance$/);

  await page.goto(`/support?q=${encodeURIComponent('<b>nothing like this</b>')}`);
  await expect(page.getByRole('heading', { level: 2, name: 'No articles match “<b>nothing like this</b>”.' })).toBeVisible();
  await expect(page.locator('clinic-help-search').getByRole('link', { name: /Call \+91 80 4718 2290/ })).toBeVisible();
  await expect(page.locator('b', { hasText: 'nothing like this' })).toHaveCount(0);
  await context.close();
});

test('/support?q=… with JavaScript: the server’s results stay as the element wakes, and give way to a new search', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto('/support?q=gst');
  const box = page.getByRole('searchbox', { name: 'Search the help articles' });
  const serverHeading = page.getByRole('heading', { level: 2, name: /articles found for “gst”\./ });
  await expect(serverHeading).toBeVisible();
  await expectNoAxeViolations(page);
  // Focusing the box loads the element's code, which hydrates the page's markup.
  await box.focus();
  // Hydrated: the server's style has given way to the element's adopted sheets.
  await page.waitForFunction(() => !document.querySelector('clinic-help-search')!.shadowRoot!.querySelector(':scope > style[data-clinic-style]'));
  await expect(box).toHaveValue('gst');
  await expect(serverHeading).toBeVisible();
  await box.fill('whatsapp');
  await expect(page.locator('clinic-help-search').getByRole('status')).toHaveText(/found for “whatsapp”/);
  await expect(serverHeading).toBeHidden();
  expect(problems).toEqual([]);
});

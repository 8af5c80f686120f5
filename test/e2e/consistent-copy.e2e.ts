/**
 * What the site says agrees with itself: the banner announces the free plan without claiming that
 * registration is closed while /register works; /contact and the page for a form sent without
 * JavaScript give the phone hours /support gives (only the chat is 24/7), and its way back keeps
 * the plan the visitor chose.
 */
import { expect, test } from '@playwright/test';

test('the banner announces the free plan from 1 October and never says registration is yet to open, while /register takes registrations', async ({ page }) => {
  await page.goto('/');
  const banner = page.getByRole('complementary', { name: 'Announcement' });
  await expect(banner).toContainText('a free 1-year plan for 100 aesthetic clinics');
  await expect(banner).toContainText(/From 1 Oct \d{4}/);
  await expect(banner).not.toContainText(/registrations? opens?/i);
  await page.goto('/register');
  await expect(page.locator('clinic-register').getByRole('button', { name: 'Start Free Trial' })).toBeVisible();
});

test('the Hindi banner asks to pre-register, as the English one does, on the Hindi contact page', async ({ page }) => {
  await page.goto('/hi/');
  const banner = page.getByRole('complementary', { name: 'घोषणा' });
  await expect(banner.getByRole('link', { name: 'पहले से रजिस्टर करें' })).toHaveAttribute('href', '/hi/contact#contact-form');
  await page.goto('/');
  await expect(page.getByRole('complementary', { name: 'Announcement' }).getByRole('link', { name: 'Pre-register' })).toHaveAttribute(
    'href',
    '/contact#contact-form',
  );
});

test('/contact gives the phone line the hours /support gives, in English and in Hindi; only the chat is 24/7', async ({ page }) => {
  for (const [path, hours] of [
    ['/contact', 'Mon–Fri, 9 AM–6 PM IST'],
    ['/hi/contact', 'सोम–शुक्र, सुबह 9 से शाम 6 बजे IST'],
  ] as const) {
    await page.goto(path);
    const main = page.locator('main');
    await expect(main.getByText(hours).first()).toBeVisible();
    // 24/7 is said of the live chat alone, never of the phone.
    // biome-ignore lint/performance/useDomNodeTextContent: the lines a visitor reads, split where the page breaks them (<br>).
    const lines = (await main.innerText()).split('\n').filter((line) => line.includes('24/7'));
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line).toMatch(/chat|चैट/i);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).not.toMatch(/(support|सहायता) 24\/7|24\/7 (सहायता)/);
  }
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('/form-not-sent gives the phone hours /support gives, and its way back keeps ?plan= and billing', async ({ page }) => {
    await page.goto('/support');
    await expect(page.getByText('Mon-Fri 9AM-6PM IST')).toBeVisible();

    await page.goto('/register?plan=pro&billing=annually');
    await page.locator('clinic-register').getByRole('button', { name: 'Start Free Trial' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This form needs JavaScript');
    await expect(page.getByRole('link', { name: 'Back to the form' })).toHaveAttribute('href', '/register?plan=pro&billing=annually');
    const call = page.locator('main').getByRole('link', { name: '+91 80 4718 2290' }).locator('xpath=..');
    await expect(call).toContainText('(Mon–Fri, 9 AM–6 PM IST)');
    await expect(page.locator('main')).not.toContainText('any time');
  });
});

/**
 * What the site says agrees with itself: the banner announces the free plan without claiming that
 * registration is closed while /register works; the page for a form sent without JavaScript gives
 * the phone hours /support gives, and its way back keeps the plan the visitor chose.
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

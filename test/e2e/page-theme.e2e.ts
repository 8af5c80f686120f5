/**
 * The page-wide theme on a partner's page: a page without `<html data-theme>` never fetches its
 * code; one that sets it later, or has it from the start, has it reach every element without its own.
 */
import { expect, test } from '@playwright/test';
import { chunkOf } from '../support/chunks.ts';

const page = (theme: string) =>
  `<!doctype html><html lang="en"${theme}><head><meta charset="utf-8"><title>Partner</title><script src="/clinic-widgets.js" defer></script></head>` +
  '<body><clinic-sign-in></clinic-sign-in><clinic-pricing data-theme="light"></clinic-pricing></body></html>';

const THEME_CODE = `/chunks/${chunkOf('widgets/runtime/script/page-theme.ts')}`;

test('a page that never sets a theme never fetches its code; one set later reaches the elements without their own', async ({ page: tab }) => {
  const requested: string[] = [];
  tab.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await tab.route('**/partner/theme', (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: page('') }));
  await tab.goto('/partner/theme');
  await expect(tab.locator('clinic-sign-in').getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  await tab.waitForLoadState('networkidle');
  expect(requested).not.toContain(THEME_CODE);
  await tab.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
  await expect(tab.locator('clinic-sign-in')).toHaveAttribute('data-theme', 'dark');
  // An element's own theme wins.
  await expect(tab.locator('clinic-pricing')).toHaveAttribute('data-theme', 'light');
  expect(requested).toContain(THEME_CODE);
});

test('a page with a theme from the start has it on its elements', async ({ page: tab }) => {
  await tab.route('**/partner/theme', (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: page(' data-theme="dark"') }));
  await tab.goto('/partner/theme');
  await expect(tab.locator('clinic-sign-in')).toHaveAttribute('data-theme', 'dark');
});

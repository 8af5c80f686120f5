/**
 * Each page downloads only the code its elements need: the JavaScript a page fetches before any
 * interaction (brotli, summed over its script responses, measured in Chromium on the built site)
 * stays within its row's budget.
 */
import { expect, test } from '@playwright/test';
import { DOWNLOAD_ROWS, measurePage } from '../bench/downloads.ts';
import { chunkOf } from '../support/chunks.ts';

for (const row of DOWNLOAD_ROWS) {
  for (const page of row.pages) {
    test(`${page.name} downloads at most ${row.budgetKb} KB of JavaScript (brotli) before any interaction`, async ({ browser, baseURL }) => {
      const measured = await measurePage(browser, baseURL!, page);
      const detail = measured.scripts.map((script) => `${new URL(script.url).pathname} ${script.brotli}`).join(', ');
      expect(measured.brotli, `${page.name}: ${measured.brotli} bytes (${detail})`).toBeLessThanOrEqual(row.budgetKb * 1024);
    });
  }
}

test('a form fetches its rules and the API client when the visitor reaches for it, then checks what is sent', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/login');
  const form = page.locator('clinic-sign-in');
  await expect(form.getByLabel('Email address')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const before = scripts.length;
  const formChunks = [chunkOf('widgets/runtime/react/forms/rules.ts'), chunkOf('widgets/runtime/script/page-client.ts')].map((file) => `/chunks/${file}`);
  expect(scripts.some((path) => formChunks.includes(path))).toBe(false);
  await form.getByLabel('Email address').focus();
  await expect.poll(() => scripts.slice(before).filter((path) => formChunks.includes(path)).length).toBe(2);
  // Nothing is sent for a form that fails its checks.
  await form.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(form.getByText('Please enter a valid email address')).toBeVisible();
});

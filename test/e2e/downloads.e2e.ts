/**
 * Each page downloads only the code its elements need: the JavaScript a page fetches before any
 * interaction (brotli, summed over its script responses, measured in Chromium on the built site)
 * stays within its row's budget.
 */
import { expect, test } from '@playwright/test';
import { DOWNLOAD_ROWS, measurePage } from '../bench/downloads.ts';

for (const row of DOWNLOAD_ROWS) {
  for (const page of row.pages) {
    test(`${page.name} downloads at most ${row.budgetKb} KB of JavaScript (brotli) before any interaction`, async ({ browser, baseURL }) => {
      const measured = await measurePage(browser, baseURL!, page);
      const detail = measured.scripts.map((script) => `${new URL(script.url).pathname} ${script.brotli}`).join(', ');
      expect(measured.brotli, `${page.name}: ${measured.brotli} bytes (${detail})`).toBeLessThanOrEqual(row.budgetKb * 1024);
    });
  }
}

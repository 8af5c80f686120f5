/**
 * Page views on a partner's page: with an analytics address on the script tag, one view per page
 * shown reaches it (its reporting code fetched only then), with a reset token's value redacted;
 * without one, nothing is sent and the reporting code is never fetched.
 */
import { expect, test, type Page } from '@playwright/test';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chunkOf } from '../support/chunks.ts';

const BASE = process.env.E2E_BASE_URL!;

// The partner's own site (another origin than ours), which also collects the page views.
let partner: Server;
let origin = '';
const views: string[] = [];

test.beforeAll(async () => {
  partner = createServer((request, response) => {
    if (request.url === '/collect') {
      let body = '';
      request.on('data', (part: Buffer) => (body += part.toString()));
      request.on('end', () => {
        views.push(body);
        response.writeHead(204, { 'access-control-allow-origin': '*' }).end();
      });
      return;
    }
    const analytics = request.url?.startsWith('/with-analytics') ? `${origin}/collect` : '';
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner page</title><link rel="icon" href="data:,"></head><body><main><h1>Our clinic</h1><clinic-chat></clinic-chat></main><script src="${BASE}/clinic-widgets.js" data-analytics-url="${analytics}"></script></body></html>`,
    );
  });
  await new Promise<void>((resolve) => partner.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(partner.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((resolve) => partner.close(() => resolve())));
test.beforeEach(() => {
  views.length = 0;
});

function reportingChunks(page: Page): string[] {
  const chunks: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith(`/chunks/${chunkOf('widgets/runtime/script/analytics/page-view.ts')}`)) chunks.push(request.url());
  });
  return chunks;
}

test('one page view reaches the configured address, with secrets redacted', async ({ page }) => {
  const chunks = reportingChunks(page);
  await page.goto(`${origin}/with-analytics/reset?token=abc123&plan=pro`);
  await expect.poll(() => views.length).toBe(1);
  const view = JSON.parse(views[0]!) as { path: string; title: string };
  expect(view).toMatchObject({ path: '/with-analytics/reset?token=redacted&plan=pro', title: 'Partner page' });
  expect(chunks).toHaveLength(1);
});

test('without an analytics address nothing is sent, and the reporting code is never fetched', async ({ page }) => {
  const chunks = reportingChunks(page);
  await page.goto(`${origin}/plain/reset?token=abc123`);
  await page.waitForFunction(() => customElements.get('clinic-chat') !== undefined);
  await page.waitForLoadState('networkidle');
  expect(views).toEqual([]);
  expect(chunks).toEqual([]);
});

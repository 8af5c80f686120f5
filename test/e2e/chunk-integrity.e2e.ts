/**
 * The browser holds every chunk to the build's bytes. A host page prints an import map with the
 * hash of each chunk it may load; a partner page that pins the script with `integrity` gets the
 * same from the script, which fetches the release's chunk manifest by the hash it carries. A chunk
 * whose bytes were changed on the way (a compromised CDN, a proxy) is refused before it runs: the
 * console names it in a `[clinic-widgets]` error and the element shows its load-failure notice.
 * The untampered build loads as before.
 */
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { dist } from '../../scripts/build-options.ts';
import { builtFile, readIntegrity } from '../../scripts/script-files.ts';
import { chunkOf } from '../support/chunks.ts';

/** The notice an element shows when its code cannot be loaded (failure.ts). */
const NOTICE = 'Network error. Please check your connection.';

/** The console's errors and the page's own script errors, as they come. */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

/** The chunk of the pricing table's own code (`chunks/HASH.js`). */
const pricingChunk = () => `chunks/${chunkOf('widgets/elements/pricing/pricing.component.tsx')}`;

/** The chunk's bytes with a statement added: what a tampering proxy might serve. */
const tampered = (bytes: Buffer) => Buffer.concat([bytes, Buffer.from('\nwindow.__clinicTampered=true;\n')]);

test.describe('host pages', () => {
  test('a page lists in its import map every chunk it loads, and loads them', async ({ page }) => {
    const errors = errorsOf(page);
    const chunks: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/chunks/')) chunks.push(path);
    });
    await page.goto('/contact');
    // The form's code, its rules and the API client; then the chat's code and its assistant.
    await page.locator('clinic-contact-form').getByLabel('Email address').focus();
    await page.locator('clinic-chat').getByRole('button', { name: 'Chat with us' }).click();
    await expect(page.locator('clinic-chat').getByRole('textbox')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const map = JSON.parse((await page.locator('script[type=importmap]').textContent()) ?? '{}') as { integrity: Record<string, string> };
    expect(chunks.length).toBeGreaterThan(10);
    expect(chunks.filter((path) => !(path in map.integrity))).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('a chunk with other bytes is refused, named in the console, and the element shows its notice', async ({ page }) => {
    const errors = errorsOf(page);
    const chunk = pricingChunk();
    await page.route(`**/${chunk}`, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: tampered(await response.body()) });
    });
    await page.goto('/pricing');
    await expect(page.locator('clinic-pricing').getByRole('alert')).toContainText(NOTICE);
    await expect
      .poll(() => errors.filter((text) => text.startsWith('[clinic-widgets] ')))
      .toEqual(expect.arrayContaining([`[clinic-widgets] ${new URL(`/${chunk}`, page.url()).href} did not load or failed its integrity check`]));
    expect(await page.evaluate(() => (window as { __clinicTampered?: boolean }).__clinicTampered)).toBeUndefined();
  });
});

test.describe('a partner page pinned to the release', () => {
  let server: Server;
  let origin = '';
  /** Files the release's host serves today: the build's script directory, by path, changed where a test says. */
  const changed = new Map<string, Buffer>();

  test.beforeAll(async () => {
    const integrity = await readIntegrity(dist);
    const scriptIntegrity = integrity.files['clinic-widgets.js']!;
    // One server with two names: the release is served from 127.0.0.1 (a CDN), the partner's page from localhost.
    server = createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const release = /^\/release\/(.+)$/.exec(url.pathname)?.[1];
      if (release && release in integrity.files) {
        const body = changed.get(release) ?? readFileSync(builtFile(dist, release));
        response.writeHead(200, { 'content-type': release.endsWith('.json') ? 'application/json' : 'text/javascript', 'access-control-allow-origin': '*' });
        response.end(body);
        return;
      }
      const pinned = url.searchParams.has('pinned');
      // `?from=<origin>`: the script pinned on that site (the real server) instead of this copy.
      const from = url.searchParams.get('from');
      const src = from
        ? `${from}/${integrity.version}/clinic-widgets.js`
        : `http://127.0.0.1:${(server.address() as AddressInfo).port}/release/clinic-widgets.js`;
      const script = `<script src="${src}"${pinned ? ` integrity="${scriptIntegrity}" crossorigin="anonymous"` : ''} defer></script>`;
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner</title>${script}</head><body><clinic-pricing></clinic-pricing></body></html>`,
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  });
  test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  test.afterEach(() => changed.clear());

  test('the untampered release loads, its chunks held to the manifest the script fetched', async ({ page }) => {
    const errors = errorsOf(page);
    await page.goto(`${origin}/?pinned`);
    await expect(page.locator('clinic-pricing').getByRole('heading').first()).toBeVisible();
    const map = JSON.parse((await page.locator('script[type=importmap]').textContent()) ?? '{}') as { integrity: Record<string, string> };
    expect(map.integrity[`http://127.0.0.1:${(server.address() as AddressInfo).port}/release/${pricingChunk()}`]).toMatch(/^sha384-/);
    expect(errors).toEqual([]);
  });

  test("the site's own pinned release serves the manifest the script asks for, to the partner's origin", async ({ page, baseURL }) => {
    const errors = errorsOf(page);
    await page.goto(`${origin}/?pinned&from=${encodeURIComponent(baseURL!)}`);
    await expect(page.locator('clinic-pricing').getByRole('heading').first()).toBeVisible();
    const { version } = await readIntegrity(dist);
    const map = JSON.parse((await page.locator('script[type=importmap]').textContent()) ?? '{}') as { integrity: Record<string, string> };
    expect(map.integrity[`${baseURL}/${version}/${pricingChunk()}`]).toMatch(/^sha384-/);
    expect(errors).toEqual([]);
  });

  test('a chunk with other bytes is refused, named in the console, and the element shows its notice', async ({ page }) => {
    const chunk = pricingChunk();
    changed.set(chunk, tampered(readFileSync(builtFile(dist, chunk))));
    const errors = errorsOf(page);
    await page.goto(`${origin}/?pinned`);
    await expect(page.locator('clinic-pricing').getByRole('alert')).toContainText(NOTICE);
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/release/${chunk}`;
    await expect.poll(() => errors).toEqual(expect.arrayContaining([`[clinic-widgets] ${url} did not load or failed its integrity check`]));
    expect(await page.evaluate(() => (window as { __clinicTampered?: boolean }).__clinicTampered)).toBeUndefined();
  });

  test('a chunk manifest with other bytes stops every chunk: the element says why in the console and shows its notice', async ({ page }) => {
    changed.set('chunk-integrity.json', Buffer.from(readFileSync(join(dist, 'chunk-integrity.json'), 'utf8').replace(/sha384-[^"]+/, 'sha384-AAAA')));
    const errors = errorsOf(page);
    const chunks: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/chunks/')) chunks.push(request.url());
    });
    await page.goto(`${origin}/?pinned`);
    await expect(page.locator('clinic-pricing').getByRole('alert')).toContainText(NOTICE);
    await expect.poll(() => errors.filter((text) => text.startsWith('[clinic-widgets] <clinic-pricing> could not load its code'))).toHaveLength(1);
    expect(chunks).toEqual([]);
  });

  test('a page that does not pin the script fetches no manifest', async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await page.goto(origin);
    await expect(page.locator('clinic-pricing').getByRole('heading').first()).toBeVisible();
    expect(fetched.filter((path) => path.endsWith('chunk-integrity.json'))).toEqual([]);
    expect(await page.locator('script[type=importmap]').count()).toBe(0);
  });
});

/**
 * Server rendering works as the README documents: a React 19 application renders the elements on
 * the server with react-dom/server (as Next.js does), the browser hydrates it with the package's ES
 * module bundled in, and the camelCase props survive hydration (React writes them as attributes on
 * the server and never sets the properties when it hydrates); a prop the element does not know gets
 * a `[clinic-widgets]` warning.
 */
import { expect, test } from '@playwright/test';
import * as esbuild from 'esbuild';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { root } from './support/consumer.ts';
import { App } from './support/ssr-app.ts';

const PORT = Number(process.env.E2E_PORT ?? 8190) + 8;
const ORIGIN = `http://127.0.0.1:${PORT}`;

let server: Server | null = null;
let html = '';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  // The client bundle, as a Next.js application's: the package imported by its React entry, bundled with the app.
  const client = await esbuild.build({
    stdin: {
      contents: [
        "import 'clinic-widgets/react';",
        "import { createElement } from 'react';",
        "import { hydrateRoot } from 'react-dom/client';",
        "import { App } from './test/e2e/support/ssr-app.ts';",
        "hydrateRoot(document.getElementById('root'), createElement(App), { onRecoverableError: (error) => console.error('hydration:', String(error)) });",
        "document.documentElement.dataset.hydrated = 'yes';",
      ].join('\n'),
      resolveDir: root,
      loader: 'ts',
    },
    alias: { 'clinic-widgets/react': join(root, 'dist/react.mjs') },
    bundle: true,
    format: 'esm',
    write: false,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  const app = client.outputFiles[0]!.text;
  html = renderToString(createElement(App));
  const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Next-style page</title><link rel="icon" href="data:,"></head><body><div id="root">${html}</div><script type="module" src="/app.js"></script></body></html>`;
  server = createServer((request, response) => {
    if (request.url === '/app.js') return response.writeHead(200, { 'content-type': 'text/javascript' }).end(app);
    if (request.url === '/') return response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
    response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  });
  await new Promise<void>((resolve) => server!.listen(PORT, '127.0.0.1', resolve));
});

test.afterAll(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
});

test('the server writes the camelCase props as attributes, as React 19 does for custom elements', () => {
  expect(html).toContain('registerHref="/join"');
  expect(html).toContain('signupHref="/trial"');
});

test('camelCase props survive hydration, the dashed spelling too, and a misspelt prop is named in one warning', async ({ page }) => {
  const errors: string[] = [];
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
    if (message.type() === 'warning') warnings.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${ORIGIN}/`);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'yes');

  const camel = page.locator('#camel');
  await expect(camel.getByRole('link', { name: 'Start your free trial' })).toHaveAttribute('href', '/join');
  await expect(camel.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/lost');
  await expect(page.locator('#dashed').getByRole('link', { name: 'Start your free trial' })).toHaveAttribute('href', '/dashed-join');
  await expect(page.locator('#pricing').getByRole('link', { name: 'Start Free Trial — Pro' })).toHaveAttribute('href', /^\/trial\?plan=pro&billing=monthly$/);
  // The properties read what the attributes said, and React's later updates go through them.
  expect(await camel.evaluate((el) => (el as HTMLElement & { registerHref: string }).registerHref)).toBe('/join');

  await expect.poll(() => warnings.filter((text) => text.startsWith('[clinic-widgets]'))).toHaveLength(1);
  expect(warnings.find((text) => text.startsWith('[clinic-widgets]'))).toContain(
    '<clinic-forgot-password> has no attribute or property "loginherf"; did you mean login-href (loginHref as a property)?',
  );
  expect(errors).toEqual([]);
});

/**
 * Every code block of the README that a reader can paste into a page runs: each HTML and
 * JavaScript block (no list of names: the README's own fences, support/readme-snippets.ts) is put
 * on a partner's page in Chromium, as written, against the built server answering for the site's
 * address, and fails on any thrown error, console error or unhandled rejection, or on an element it
 * places that never renders. A block that cannot run on its own is marked in the README with its
 * reason; this file counts and reports those.
 */
import { expect, test, type Page } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { startApiServer } from '../../demo-hosts/serve.ts';
import { builtFile } from '../../scripts/script-files.ts';
import { REACT_MODULES, reactModules, root } from './support/consumer.ts';
import { readmeSnippets } from './support/readme-snippets.ts';

const SITE = 'https://www.clinicplatform.in';
const BASE_PORT = Number(process.env.E2E_PORT ?? 8190);
const API_PORT = BASE_PORT + 6;
const PAGE_PORT = BASE_PORT + 7;
const PAGE_ORIGIN = `http://127.0.0.1:${PAGE_PORT}`;

const snippets = readmeSnippets();
const runnable = snippets.filter((snippet) => snippet.notRunnable === null);

let api: { url: string; close: () => Promise<void> } | null = null;
let pages: Server | null = null;
const files = new Map<string, { type: string; body: string | Buffer }>();

/** A page of the partner's own site around a snippet. */
const pageAround = (head: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner page</title><link rel="icon" href="data:,">${head}</head><body><main>\n${body}\n</main></body></html>`;

/**
 * A JavaScript block runs as the entry module of a page that has no bundler: an import map names
 * the package's entries (on the site) and React's modules (the page's own, as the README's module
 * snippet does); the page notes when the module has run, or that it threw.
 */
function jsPage(index: number): string {
  const imports = {
    'clinic-widgets': `${SITE}/clinic-widgets.mjs`,
    'clinic-widgets/react': `${SITE}/react.mjs`,
    ...Object.fromEntries(Object.entries(REACT_MODULES).map(([specifier, file]) => [specifier, `/js/${file}`])),
  };
  return pageAround(
    `<script type="importmap">${JSON.stringify({ imports })}</script>`,
    `<script type="module">import('/snippets/${index}.js').then(() => { document.documentElement.dataset.snippet = 'ran'; }, (error) => { document.documentElement.dataset.snippet = 'threw'; throw error; });</script>`,
  );
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  api = await startApiServer({ port: API_PORT, publicUrl: SITE, allowedOrigins: [PAGE_ORIGIN] });
  for (const [index, snippet] of snippets.entries()) {
    if (snippet.language === 'html') files.set(`/snippets/${index}.html`, { type: 'text/html; charset=utf-8', body: pageAround('', snippet.code) });
    else {
      files.set(`/snippets/${index}.html`, { type: 'text/html; charset=utf-8', body: jsPage(index) });
      files.set(`/snippets/${index}.js`, { type: 'text/javascript', body: snippet.code });
    }
  }
  // The page's own React as ES modules, where an import map names them.
  for (const [file, body] of await reactModules()) files.set(`/js/${file}`, { type: 'text/javascript', body });
  pages = createServer((request, response) => {
    const path = new URL(request.url ?? '/', PAGE_ORIGIN).pathname;
    const vendored = /^\/vendor\/clinic-widgets\/([\w./-]+)$/.exec(path)?.[1];
    // A copy of the built script's folder on the partner's own server (the README's self-hosted copy).
    if (vendored && !vendored.includes('..') && existsSync(builtFile(join(root, 'dist'), vendored))) {
      const type = vendored.endsWith('.json') ? 'application/json' : /\.m?js$/.test(vendored) ? 'text/javascript' : 'text/plain';
      return response.writeHead(200, { 'content-type': type }).end(readFileSync(builtFile(join(root, 'dist'), vendored)));
    }
    const file = files.get(path);
    response.writeHead(file ? 200 : 404, { 'content-type': file?.type ?? 'text/plain' }).end(file?.body ?? 'not found');
  });
  await new Promise<void>((resolve) => pages!.listen(PAGE_PORT, '127.0.0.1', resolve));
});

test.afterAll(async () => {
  await api?.close();
  await new Promise((resolve) => (pages ? pages.close(resolve) : resolve(undefined)));
});

/** Serves the site's address from the built server, as DNS would: the browser sees https://www.clinicplatform.in. */
async function serveSite(page: Page): Promise<void> {
  await page.route(`${SITE}/**`, async (route) => {
    const url = new URL(route.request().url());
    await route.fulfill({ response: await route.fetch({ url: `${api!.url}${url.pathname}${url.search}` }) });
  });
}

test('every HTML and JavaScript block of the README is run here, or marked not runnable with its reason', () => {
  const skipped = snippets.filter((snippet) => snippet.notRunnable !== null);
  const report = [
    `README.md: ${snippets.length} HTML and JavaScript blocks, ${runnable.length} run, ${skipped.length} marked not runnable`,
    ...skipped.map((snippet) => `  line ${snippet.line} (${snippet.language}): ${snippet.notRunnable}`),
  ].join('\n');
  console.log(report);
  test.info().annotations.push({ type: 'README blocks', description: report });
  expect(runnable.length).toBeGreaterThanOrEqual(8);
  for (const snippet of skipped) expect(snippet.notRunnable!.length, `line ${snippet.line}'s reason`).toBeGreaterThan(10);
});

for (const [index, snippet] of snippets.entries()) {
  if (snippet.notRunnable !== null) continue;
  test(`README ${snippet.language} block "${snippet.name}" (line ${snippet.line}) runs in Chromium against the built server`, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`console error: ${message.text()}`);
    });
    page.on('pageerror', (error) => errors.push(`thrown: ${error.message}`));
    await page.addInitScript(() => {
      window.addEventListener('unhandledrejection', (event) => console.error(`unhandled rejection: ${String(event.reason)}`));
    });
    await serveSite(page);
    await page.goto(`${PAGE_ORIGIN}/snippets/${index}.html`);

    if (snippet.language === 'js') {
      await expect(page.locator('html')).toHaveAttribute('data-snippet', /ran|threw/);
      expect(errors).toEqual([]);
      await expect(page.locator('html')).toHaveAttribute('data-snippet', 'ran');
    }
    // Every element the block places is defined and draws itself (the script loaded, its code ran).
    const drawn = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('*')]
          .filter((element) => element.localName.startsWith('clinic-'))
          .map((element) => ({
            tag: element.localName,
            drawn:
              customElements.get(element.localName) !== undefined &&
              [...(element.shadowRoot?.children ?? [])].some((child) => child.localName !== 'slot' && child.localName !== 'style'),
          })),
      );
    await expect.poll(async () => (await drawn()).filter((element) => !element.drawn).map((element) => element.tag), { timeout: 15_000 }).toEqual([]);
    expect(errors).toEqual([]);
  });
}

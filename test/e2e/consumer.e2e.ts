/**
 * A stranger adopts the package: it is packed and installed into a new project (one package, no
 * dependencies), a React 19 component and a Vue SFC taken from the README type-check (and a
 * misspelt attribute is refused in each), the React one is bundled, and every README snippet runs
 * unchanged on a second origin against the real server, with the site's address served by it:
 * every link leads to the site, the API answers, and the console shows no error.
 */
import { expect, test, type Page } from '@playwright/test';
import * as esbuild from 'esbuild';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { startApiServer } from '../../demo-hosts/serve.ts';
import { makePackage } from '../../scripts/package.ts';
import { chunkOf } from '../support/chunks.ts';
import { installPackage, linkTools, reactModules, readmeSnippet, root, run, tsconfig, writeFiles } from './support/consumer.ts';

const SITE = 'https://www.clinicplatform.in';
const BASE_PORT = Number(process.env.E2E_PORT ?? 8190);
const API_PORT = BASE_PORT + 2;
const PAGE_PORT = BASE_PORT + 3;
const PAGE_ORIGIN = `http://127.0.0.1:${PAGE_PORT}`;

test.describe.configure({ mode: 'serial' });

let project = '';
let npmOutput = '';
let api: { url: string; close: () => Promise<void> } | null = null;
let pages: Server | null = null;
const pageFiles = new Map<string, { type: string; body: string }>();

/** A page of the partner's own site around a README snippet, pasted as it is. */
const pageAround = (body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner page</title><link rel="icon" href="data:,"></head><body><main>\n${body}\n</main></body></html>`;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const tarball = await makePackage();
  const installed = installPackage(tarball);
  project = installed.dir;
  npmOutput = `${installed.npm.stdout}${installed.npm.stderr}`;
  expect(installed.npm.status, npmOutput).toBe(0);
  linkTools(project);
  writeFiles(project, {
    'src/Plans.tsx': readmeSnippet('react'),
    'src/main.tsx':
      "import { createRoot } from 'react-dom/client';\nimport { Plans } from './Plans.tsx';\n\ncreateRoot(document.getElementById('app')!).render(<Plans />);\n",
    'src/Plans.vue': readmeSnippet('vue'),
    'bad/Misspelt.tsx': 'import \'clinic-widgets/react\';\n\nexport const plans = <clinic-pricing signupHerf="/trial" />;\n',
    'bad/Misspelt.vue':
      '<script setup lang="ts">\nimport \'clinic-widgets/vue\';\n</script>\n\n<template>\n  <clinic-pricing signup-herf="/trial" />\n</template>\n',
    'tsconfig.json': tsconfig(['src']),
    'tsconfig.misspelt.json': tsconfig(['bad']),
  });

  api = await startApiServer({ port: API_PORT, publicUrl: SITE, allowedOrigins: [PAGE_ORIGIN] });
  for (const name of ['start', 'config', 'partner', 'cms', 'module', 'self-hosted']) {
    pageFiles.set(`/${name}.html`, { type: 'text/html; charset=utf-8', body: pageAround(readmeSnippet(name)) });
  }
  // The page's own React as ES modules, where the "module" snippet's import map names them.
  for (const [file, body] of await reactModules()) pageFiles.set(`/js/${file}`, { type: 'text/javascript', body });
  // The self-hosted copy: the package's dist/ folder as it was installed, under /vendor/clinic-widgets/.
  const installedDist = join(project, 'node_modules/clinic-widgets/dist');
  for (const file of readdirSync(installedDist, { recursive: true }).map(String)) {
    const type = file.endsWith('.json') ? 'application/json' : /\.m?js$/.test(file) ? 'text/javascript' : 'text/plain';
    if (!file.includes('.')) continue;
    pageFiles.set(`/vendor/clinic-widgets/${file}`, { type, body: readFileSync(join(installedDist, file), 'utf8') });
  }
  pages = createServer((request, response) => {
    const file = pageFiles.get(new URL(request.url ?? '/', PAGE_ORIGIN).pathname);
    response.writeHead(file ? 200 : 404, { 'content-type': file?.type ?? 'text/plain' }).end(file?.body ?? 'not found');
  });
  await new Promise<void>((resolve) => pages!.listen(PAGE_PORT, '127.0.0.1', resolve));
});

test.afterAll(async () => {
  await api?.close();
  await new Promise((resolve) => (pages ? pages.close(resolve) : resolve(undefined)));
  if (project) rmSync(project, { recursive: true, force: true });
});

test("installs beside the application's React as one package with no dependencies of its own, holding only built files", () => {
  // The package and the application's own React and React DOM, which satisfy its peers.
  expect(npmOutput).toMatch(/added 3 packages/);
  expect(readdirSync(join(project, 'node_modules')).filter((name) => !name.startsWith('.'))).toEqual(['@types', 'clinic-widgets', 'react', 'react-dom', 'vue']);
  const installed = JSON.parse(readFileSync(join(project, 'node_modules/clinic-widgets/package.json'), 'utf8'));
  expect(installed.dependencies).toBeUndefined();
  expect(Object.keys(installed.peerDependencies)).toEqual(['react', 'react-dom']);
  expect(installed.license).toBe('MIT');
  expect(installed.version).toBe(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version);
  const top = readdirSync(join(project, 'node_modules/clinic-widgets')).sort();
  expect(top).toEqual(['CHANGELOG.md', 'LICENSE', 'README.md', 'RELEASES.md', 'dist', 'docs', 'package.json']);
  const files = readdirSync(join(project, 'node_modules/clinic-widgets/dist'), { recursive: true }).map(String);
  expect(files.filter((file) => /\.(ts|tsx)$/.test(file) && !file.endsWith('.d.ts'))).toEqual([]);
  for (const file of [
    'clinic-widgets.js',
    'clinic-widgets.mjs',
    'react.mjs',
    'custom-elements.json',
    'web-types.json',
    'clinic-widgets.vue.d.ts',
    'clinic-widgets.svelte.d.ts',
  ])
    expect(files).toContain(file);
});

test("type-checks the README's React 19 component, and refuses a misspelt property", () => {
  test.setTimeout(180_000);
  const tsc = join(root, 'node_modules/.bin/tsc');
  const good = run(tsc, ['-p', 'tsconfig.json'], project);
  expect(good.status, good.stdout + good.stderr).toBe(0);
  const bad = run(tsc, ['-p', 'tsconfig.misspelt.json'], project);
  expect(bad.status).not.toBe(0);
  expect(bad.stdout).toContain("Property 'signupHerf' does not exist");
});

test("type-checks the README's Vue SFC with vue-tsc, and refuses a misspelt attribute", () => {
  test.setTimeout(180_000);
  const vueTsc = join(root, 'node_modules/.bin/vue-tsc');
  const good = run(vueTsc, ['-p', 'tsconfig.json'], project);
  expect(good.status, good.stdout + good.stderr).toBe(0);
  const bad = run(vueTsc, ['-p', 'tsconfig.misspelt.json'], project);
  expect(bad.status).not.toBe(0);
  expect(bad.stdout).toMatch(/Misspelt\.vue.*'signupHerf' does not exist/);
});

test('bundles the React component with the package', async () => {
  test.setTimeout(120_000);
  const result = await esbuild.build({
    entryPoints: [join(project, 'src/main.tsx')],
    bundle: true,
    format: 'esm',
    write: false,
    metafile: true,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    absWorkingDir: project,
    logLevel: 'silent',
  });
  const app = result.outputFiles[0]!.text;
  expect(app).toContain('clinic-pricing');
  // One React: the application's, which the package's chunks import; none of them brings its own.
  const inputs = Object.keys(result.metafile.inputs);
  const chunks = inputs.filter((input) => input.includes('node_modules/clinic-widgets/dist/chunks/'));
  expect(chunks.length).toBeGreaterThan(0);
  expect(chunks.filter((input) => !/\/chunks\/esm-[^/]+\.js$/.test(input))).toEqual([]);
  expect(inputs.filter((input) => /react-dom-client\.production\.js$/.test(input))).toHaveLength(1);
  pageFiles.set('/app.js', { type: 'text/javascript', body: app });
  pageFiles.set('/app.html', { type: 'text/html; charset=utf-8', body: pageAround('<div id="app"></div>\n<script type="module" src="/app.js"></script>') });
});

/** Serves the site's address from the real server, as DNS would: the browser sees https://www.clinicplatform.in. */
async function serveSite(page: Page): Promise<void> {
  await page.route(`${SITE}/**`, async (route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch({ url: `${api!.url}${url.pathname}${url.search}` });
    await route.fulfill({ response });
  });
}

/** Every link on the page, in light DOM and in every open shadow root. */
function allLinks(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const walk = (node: Document | ShadowRoot) => {
      for (const link of node.querySelectorAll('a[href]')) found.push((link as HTMLAnchorElement).href);
      for (const element of node.querySelectorAll('*')) if (element.shadowRoot) walk(element.shadowRoot);
    };
    walk(document);
    return found;
  });
}

for (const [name, ready] of [
  ['start', 'clinic-session-status a'],
  ['config', 'clinic-sign-in form'],
  ['partner', 'clinic-pricing a[part~="cta"]'],
  ['cms', 'clinic-pricing a[part~="cta"]'],
  ['module', 'clinic-pricing a[part~="cta"]'],
  ['self-hosted', 'clinic-help-article h1'],
  ['app', 'clinic-pricing a[part~="cta"]'],
] as const) {
  test(`the README's ${name === 'app' ? 'bundled React component' : `"${name}" snippet`} on a second origin: every link to the site, no console error`, async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await serveSite(page);
    await page.goto(`${PAGE_ORIGIN}/${name}.html`);
    await expect(page.locator(ready).first()).toBeAttached();

    const links = await allLinks(page);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link, 'a link of the elements').toMatch(/^https:\/\/www\.clinicplatform\.in\/|^mailto:|^tel:/);

    if (name === 'self-hosted') {
      // Its code and the articles came from beside the copy, not from the site or the page's folder.
      await expect(page.locator('clinic-help-article').getByRole('heading', { level: 1 })).toHaveText('GST Compliance for Clinics');
      const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
      expect(loaded).toContain(`${PAGE_ORIGIN}/vendor/clinic-widgets/chunks/${chunkOf('widgets/elements/help-article/help-article.component.tsx')}`);
      expect(loaded.filter((url) => url.includes('/chunks/') && !url.startsWith(`${PAGE_ORIGIN}/vendor/clinic-widgets/chunks/`))).toEqual([]);
      expect(loaded).toContain(`${PAGE_ORIGIN}/vendor/clinic-widgets/assets/help-articles.json`);
    }
    if (name === 'cms') {
      // The newsletter posts to the site's API, which answers this origin (ALLOWED_ORIGINS).
      const box = page.locator('clinic-newsletter');
      await box.getByRole('textbox').fill(`consumer-${Date.now()}@example.in`);
      await box.getByRole('button', { name: 'Subscribe' }).click();
      await expect(box.getByRole('status')).toBeVisible();
    }
    if (name === 'app' || name === 'partner') {
      // The pricing toggle reports the billing period; the trial links follow it.
      const pricing = page.locator('clinic-pricing');
      await pricing.getByRole('radio', { name: /Annually/ }).check();
      await expect(pricing.getByRole('link', { name: 'Start Free Trial — Pro' })).toHaveAttribute('href', `${SITE}/register?plan=pro&billing=annually`);
    }
    expect(errors).toEqual([]);
  });
}

/**
 * Assembles the static host pages: each file in pages/routes/ (front matter + main content) is
 * wrapped in the one layout with the shared chrome (banner, header, footer, chat), and written to
 * dist/site/ at its route's path. `<!--fragment:name-->` in a page is replaced by markup rendered
 * from the content modules (pages/fragments/). The styles of pages/styles/ are concatenated and
 * fingerprinted into dist/site/assets/; pages/assets/ is copied there as it is.
 */
import { createHash } from 'node:crypto';
import { transform } from 'esbuild';
import { cp, mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BROWSERS } from '../scripts/build-options.ts';
import { sourceDate } from '../scripts/source-date.ts';
import { heldActionsScript } from '../scripts/held-actions-inline.ts';
import { pageTokensCss, tokens } from '../widgets/runtime/styles/tokens.ts';
import { escapeHtml } from '../server/escape-html.ts';
import { PUBLIC_URL_PLACEHOLDER } from '../server/site/public-url.ts';
import { fragments } from './fragments/index.ts';
import { writeSiteFiles } from './site-files.ts';

const here = fileURLToPath(new URL('.', import.meta.url));

/** A page's metadata, read from its front matter. */
export interface PageMeta {
  title: string;
  description: string;
  /** The route, e.g. /pricing; also the canonical path. */
  path: string;
  keywords?: string;
  image?: string;
  type?: string;
  /** The schema.org type for the page's JSON-LD. */
  schema?: string;
  /** Set to "noindex" for pages search engines should skip (errors). */
  robots?: string;
  /** Extra class on <body>, e.g. for focused account pages. */
  bodyClass?: string;
}

/**
 * The public address of the site, for canonical links, Open Graph and JSON-LD: a placeholder the
 * server replaces with its own PUBLIC_URL when it serves the page.
 */
export const SITE_URL = PUBLIC_URL_PLACEHOLDER;
export const SITE_NAME = 'ClinicPlatform';

/** Splits `---\nkey: value\n---\nbody` into metadata and body. */
export function parseFrontMatter(source: string, file: string): { meta: PageMeta; body: string } {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(source);
  if (!match) throw new Error(`${file}: missing front matter`);
  const meta: Record<string, string> = {};
  for (const line of match[1]!.split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) meta[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  for (const key of ['title', 'description', 'path']) {
    if (!meta[key]) throw new Error(`${file}: front matter needs ${key}`);
  }
  return { meta: meta as unknown as PageMeta, body: source.slice(match[0].length) };
}

/** Fills `{{name}}` slots; every slot must be known, so a typo fails the build. */
export function fill(template: string, values: Record<string, string>, file: string): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_all, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${file}: unknown slot {{${name}}}`);
    return value;
  });
}

function jsonLd(meta: PageMeta): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': meta.schema ?? 'WebPage',
    name: meta.title,
    description: meta.description,
    url: `${SITE_URL}${meta.path}`,
    publisher: { '@type': 'Organization', name: SITE_NAME, url: SITE_URL },
  };
  // JSON-LD is data, not script: the CSP's script-src does not apply to it. '<' is escaped.
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** Replaces each `<!--fragment:name-->` with its rendered markup; an unknown name fails the build. */
export function expandFragments(body: string, file: string): string {
  return body.replace(/<!--\s*fragment:([\w-]+)\s*-->/g, (_all, name: string) => {
    const render = fragments[name];
    if (!render) throw new Error(`${file}: unknown fragment ${name}`);
    return render();
  });
}

/** Marks the header links that point at the page itself with aria-current="page". */
export function markCurrentLinks(header: string, path: string): string {
  return header.replace(/<a ([^>]*?)href="([^"]*)"/g, (all, before: string, href: string) =>
    href === path && path !== '/' && !before.includes('aria-current') ? `<a ${before}href="${href}" aria-current="page"` : all,
  );
}

/** Renders one page from its metadata and main content. */
export function renderPage(layout: string, partials: Record<string, string>, meta: PageMeta, body: string, css: string, file: string, heldActions = '') {
  const pagePartials = partials.header === undefined ? partials : { ...partials, header: markCurrentLinks(partials.header, meta.path) };
  const values: Record<string, string> = {
    ...pagePartials,
    title: escapeHtml(meta.title),
    description: escapeHtml(meta.description),
    keywords: escapeHtml(meta.keywords ?? 'clinic management software, India, aesthetic clinic, dermatology, dental, physiotherapy, wellness'),
    canonical: escapeHtml(`${SITE_URL}${meta.path}`),
    ogType: escapeHtml(meta.type ?? 'website'),
    ogImage: escapeHtml(`${SITE_URL}${meta.image ?? '/assets/og-image.png'}`),
    robots: escapeHtml(meta.robots ?? 'index, follow'),
    bodyClass: escapeHtml(meta.bodyClass ?? ''),
    jsonLd: jsonLd(meta),
    css,
    heldActions,
    siteName: SITE_NAME,
    // The copyright year is the year of the source being built (its commit, or SOURCE_DATE_EPOCH):
    // current with each release, and the same for every build of one commit.
    year: String(sourceDate().getUTCFullYear()),
    content: expandFragments(body, file),
  };
  // Partials may use the page's slots too (e.g. {{siteName}}).
  const resolvedPartials = Object.fromEntries(Object.entries(pagePartials).map(([name, text]) => [name, fill(text, values, `${name}.html`)]));
  return fill(layout, { ...values, ...resolvedPartials }, file);
}

async function listHtml(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  // Sorted: readdir's order is the file system's, and the pages' order is the sitemap's.
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => join(e.parentPath ?? (e as any).path, e.name))
    .sort();
}

/** The output file of a route: / → index.html, /a/b → a/b.html. */
export function outputFile(path: string): string {
  return path === '/' ? 'index.html' : `${path.replace(/^\//, '')}.html`;
}

/**
 * The site's stylesheets in cascade order; any other .css file in pages/styles/ follows them
 * alphabetically, so a page family can add its own file without touching this list.
 */
export const STYLE_ORDER = ['base.css', 'chrome.css', 'sections.css', 'interactive.css', 'contact.css', 'prose.css', 'errors.css'];

/**
 * The elements' own stylesheets nested under `.clinic-fallback`, with the `--c-*` names the
 * shadow styles use mapped to the page's `--clinic-*` tokens: a static copy of an element's markup
 * inside `<div class="clinic-fallback">` looks exactly like the element, so upgrading moves nothing.
 */
export async function fallbackStylesheet(): Promise<string> {
  return (
    (await nestedSheets(
      '.clinic-fallback',
      ['widgets/runtime/styles/ui.css', 'widgets/site/error-screen.css'],
      'font-size: var(--clinic-font-size); line-height: 1.5;',
    )) + (await nestedSheets('.help-static', ['widgets/help-shared/help.css'], 'font-size: 1rem; line-height: 1.6;'))
  );
}

/**
 * Element stylesheets nested under `selector` for the pages' static copies of elements, with the
 * elements' --c-* names mapped to the page's --clinic-* tokens, so both look alike.
 */
async function nestedSheets(selector: string, files: string[], text: string): Promise<string> {
  const read = (path: string) => readFile(join(here, '..', path), 'utf8');
  const sheets = await Promise.all(files.map(read));
  const names = Object.keys(tokens)
    .map((name) => `--c-${name}: var(--clinic-${name});`)
    .join(' ');
  return `${selector} { ${names} font-family: var(--clinic-font); ${text} color: var(--clinic-color-text);\n${sheets.join('\n')}\n}\n`;
}

/** The tokens and every stylesheet of pages/styles/, concatenated. */
export async function siteStylesheet(): Promise<string> {
  const dir = join(here, 'styles');
  const files = (await readdir(dir)).filter((name) => name.endsWith('.css')).sort();
  const ordered = [...STYLE_ORDER.filter((name) => files.includes(name)), ...files.filter((name) => !STYLE_ORDER.includes(name)).sort()];
  const parts = await Promise.all(ordered.map(async (name) => `/* ${name} */\n${await readFile(join(dir, name), 'utf8')}`));
  return pageTokensCss() + parts.join('\n') + (await fallbackStylesheet());
}

/** Builds every page into `outDir`; returns the routes written. */
export async function buildPages(outDir: string, extraPages: { meta: PageMeta; body: string }[] = []): Promise<string[]> {
  const layout = await readFile(join(here, 'layout.html'), 'utf8');
  const partials: Record<string, string> = {};
  for (const file of await listHtml(join(here, 'partials'))) {
    partials[relative(join(here, 'partials'), file).replace(/\.html$/, '')] = await readFile(file, 'utf8');
  }
  // Minified: the stylesheet blocks the first paint, so every byte of it is on the critical path.
  const siteCss = (await transform(await siteStylesheet(), { loader: 'css', minify: true, target: BROWSERS })).code;
  const hash = createHash('sha256').update(siteCss).digest('hex').slice(0, 10);
  const cssPath = `/assets/site.${hash}.css`;
  await mkdir(join(outDir, 'assets'), { recursive: true });
  await cp(join(here, 'assets'), join(outDir, 'assets'), { recursive: true });
  await writeFile(join(outDir, cssPath), siteCss);

  const pages: { meta: PageMeta; body: string; file: string }[] = [];
  for (const file of await listHtml(join(here, 'routes'))) {
    pages.push({ ...parseFrontMatter(await readFile(file, 'utf8'), file), file });
  }
  for (const page of extraPages) pages.push({ ...page, file: page.meta.path });

  // Inline, first in <head>: what the visitor does before the widget script runs is held, not lost.
  const heldActions = await heldActionsScript();
  const routes: string[] = [];
  for (const page of pages) {
    const target = join(outDir, outputFile(page.meta.path));
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, renderPage(layout, partials, page.meta, page.body, cssPath, page.file, heldActions));
    routes.push(page.meta.path);
  }
  await writeSiteFiles(
    outDir,
    pages.filter((page) => !/noindex/.test(page.meta.robots ?? '')).map((page) => page.meta.path),
  );
  return routes;
}

/**
 * Assembles the static host pages: each file in pages/routes/ (front matter + main content) is one
 * template for every language, its words keyed (`{{t:login.welcome_back}}`) into the languages'
 * site catalogs (locales/<tag>/site/) and its facts named (`{{v:phone}}`, pages/site-values.ts).
 * Filled per language, it is wrapped in the one layout with the shared chrome (banner, header,
 * footer, chat, filled the same way) and written to dist/site/ at its route's path in that language.
 * `<!--fragment:name-->` in a page is replaced by markup rendered from the content modules
 * (pages/fragments/). The styles of pages/styles/ are concatenated and fingerprinted into
 * dist/site/assets/; pages/assets/ is copied there as it is.
 */
import { createHash } from 'node:crypto';
import { transform } from 'esbuild';
import { cp, mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BROWSERS } from '../scripts/build-options.ts';
import { heldActionsScript } from '../scripts/held-actions-inline.ts';
import { pageTokensCss, tokens } from '../widgets/runtime/styles/tokens.ts';
import { escapeHtml } from '../server/escape-html.ts';
import { PUBLIC_URL_PLACEHOLDER } from '../server/site/public-url.ts';
import { fragments } from './fragments/index.ts';
import type { SiteMessages } from './site-catalog.ts';
import { writeSiteFiles } from './site-files.ts';
import {
  alternateLinks,
  footerLanguageList,
  headerLanguageSwitch,
  localizeLinks,
  localPath,
  referenceLanguage,
  siteLanguages,
  type SiteLanguage,
} from './site-languages.ts';
import { SITE_NAME as NAME } from './site-values.ts';

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
export const SITE_NAME = NAME;

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

/**
 * Fills a template's words and facts in one language: `{{t:key}}` with the message (as HTML
 * content, or as escaped text inside a tag's attribute) and `{{v:name}}` with a fact's value. An
 * unknown key or value fails the build.
 */
export function fillMessages(template: string, messages: SiteMessages, file: string): string {
  return template.replace(/\{\{([tv]):([\w.-]+)\}\}/g, (_all, kind: string, name: string, at: number) => {
    const inTag = template.lastIndexOf('<', at) > template.lastIndexOf('>', at);
    if (kind === 't') return inTag ? escapeHtml(messages.text(name, {}, file)) : messages.html(name, {}, file);
    const text = messages.values.text[name];
    const markup = messages.values.markup?.[name];
    if (text !== undefined) return escapeHtml(String(text));
    if (markup !== undefined && !inTag) return markup;
    throw new Error(`${file}: unknown value {{v:${name}}}`);
  });
}

/** A front matter's value in one language: `{{t:key}}` is the message as plain text. */
function metaText(value: string, messages: SiteMessages, file: string): string {
  return value.replace(/\{\{t:([\w.-]+)\}\}/g, (_all, key: string) => messages.text(key, {}, file));
}

/** Fills `{{name}}` slots; every slot must be known, so a typo fails the build. */
export function fill(template: string, values: Record<string, string>, file: string): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_all, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${file}: unknown slot {{${name}}}`);
    return value;
  });
}

function jsonLd(meta: PageMeta, url: string, language: string): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': meta.schema ?? 'WebPage',
    name: meta.title,
    description: meta.description,
    url,
    inLanguage: language,
    publisher: { '@type': 'Organization', name: SITE_NAME, url: SITE_URL },
  };
  // JSON-LD is data, not script: the CSP's script-src does not apply to it. '<' is escaped.
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/**
 * Replaces each `<!--fragment:name-->` with its markup rendered in the page's language; an
 * unknown name fails the build.
 */
export function expandFragments(body: string, file: string, messages: SiteMessages = referenceLanguage().messages): string {
  return body.replace(/<!--\s*fragment:([\w-]+?)\s*-->/g, (_all, name: string) => {
    const render = fragments[name];
    if (!render) throw new Error(`${file}: unknown fragment ${name}`);
    return render(messages);
  });
}

/** Marks the header links that point at the page itself with aria-current="page". */
export function markCurrentLinks(header: string, path: string): string {
  return header.replace(/<a ([^>]*?)href="([^"]*)"/g, (all, before: string, href: string) =>
    href === path && path !== '/' && !before.includes('aria-current') ? `<a ${before}href="${href}" aria-current="page"` : all,
  );
}

/** The languages a page is built among, and the one it is in. */
export interface PageLanguages {
  current: SiteLanguage;
  all: readonly SiteLanguage[];
  /** The routes of the default language: the links a page of another language points at its twins. */
  routes: ReadonlySet<string>;
}

/**
 * Renders one page from its metadata and main content, in `languages.current`: its `<html lang>`,
 * its canonical address under the language's prefix, its alternates in every language, the
 * language switcher, and its links pointing at the same language's pages.
 */
export function renderPage(
  layout: string,
  partials: Record<string, string>,
  meta: PageMeta,
  body: string,
  css: string,
  file: string,
  heldActions = '',
  languages: PageLanguages = { current: referenceLanguage(), all: [referenceLanguage()], routes: new Set() },
) {
  const { current, all } = languages;
  const { messages } = current;
  const pagePartials = partials.header === undefined ? partials : { ...partials, header: markCurrentLinks(partials.header, meta.path) };
  const url = `${SITE_URL}${localPath(meta.path, current.prefix)}`;
  const values: Record<string, string> = {
    ...pagePartials,
    lang: current.language,
    ogLocale: current.ogLocale,
    skipLink: messages.html('layout.skip_link', {}, file),
    alternates: alternateLinks(meta.path, all, SITE_URL),
    languageSwitch: headerLanguageSwitch(meta.path, current, all),
    languageList: footerLanguageList(meta.path, current, all),
    title: escapeHtml(meta.title),
    description: escapeHtml(meta.description),
    keywords: escapeHtml(meta.keywords ?? messages.text('layout.keywords', {}, file)),
    canonical: escapeHtml(url),
    ogType: escapeHtml(meta.type ?? 'website'),
    ogImage: escapeHtml(`${SITE_URL}${meta.image ?? '/assets/og-image.png'}`),
    robots: escapeHtml(meta.robots ?? 'index, follow'),
    bodyClass: escapeHtml(meta.bodyClass ?? ''),
    jsonLd: jsonLd(meta, url, current.language),
    css,
    heldActions,
    siteName: SITE_NAME,
    content: expandFragments(body, file, messages),
  };
  // Partials may use the page's slots too (e.g. {{siteName}}).
  const resolvedPartials = Object.fromEntries(Object.entries(pagePartials).map(([name, text]) => [name, fill(text, values, `${name}.html`)]));
  return localizeLinks(fill(layout, { ...values, ...resolvedPartials }, file), current.prefix, languages.routes);
}

async function listHtml(dir: string, recursive = true): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive });
  // Sorted: readdir's order is the file system's, and the pages' order is the sitemap's.
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => join(e.parentPath ?? (e as any).path, e.name))
    .sort();
}

/** The output file of a route: / → index.html, /hi/ → hi/index.html, /a/b → a/b.html. */
export function outputFile(path: string): string {
  return path.endsWith('/') ? `${path.slice(1)}index.html` : `${path.replace(/^\//, '')}.html`;
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

/** Reads the partials of a folder by name (`header`). */
async function readPartials(dir: string): Promise<Record<string, string>> {
  const partials: Record<string, string> = {};
  for (const file of await listHtml(dir, false)) partials[relative(dir, file).replace(/\.html$/, '')] = await readFile(file, 'utf8');
  return partials;
}

/** A page to build: its metadata and body, and the source named in a failure. */
export interface SourcePage {
  meta: PageMeta;
  body: string;
  file: string;
}

/**
 * A page whose body stays in the reference language in another language (help articles): the
 * body marked with the reference language's tag, under one line in the page's language saying so.
 * The chrome around it is the language's own.
 */
export function englishBody(body: string, language: SiteLanguage, reference: string): string {
  if (language.language === reference) return body;
  const note = `<p class="container language-note">${language.messages.html('layout.english_note')}</p>`;
  return `${note}\n<div lang="${reference}">\n${body}\n</div>`;
}

/** A route template in one language: its front matter's and body's words and facts filled. */
function pageIn(template: SourcePage, language: SiteLanguage): SourcePage {
  const { messages } = language;
  const meta = Object.fromEntries(
    Object.entries(template.meta).map(([key, value]) => [key, metaText(String(value), messages, template.file)]),
  ) as unknown as PageMeta;
  return { meta, body: fillMessages(template.body, messages, template.file), file: template.file };
}

/** Pages generated per language (the help centre's), given with the language they are in. */
export type GeneratedPages = { meta: PageMeta; body: string }[] | ((language: SiteLanguage) => { meta: PageMeta; body: string }[]);

/** Builds every page in every language into `outDir`; returns the routes written. */
export async function buildPages(outDir: string, extraPages: GeneratedPages = [], localesRoot?: string): Promise<string[]> {
  const layout = await readFile(join(here, 'layout.html'), 'utf8');
  const languages = await siteLanguages(localesRoot);
  const partialTemplates = await readPartials(join(here, 'partials'));
  // Minified: the stylesheet blocks the first paint, so every byte of it is on the critical path.
  const siteCss = (await transform(await siteStylesheet(), { loader: 'css', minify: true, target: BROWSERS })).code;
  const hash = createHash('sha256').update(siteCss).digest('hex').slice(0, 10);
  const cssPath = `/assets/site.${hash}.css`;
  await mkdir(join(outDir, 'assets'), { recursive: true });
  await cp(join(here, 'assets'), join(outDir, 'assets'), { recursive: true });
  await writeFile(join(outDir, cssPath), siteCss);

  // Every file of pages/routes/ is one route's template, for every language.
  const templates: SourcePage[] = [];
  for (const file of await listHtml(join(here, 'routes'), false)) {
    templates.push({ ...parseFrontMatter(await readFile(file, 'utf8'), file), file });
  }
  const generated = (language: SiteLanguage): SourcePage[] =>
    (typeof extraPages === 'function' ? extraPages(language) : extraPages).map((page) => ({ ...page, file: page.meta.path }));
  const reference = languages[0]!;
  const routes = new Set([...templates, ...generated(reference)].map((page) => page.meta.path));

  // Inline, first in <head>: what the visitor does before the widget script runs is held, not lost.
  const heldActions = await heldActionsScript();
  const written: string[] = [];
  let indexable: string[] = [];
  for (const language of languages) {
    const partials = Object.fromEntries(Object.entries(partialTemplates).map(([name, text]) => [name, fillMessages(text, language.messages, `${name}.html`)]));
    const pages = [...templates.map((template) => pageIn(template, language)), ...generated(language)];
    const paths = pages.map((page) => page.meta.path);
    if (paths.length !== routes.size || paths.some((path) => !routes.has(path)))
      throw new Error(`${language.language}: its pages are not the reference language's routes`);
    if (language === reference) indexable = pages.filter((page) => !/noindex/.test(page.meta.robots ?? '')).map((page) => page.meta.path);
    for (const page of pages) {
      const path = localPath(page.meta.path, language.prefix);
      const target = join(outDir, outputFile(path));
      await mkdir(dirname(target), { recursive: true });
      const html = renderPage(layout, partials, page.meta, page.body, cssPath, page.file, heldActions, { current: language, all: languages, routes });
      await writeFile(target, html);
      written.push(path);
    }
  }
  await writeSiteFiles(outDir, indexable, languages);
  return written;
}

/**
 * Points the links the build added after the pages were assembled (the elements' server-rendered
 * shadow roots) at each language's twins, as renderPage does for the page's own markup. `written`
 * is what buildPages returned.
 */
export async function localizeRenderedLinks(outDir: string, written: readonly string[], localesRoot?: string): Promise<void> {
  const languages = (await siteLanguages(localesRoot)).filter((language) => language.prefix !== '');
  const routes = new Set(written.filter((path) => !languages.some((language) => path.startsWith(`${language.prefix}/`))));
  for (const language of languages) {
    for (const path of written.filter((route) => route.startsWith(`${language.prefix}/`))) {
      const file = join(outDir, outputFile(path));
      await writeFile(file, localizeLinks(await readFile(file, 'utf8'), language.prefix, routes));
    }
  }
}

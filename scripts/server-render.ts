/**
 * Server-renders the elements of the built host pages: for each `<clinic-*>` element of a page,
 * renders its React tree with the attributes it has there and inserts the result as a declarative
 * shadow root (`<template shadowrootmode="open">` with the element's styles) as its first child.
 * The browser paints the element with the page's first frame, before any script and with
 * JavaScript off; the bundle then hydrates it in place. The page's bytes are otherwise left as
 * written; the server allows each inline `<style>` by its hash (server/site/html-pages.ts).
 */
import * as esbuild from 'esbuild';
import { parseHTML } from 'linkedom';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ElementCode, WidgetDefinition } from '../widgets/runtime/script/element/define.tsx';
import type { EnhancerDefinition } from '../widgets/runtime/script/element/enhancer.ts';
import type { RenderedShadowRoot } from '../widgets/runtime/react/server.tsx';
import type { PageWidgets } from '../widgets/runtime/script/page.ts';
import { minifiedCssText, root } from './build-options.ts';
import type { Language } from '../protocol/languages.ts';

export interface Loaded {
  definitions: (WidgetDefinition<any> | EnhancerDefinition)[];
  renderShadowRoot: (definition: WidgetDefinition<any>, code: ElementCode<any>, css: string, host: HTMLElement, page: PageWidgets) => RenderedShadowRoot;
  shadowStyleText: (code: ElementCode<any>) => Promise<string>;
  createPageWidgets: (options: { storage: null; source: { url: null; defaultSite: string } }) => PageWidgets;
  LANGUAGES: readonly Language[];
}

/** Loads the definitions and the renderer in Node, with the styles minified as in the bundle. */
async function loadRenderer(scratchDir: string): Promise<Loaded> {
  await mkdir(scratchDir, { recursive: true });
  const outfile = join(scratchDir, `server-render-${process.pid}-${Date.now()}.mjs`);
  await esbuild.build({
    entryPoints: [join(root, 'scripts/server-render-entry.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    // One React for the renderer and the components: Node's, from node_modules.
    packages: 'external',
    plugins: [minifiedCssText],
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
  try {
    return (await import(pathToFileURL(outfile).href)) as Loaded;
  } finally {
    await rm(outfile, { force: true });
  }
}

/** The start tags of `<clinic-*>` elements in the source, in document order, outside comments. */
export function elementStartTags(html: string): { tag: string; end: number }[] {
  const blanked = html.replace(/<!--[\s\S]*?-->/g, (comment) => ' '.repeat(comment.length));
  return [...blanked.matchAll(/<(clinic-[a-z0-9-]+)(?=[\s/>])[^>]*>/g)].map((match) => ({ tag: match[1]!, end: match.index + match[0].length }));
}

/** Each element's definition, with its code loaded for the elements that render (enhancers do not). */
export type Renderable = { definition: WidgetDefinition<any>; code: ElementCode<any>; css: string } | { definition: EnhancerDefinition; code: null };

async function withCode(loaded: Pick<Loaded, 'shadowStyleText'>, definition: WidgetDefinition<any>): Promise<Renderable> {
  const { code } = await definition.load();
  return { definition, code, css: await loaded.shadowStyleText(code) };
}

/** Every element's definition with its code and stylesheet text loaded, by tag (enhancers have no code). */
export async function prepareElements(loaded: Pick<Loaded, 'definitions' | 'shadowStyleText'>): Promise<Map<string, Renderable>> {
  const entries = await Promise.all(
    loaded.definitions.map(
      async (definition): Promise<[string, Renderable]> =>
        'load' in definition ? [definition.tag, await withCode(loaded, definition)] : [definition.tag, { definition, code: null }],
    ),
  );
  return new Map(entries);
}

/** Renders the elements of one page; returns its new text, or null when it has none to render. */
export function renderPageElements(
  html: string,
  file: string,
  loaded: Pick<Loaded, 'renderShadowRoot'>,
  byTag: Map<string, Renderable>,
  page: PageWidgets,
): string | null {
  const { document } = parseHTML(html);
  const parsed = [...document.querySelectorAll('*')].filter((element) => element.localName.startsWith('clinic-'));
  const tags = elementStartTags(html);
  if (parsed.length !== tags.length || parsed.some((element, index) => element.localName !== tags[index]!.tag)) {
    throw new Error(`${file}: the page's <clinic-*> elements could not be matched to its source`);
  }
  // Rendered before anything is inserted, so each element sees the page as written.
  const inserts: { at: number; text: string }[] = [];
  parsed.forEach((element, index) => {
    const found = byTag.get(element.localName);
    if (!found) throw new Error(`${file}: <${element.localName}> is not an element of the bundle`);
    // An enhancer has no shadow root: its light DOM is the page's own markup.
    if (found.code === null || found.definition.serverRender === false) return;
    inserts.push({
      at: tags[index]!.end,
      text: loaded.renderShadowRoot(found.definition, found.code, found.css, element as unknown as HTMLElement, page).template,
    });
  });
  if (inserts.length === 0) return null;
  let out = '';
  let from = 0;
  for (const insert of inserts) {
    out += html.slice(from, insert.at) + insert.text;
    from = insert.at;
  }
  return out + html.slice(from);
}

/** Server-renders every page under `siteDir`; returns how many elements were rendered per page. */
export async function serverRenderPages(siteDir: string): Promise<Record<string, number>> {
  const loaded = await loadRenderer(join(root, 'node_modules/.cache/clinic-build'));
  // The elements render as for a visitor the build knows nothing about: signed out, no storage.
  // The pages are the site's own: every link default is a plain path on it, as in the browser there.
  const page = loaded.createPageWidgets({ storage: null, source: { url: null, defaultSite: '' } });
  // A page renders in its own language (`<html lang>`): every catalog is fetched first.
  await Promise.all(loaded.LANGUAGES.map((language) => page.languages.catalog(language, ['pricingContent'])));
  const byTag = await prepareElements(loaded);
  // Sorted, so the pages render (and their counts list) in the same order on every file system.
  const files = (await readdir(siteDir, { recursive: true })).filter((name) => name.endsWith('.html')).sort();
  const counts: Record<string, number> = {};
  for (const name of files) {
    const path = join(siteDir, name);
    const html = await readFile(path, 'utf8');
    const rendered = renderPageElements(html, name, loaded, byTag, page);
    if (rendered === null) continue;
    counts[name] = elementStartTags(rendered).length;
    await writeFile(path, rendered);
  }
  return counts;
}

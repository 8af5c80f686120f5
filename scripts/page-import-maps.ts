/**
 * Holds the chunks a host page loads to their build's bytes: each page gets, before the script's
 * tag, an import map whose `integrity` gives the SRI value of every chunk its elements and the
 * script may load (`/chunks/HASH.js`, resolved on the site's own origin). The browser applies it
 * to every module fetch of those URLs, the script's modulepreload links, its `import()`s and the
 * chunks' own imports, and refuses a chunk whose bytes differ. Only the page's own chunks are
 * listed: all of them would add about 4.6 KB of brotli to every page. The server allows the map by
 * its hash, as it does the page's other inline script (server/site/html-pages.ts).
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { elementStartTags } from './server-render.ts';
import type { WidgetBuild } from './widgets.ts';

/** The script's tag on a host page (pages/layout.html): the import map goes just before it. */
const SCRIPT_TAG = '<script src="/clinic-widgets.js"';

/** The import map's element, as the server finds it for the page's CSP (html-pages.ts). */
export function importMapScript(chunks: readonly string[], integrity: Readonly<Record<string, string>>): string {
  const listed = Object.fromEntries(
    chunks.map((path) => {
      const hash = integrity[path];
      if (!hash) throw new Error(`no integrity value for ${path}`);
      return [`/${path}`, hash];
    }),
  );
  return `<script type="importmap" data-clinic-inline>${JSON.stringify({ integrity: listed })}</script>`;
}

/** Writes each page's import map into the built pages under `siteDir`; returns how many chunks each lists. */
export async function writePageImportMaps(siteDir: string, widgets: Pick<WidgetBuild, 'chunkIntegrity' | 'chunksFor'>): Promise<Record<string, number>> {
  const files = (await readdir(siteDir, { recursive: true })).filter((name) => name.endsWith('.html')).sort();
  const counts: Record<string, number> = {};
  for (const name of files) {
    const path = join(siteDir, name);
    const html = await readFile(path, 'utf8');
    const at = html.indexOf(SCRIPT_TAG);
    if (at < 0) continue;
    const chunks = widgets.chunksFor(new Set(elementStartTags(html).map((element) => element.tag)));
    counts[name] = chunks.length;
    await writeFile(path, `${html.slice(0, at)}${importMapScript(chunks, widgets.chunkIntegrity)}\n    ${html.slice(at)}`);
  }
  return counts;
}

/**
 * The build's steps, run by esbuild.config.ts once the languages' catalogs are compiled: the one
 * widget script and the chunks it loads on demand, the manifest and type declarations, the host
 * pages with the help content, the server, and brotli/gzip copies of the files.
 */
import * as esbuild from 'esbuild';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { buildPages, localizeRenderedLinks } from '../pages/build.ts';
import { helpPages } from '../pages/help/build-help-pages.ts';
import { dist, layout, root, serverOptions } from './build-options.ts';
import { buildAssistantIndex } from './assistant-index.ts';
import { buildHelpContent } from './help-content.ts';
import { buildManifest } from './manifest.ts';
import { precompress } from './precompress.ts';
import { writeIntegrity } from './script-files.ts';
import { writePageImportMaps } from './page-import-maps.ts';
import { serverRenderPages } from './server-render.ts';
import { buildWidgets } from './widgets.ts';

const { version, homepage } = JSON.parse(await readFile(`${root}package.json`, 'utf8')) as { version: string; homepage: string };

const args = new Set(process.argv.slice(2));

async function buildAll() {
  const started = performance.now();
  await mkdir(dist, { recursive: true });
  const widgets = await buildWidgets({ homepage });
  // `import 'clinic-widgets/react'` defines the elements as `import 'clinic-widgets'` does, and
  // gives the same `configure()`.
  await writeFile(`${dist}/react.mjs`, "export { configure } from './clinic-widgets.mjs';\n");
  // Which chunk each module loaded on demand starts in (chunks are named by content alone): for
  // the tests and anyone reading a network log; the server and the pages do not need it.
  await writeFile(
    `${dist}/chunk-entries.json`,
    `${JSON.stringify(Object.fromEntries([...widgets.entries].sort(([a], [b]) => a.localeCompare(b))), null, 2)}\n`,
  );
  // Laid out as if in dist/, written where this build goes: its source map names the same sources.
  const server = await esbuild.build({ ...serverOptions, write: false });
  for (const file of server.outputFiles) {
    const to = join(dist, relative(layout, file.path));
    await mkdir(dirname(to), { recursive: true });
    await writeFile(to, file.contents);
  }
  await buildManifest(dist);
  const routes = await buildPages(`${dist}/site`, helpPages);
  await buildHelpContent(`${dist}/site`);
  await buildAssistantIndex(`${dist}/site`);
  // After the pages are assembled: their elements get their shadow roots rendered in.
  await serverRenderPages(`${dist}/site`);
  // Then the links those shadow roots hold lead, on a page of another language, to its twins.
  await localizeRenderedLinks(`${dist}/site`, routes);
  // After the elements are in: each page lists the chunks they may load, with their hashes.
  await writePageImportMaps(`${dist}/site`, widgets);
  await writeIntegrity(dist, version, [...widgets.files.map((file) => file.path), 'react.mjs', 'assets/help-articles.json', 'assets/assistant-index.json']);
  // Last: compresses the files written above once, so the server never does it per request.
  await precompress(dist);
  const chunks = widgets.files.filter((file) => file.path.startsWith('chunks/') && file.path.endsWith('.js')).length;
  console.log(`built dist/ in ${Math.round(performance.now() - started)} ms (clinic-widgets.js: ${widgets.script.contents.length} bytes, ${chunks} chunks)`);
}

if (!args.has('--watch')) {
  await rm(dist, { recursive: true, force: true });
  await buildAll();
} else {
  await buildAll();
  const { watchAndServe } = await import('./dev.ts');
  await watchAndServe({ root, rebuild: buildAll, serve: args.has('--serve') });
}

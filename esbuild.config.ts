/**
 * Builds dist/: the one widget script, the manifest and type declarations, the host pages and the
 * server. `tsx esbuild.config.ts` builds once; `--watch --serve` rebuilds on change and serves.
 */
import * as esbuild from 'esbuild';
import { mkdir, rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { buildManifest } from './scripts/manifest.ts';
import { buildPages } from './pages/build.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const dist = `${root}dist`;
const args = new Set(process.argv.slice(2));
const watch = args.has('--watch');

/** The widget bundle: one classic script, minified, with a source map. */
export const widgetOptions: esbuild.BuildOptions = {
  entryPoints: { 'clinic-widgets': `${root}widgets/index.ts` },
  outdir: dist,
  bundle: true,
  format: 'iife',
  platform: 'browser',
  target: ['chrome111', 'firefox111', 'safari16.4'],
  minify: true,
  sourcemap: 'linked',
  legalComments: 'eof',
  loader: { '.css': 'text' },
  define: { 'process.env.NODE_ENV': '"production"' },
  metafile: true,
  logLevel: 'warning',
};

/** The reference server: node ESM with its packages left to node_modules. */
const serverOptions: esbuild.BuildOptions = {
  entryPoints: { server: `${root}server/server.ts` },
  outdir: `${dist}/server`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: 'linked',
  loader: { '.css': 'text' },
  logLevel: 'warning',
};

async function buildAll() {
  const started = performance.now();
  await mkdir(dist, { recursive: true });
  const widgets = await esbuild.build(widgetOptions);
  await esbuild.build(serverOptions);
  await buildManifest(dist);
  await buildPages(`${dist}/site`);
  const bytes = Object.values(widgets.metafile!.outputs).find((o) => o.entryPoint)?.bytes ?? 0;
  console.log(`built dist/ in ${Math.round(performance.now() - started)} ms (clinic-widgets.js ${bytes} bytes)`);
}

if (!watch) {
  await rm(dist, { recursive: true, force: true });
  await buildAll();
} else {
  await buildAll();
  const { watchAndServe } = await import('./scripts/dev.ts');
  await watchAndServe({ root, rebuild: buildAll, serve: args.has('--serve') });
}

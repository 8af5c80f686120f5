import type { BuildOptions } from 'esbuild';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));
export const dist = `${root}dist`;

/** The widget bundle: one classic script, minified, with a source map. */
export const widgetOptions: BuildOptions = {
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
export const serverOptions: BuildOptions = {
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

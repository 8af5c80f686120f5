import { transform, type BuildOptions, type Plugin } from 'esbuild';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));
export const dist = `${root}dist`;

/** Imports `.css` as minified text, for the elements' constructable stylesheets. */
export const minifiedCssText: Plugin = {
  name: 'minified-css-text',
  setup(build) {
    build.onLoad({ filter: /\.css$/ }, async ({ path }) => {
      const { code } = await transform(await readFile(path, 'utf8'), { loader: 'css', minify: true, target: ['chrome111', 'firefox111', 'safari16.4'] });
      return { contents: `export default ${JSON.stringify(code)};`, loader: 'js' };
    });
  },
};

/** The widget bundle: one classic script, minified (CSS too), with a source map. */
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
  plugins: [minifiedCssText],
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

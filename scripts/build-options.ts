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
  // A classic script has no import.meta; it finds its own URL through its <script> element.
  define: { 'process.env.NODE_ENV': '"production"', 'import.meta.url': 'undefined' },
  metafile: true,
  logLevel: 'warning',
};

/**
 * The same bundle as an ES module (`clinic-widgets.mjs`) for bundlers and `<script type="module">`.
 * Bundled into an application it cannot see where it came from, so it knows the public site's
 * address from package.json `homepage` as its default.
 */
export function moduleOptions(homepage: string): BuildOptions {
  return {
    ...widgetOptions,
    format: 'esm',
    outExtension: { '.js': '.mjs' },
    define: { 'process.env.NODE_ENV': '"production"', __CLINIC_DEFAULT_SITE__: JSON.stringify(homepage) },
  };
}

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

import { transform, type BuildOptions, type Plugin } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));
/**
 * The build's output folder: dist/, or the folder `CLINIC_DIST` names (relative to the current
 * directory), so a second build (a reproducibility check) can be made without touching dist/.
 */
export const dist = process.env.CLINIC_DIST ? resolve(process.env.CLINIC_DIST) : `${root}dist`;

/**
 * Where every build lays its files out, wherever it writes them: esbuild computes the source maps'
 * `sources` (and so the chunks' content hashes, which cover the maps) relative to its outdir, so the
 * bundles are built as if into `<root>/dist` and then written into `dist`. A build into any folder,
 * at any depth, gives the same bytes and the same chunk names as the release it rebuilds.
 */
export const layout = `${root}dist`;

/** The browsers the widgets support (constructable stylesheets, dynamic import, declarative shadow DOM). */
export const BROWSERS = ['chrome111', 'firefox111', 'safari16.4'];

/** Imports `.css` as minified text, for the elements' constructable stylesheets. */
export const minifiedCssText: Plugin = {
  name: 'minified-css-text',
  setup(build) {
    build.onLoad({ filter: /\.css$/ }, async ({ path }) => {
      const { code } = await transform(await readFile(path, 'utf8'), { loader: 'css', minify: true, target: BROWSERS });
      return { contents: `export default ${JSON.stringify(code)};`, loader: 'js' };
    });
  },
};

/** What the classic script and the chunks share: browser code, minified (CSS too), with source maps. */
const browserCode: BuildOptions = {
  bundle: true,
  platform: 'browser',
  target: BROWSERS,
  minify: true,
  sourcemap: 'linked',
  legalComments: 'eof',
  plugins: [minifiedCssText],
  define: { 'process.env.NODE_ENV': '"production"' },
  metafile: true,
  logLevel: 'warning',
};

/**
 * The classic script, dist/clinic-widgets.js: the page objects, the element definitions and the
 * light element base. Every `import()` in it is a chunk (see scripts/widgets.ts).
 */
export const widgetOptions: BuildOptions = {
  ...browserCode,
  entryPoints: { 'clinic-widgets': `${root}widgets/index.ts` },
  outdir: layout,
  // ESM without imports or exports is a plain script once wrapped in a function (scripts/widgets.ts).
  format: 'esm',
  // A classic script has no import.meta; it finds its own URL through its <script> element.
  define: { 'process.env.NODE_ENV': '"production"', 'import.meta.url': 'undefined' },
};

/**
 * The chunks, dist/chunks/: each element's code, the renderer with React, and the code they share,
 * split by esbuild into content-hashed ES modules that import one another.
 */
export const chunkOptions: BuildOptions = {
  ...browserCode,
  outdir: `${layout}/chunks`,
  format: 'esm',
  splitting: true,
  // Named by content alone: the script carries every chunk's name, and a descriptive prefix on each
  // would cost every page's download for what the source maps already say.
  entryNames: '[hash]',
  chunkNames: '[hash]',
};

/** React's packages: the module's chunks import them from the application (a peer dependency). */
export const REACT_PACKAGES = ['react', 'react-dom', 'react/*', 'react-dom/*'];

/**
 * The ES module's chunks, dist/chunks/esm-*: the same code as the classic script's chunks, but
 * React and React DOM are imported from the application (`import … from 'react'`), which
 * resolves them as it resolves its own, so a React application has one copy of React. The
 * classic script's chunks keep their own React: a page without a bundler has nothing to import it from.
 */
export const moduleChunkOptions: BuildOptions = {
  ...chunkOptions,
  external: REACT_PACKAGES,
  entryNames: 'esm-[hash]',
  chunkNames: 'esm-[hash]',
};

/**
 * The same script as an ES module (`clinic-widgets.mjs`) for bundlers, and for `<script
 * type="module">` on a page whose import map names React: it imports its own chunks (React left to
 * the application) by relative address, which a bundler follows. Bundled into an application it
 * cannot see where it came from, so it knows the public site's address from package.json
 * `homepage` as its default.
 */
export function moduleOptions(homepage: string): BuildOptions {
  return {
    ...widgetOptions,
    // The classic script's entry with `configure()` exported by name.
    entryPoints: { 'clinic-widgets': `${root}widgets/module.ts` },
    outExtension: { '.js': '.mjs' },
    define: { 'process.env.NODE_ENV': '"production"', __CLINIC_DEFAULT_SITE__: JSON.stringify(homepage) },
  };
}

/** The reference server: node ESM with its packages left to node_modules. */
export const serverOptions: BuildOptions = {
  entryPoints: { server: `${root}server/server.ts` },
  outdir: `${layout}/server`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  packages: 'external',
  sourcemap: 'linked',
  loader: { '.css': 'text' },
  logLevel: 'warning',
};

/** Builds dist/ in a child process, unless the command line says `--no-build`; exits when the build fails. */
export function buildUnlessAsked(argv: readonly string[] = process.argv): void {
  if (argv.includes('--no-build')) return;
  const built = spawnSync(process.execPath, ['--import', 'tsx', 'esbuild.config.ts'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

/**
 * Builds the parts: scripts with the code of elements that load on demand (core/element/parts.ts).
 * A part imports React and the core modules that hold shared state from the main bundle (through
 * one global), never its own copies; importing any other core module fails the build.
 */
import * as esbuild from 'esbuild';
import { relative, resolve } from 'node:path';
import { minifiedCssText, root } from './build-options.ts';

/** Module names a part takes from the main bundle (the keys of the SHARED global). */
const SHARED = new Set(['react', 'react/jsx-runtime', 'widgets/core/element/context.ts', 'widgets/core/element/emit.ts', 'widgets/core/element/page-value.ts', 'widgets/core/element/parts.ts']);
const TYPES_ONLY = new Set(['widgets/core/element/define.tsx']);

const sharedModules: esbuild.Plugin = {
  name: 'shared-modules',
  setup(build) {
    build.onResolve({ filter: /.*/ }, (args) => {
      if (args.kind === 'entry-point') return undefined;
      if (SHARED.has(args.path)) return { path: args.path, namespace: 'shared' };
      if (!args.path.startsWith('.')) return undefined;
      const key = relative(root, resolve(args.resolveDir, args.path)).split('\\').join('/');
      if (SHARED.has(key)) return { path: key, namespace: 'shared' };
      if (key.startsWith('widgets/core/') && !key.endsWith('.css') && !TYPES_ONLY.has(key)) {
        return { errors: [{ text: `a part may not bundle its own copy of ${key}; share it in core/element/parts.ts and scripts/parts.ts` }] };
      }
      return undefined;
    });
    build.onLoad({ filter: /.*/, namespace: 'shared' }, (args) => ({
      contents: `module.exports = globalThis[Symbol.for('clinic-widgets.shared')][${JSON.stringify(args.path)}];`,
      loader: 'js',
    }));
  },
};

/** The parts and their entry modules. */
export const PARTS = { help: 'widgets/parts/help.ts', site: 'widgets/parts/site.ts' } as const;

/** Builds every part into `<siteDir>/assets/clinic-widgets-<part>.js`. */
export async function buildParts(siteDir: string, options: { write?: boolean } = {}) {
  const results = [];
  for (const [part, entry] of Object.entries(PARTS)) {
    results.push(
      await esbuild.build({
        entryPoints: [resolve(root, entry)],
        outfile: resolve(siteDir, `assets/clinic-widgets-${part}.js`),
        bundle: true,
        format: 'iife',
        platform: 'browser',
        target: ['chrome111', 'firefox111', 'safari16.4'],
        minify: true,
        sourcemap: 'linked',
        plugins: [sharedModules, minifiedCssText],
        define: { 'process.env.NODE_ENV': '"production"' },
        write: options.write ?? true,
        metafile: true,
        logLevel: 'warning',
      }),
    );
  }
  return results;
}

/**
 * Builds the two examples (esbuild, in memory), as their authors would: the React 19 app bundles
 * the package's ES module (`import 'clinic-widgets'`), which uses the app's own React, so the page
 * holds one React, and its elements' code comes in chunks of the app's build; the plain page uses
 * the classic script. `npm run demo` serves them at /examples/ beside the bundle, as the e2e test does.
 */
import * as esbuild from 'esbuild';
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));

/** The built package's ES module, as an application's bundler finds `clinic-widgets`. */
const packageModule = fileURLToPath(new URL('../../dist/clinic-widgets.mjs', import.meta.url));

/** Every example file by its path under /examples/. */
export async function buildExamples(): Promise<Record<string, { body: string; contentType: string }>> {
  const files: Record<string, { body: string; contentType: string }> = {};
  const common = {
    bundle: true,
    write: false,
    minify: true,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  } as const;
  const app = await esbuild.build({
    ...common,
    entryPoints: { 'react-app': `${here}react-app.tsx` },
    format: 'esm',
    splitting: true,
    outdir: `${here}out`,
    alias: { 'clinic-widgets': packageModule },
  });
  for (const file of app.outputFiles) files[basename(file.path)] = { body: file.text, contentType: 'text/javascript' };
  const plain = await esbuild.build({ ...common, entryPoints: [`${here}plain.ts`], format: 'iife' });
  files['plain.js'] = { body: plain.outputFiles[0]!.text, contentType: 'text/javascript' };
  for (const page of ['react.html', 'plain.html']) {
    files[page] = { body: await readFile(`${here}${page}`, 'utf8'), contentType: 'text/html' };
  }
  return files;
}

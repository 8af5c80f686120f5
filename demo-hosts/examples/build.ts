/**
 * Builds the two examples (esbuild, in memory): the React 19 app with its own React, and the
 * plain script. `npm run demo` serves them at /examples/ beside the bundle, as the e2e test does.
 */
import * as esbuild from 'esbuild';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));

/** Every example file by its path under /examples/. */
export async function buildExamples(): Promise<Record<string, { body: string; contentType: string }>> {
  const files: Record<string, { body: string; contentType: string }> = {};
  for (const [entry, name] of [
    ['react-app.tsx', 'react-app.js'],
    ['plain.ts', 'plain.js'],
  ] as const) {
    const result = await esbuild.build({
      entryPoints: [`${here}${entry}`],
      bundle: true,
      format: 'iife',
      write: false,
      minify: true,
      jsx: 'automatic',
      define: { 'process.env.NODE_ENV': '"production"' },
      logLevel: 'warning',
    });
    files[name] = { body: result.outputFiles[0]!.text, contentType: 'text/javascript' };
  }
  for (const page of ['react.html', 'plain.html']) {
    files[page] = { body: await readFile(`${here}${page}`, 'utf8'), contentType: 'text/html' };
  }
  return files;
}

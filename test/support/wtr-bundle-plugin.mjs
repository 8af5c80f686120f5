/**
 * A @web/test-runner plugin that bundles each test file with esbuild (React ships CommonJS only,
 * and the widgets import their .css as text), so tests import the source directly.
 */
import * as esbuild from 'esbuild';
import { join } from 'node:path';

export function bundleTestsPlugin(root) {
  return {
    name: 'clinic-bundle-tests',
    async serve(context) {
      if (!/\.test\.tsx?$/.test(context.path)) return undefined;
      const result = await esbuild.build({
        entryPoints: [join(root, context.path)],
        bundle: true,
        format: 'esm',
        platform: 'browser',
        target: 'chrome120',
        write: false,
        sourcemap: 'inline',
        loader: { '.css': 'text' },
        define: { 'process.env.NODE_ENV': '"development"' },
        logLevel: 'silent',
      });
      return { body: result.outputFiles[0].text, type: 'js' };
    },
  };
}

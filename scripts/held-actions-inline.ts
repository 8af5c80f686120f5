/**
 * The host pages' inline copy of the held-actions queue (widgets/runtime/script/element/held-actions.ts):
 * compiled on its own, minified, as a script that installs the queue on `window`. The server
 * allows it by its hash (script-src), as it allows the elements' inline styles.
 */
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { BROWSERS } from './build-options.ts';

const widgets = fileURLToPath(new URL('../widgets/runtime/script/element/', import.meta.url));

let compiled: Promise<string> | null = null;

/** The script's text, without the `<script>` tag. */
export function heldActionsScript(): Promise<string> {
  compiled ??= build({
    stdin: { contents: "import { installHeldActions } from './held-actions.ts';\ninstallHeldActions(window);\n", resolveDir: widgets, loader: 'ts' },
    bundle: true,
    write: false,
    minify: true,
    format: 'iife',
    target: BROWSERS,
    legalComments: 'none',
    logLevel: 'warning',
  }).then((result) => {
    const text = result.outputFiles[0]!.text.trim();
    if (text.includes('</')) throw new Error('the held-actions script must not contain "</"');
    return text;
  });
  return compiled;
}

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const dist = fileURLToPath(new URL('../../dist/', import.meta.url));

/**
 * The file under dist/chunks/ of a module the script loads on demand (a project path such as
 * `widgets/elements/sign-in/sign-in.component.tsx`): chunks are named by their content alone, and
 * the build lists which chunk each such module starts in (dist/chunk-entries.json).
 */
export function chunkOf(source: string): string {
  const entries = JSON.parse(readFileSync(`${dist}chunk-entries.json`, 'utf8')) as Record<string, string>;
  const file = entries[source];
  if (!file) throw new Error(`${source} is not loaded on demand (dist/chunk-entries.json); is dist/ built?`);
  return file.replace(/^chunks\//, '');
}

/** The outputs of an esbuild metafile, as far as the chunk helpers below read them. */
type Outputs = Record<string, { entryPoint?: string; imports: { path: string; kind: string }[] }>;

/** The output chunk that the module `source` (a project path) starts in. */
export function entryChunk(outputs: Outputs, source: string): string {
  const found = Object.keys(outputs).find((output) => outputs[output]!.entryPoint === source);
  if (!found) throw new Error(`${source} starts no chunk`);
  return found;
}

/** The chunks that loading `start` loads with it: itself and what it imports statically, all the way down. */
export function staticClosure(outputs: Outputs, start: string): Set<string> {
  const seen = new Set<string>();
  const visit = (output: string) => {
    if (seen.has(output)) return;
    seen.add(output);
    for (const imported of outputs[output]!.imports) if (imported.kind === 'import-statement') visit(imported.path);
  };
  visit(start);
  return seen;
}

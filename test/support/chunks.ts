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

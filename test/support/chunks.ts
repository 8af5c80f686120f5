import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = fileURLToPath(new URL('../../dist/', import.meta.url));

/**
 * The file under dist/chunks/ whose code starts at `source` (a project path such as
 * `widgets/elements/sign-in/sign-in.component.tsx`): chunks are named by their content alone, so
 * tests find one by the sources its source map lists.
 */
export function chunkOf(source: string, folder = join(dist, 'chunks')): string {
  const found = readdirSync(folder).filter(
    (file) =>
      file.endsWith('.js.map') && (JSON.parse(readFileSync(join(folder, file), 'utf8')) as { sources: string[] }).sources.some((path) => path.endsWith(source)),
  );
  if (found.length !== 1) throw new Error(`${found.length} chunks hold ${source}; is dist/ built?`);
  return found[0]!.replace(/\.map$/, '');
}

/**
 * The files of the script's directory: everything a page may load relative to clinic-widgets.js
 * (the classic script, the module, the parts that load on demand, their source maps, the help
 * content), named by their path under that directory. The build writes them with their SRI hashes
 * to dist/integrity.json, served beside the script; the package ships exactly these files, in the
 * same layout, so a copy of the package's dist/ works wherever it is hosted.
 */
import type { Metafile } from 'esbuild';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';

import { type Integrity, integrityOf } from '../server/site/integrity.ts';

export { type Integrity, integrityOf };

/**
 * Where a file of the script's directory lies in dist/: at the top (the script, the module, the
 * manifest) or under site/ (the parts and the help content, which the site's pages use too). The
 * server answers `/<path>` by the same rule.
 */
export function builtFile(dist: string, path: string): string {
  const top = join(dist, path);
  return existsSync(top) ? top : join(dist, 'site', path);
}

/** The path under the script's directory of every output of these builds (cwd-relative names). */
export function outputPaths(dist: string, metafiles: readonly Metafile[], cwd = process.cwd()): string[] {
  const paths = new Set<string>();
  for (const metafile of metafiles) {
    for (const output of Object.keys(metafile.outputs)) {
      const path = relative(dist, resolve(cwd, output)).split('\\').join('/');
      paths.add(path.startsWith('site/') ? path.slice('site/'.length) : path);
    }
  }
  return [...paths].sort();
}

/** Writes dist/integrity.json for `paths` (under the script's directory); returns what it wrote. */
export async function writeIntegrity(dist: string, version: string, paths: readonly string[]): Promise<Integrity> {
  const files: Record<string, string> = {};
  for (const path of [...paths].sort()) files[path] = integrityOf(await readFile(builtFile(dist, path)));
  const integrity = { version, files };
  await writeFile(join(dist, 'integrity.json'), `${JSON.stringify(integrity, null, 2)}\n`);
  return integrity;
}

/** Reads dist/integrity.json. */
export async function readIntegrity(dist: string): Promise<Integrity> {
  return JSON.parse(await readFile(join(dist, 'integrity.json'), 'utf8')) as Integrity;
}

/**
 * The releases store (RELEASES_DIR): one folder per released version, `<dir>/0.1.0/`, holding that
 * release's script directory as `npm run release` copied it (the script, the module, the chunks,
 * the help content, their maps and compressed copies, and integrity.json). The server reads every
 * release at start and checks each file against the release's own integrity.json, so a page
 * pinned to `/<version>/` gets the bytes its SRI hash names, whatever was built or released since.
 */
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { type Integrity, integrityOf } from './integrity.ts';
import { FileSnapshot, type StoredFile } from './snapshot.ts';

/** A version as the store names its folders and pinned URLs name releases: `0.1.0`, `1.2.0-rc.1`. */
export const VERSION_PATTERN = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;

/** Orders versions by semantic-version precedence (a pre-release comes before its release). */
export function compareVersions(a: string, b: string): number {
  const [coreA = '', preA] = a.split(/-(.*)/s);
  const [coreB = '', preB] = b.split(/-(.*)/s);
  const numbers = (core: string) => core.split('.').map(Number);
  const [x, y] = [numbers(coreA), numbers(coreB)];
  for (let i = 0; i < 3; i += 1) if (x[i] !== y[i]) return x[i]! - y[i]!;
  if (preA === undefined || preB === undefined) return preA === preB ? 0 : preA === undefined ? 1 : -1;
  return preA.localeCompare(preB, 'en', { numeric: true });
}

/**
 * The release `/v<major>/` answers among `versions`: the newest of that major line that is not a
 * pre-release, or undefined.
 */
export function newestOfMajor(versions: Iterable<string>, major: string): string | undefined {
  return [...versions]
    .filter((version) => !version.includes('-') && version.split('.')[0] === major)
    .sort(compareVersions)
    .pop();
}

/** Thrown when a release in the store does not match its own integrity.json. */
export class ReleaseStoreError extends Error {
  override name = 'ReleaseStoreError';
}

/** Checks every listed file, and every compressed copy of it, against the release's hashes. */
function verify(dir: string, version: string, snapshot: FileSnapshot): void {
  const manifest = snapshot.get('integrity.json');
  if (!manifest) throw new ReleaseStoreError(`${dir} has no integrity.json: release it with npm run release`);
  const integrity = JSON.parse(manifest.variants.identity.body.toString('utf8')) as Integrity;
  if (integrity.version !== version) throw new ReleaseStoreError(`${dir}/integrity.json names version ${integrity.version}`);
  const check = (path: string, bytes: Buffer, what: string) => {
    if (integrityOf(bytes) !== integrity.files[path]) throw new ReleaseStoreError(`${dir}/${path}${what} does not match the release's integrity.json`);
  };
  for (const path of Object.keys(integrity.files)) {
    const file: StoredFile | undefined = snapshot.get(path);
    if (!file) throw new ReleaseStoreError(`${dir}/${path} is missing`);
    check(path, file.variants.identity.body, '');
    if (file.variants.br) check(path, brotliDecompressSync(file.variants.br.body), '.br');
    if (file.variants.gzip) check(path, gunzipSync(file.variants.gzip.body), '.gz');
  }
  for (const path of snapshot.paths()) {
    if (path !== 'integrity.json' && !(path in integrity.files)) throw new ReleaseStoreError(`${dir}/${path} is not in the release's integrity.json`);
  }
}

/** Every release in the store (none when the folder does not exist), each checked, by version. */
export async function readReleases(dir: string): Promise<Map<string, FileSnapshot>> {
  let names: string[];
  try {
    names = (await readdir(dir, { withFileTypes: true })).filter((entry) => entry.isDirectory() && VERSION_PATTERN.test(entry.name)).map((entry) => entry.name);
  } catch {
    return new Map();
  }
  const releases = new Map<string, FileSnapshot>();
  for (const version of names.sort(compareVersions)) {
    const snapshot = await FileSnapshot.read(join(dir, version));
    verify(join(dir, version), version, snapshot);
    releases.set(version, snapshot);
  }
  return releases;
}

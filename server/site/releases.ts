/**
 * The releases store (RELEASES_DIR): one folder per released version, `<dir>/0.1.0/`, holding that
 * release's script directory as `npm run release` copied it (the script, the module, the chunks,
 * the help content, their maps and compressed copies, and integrity.json). The server reads every
 * release at start and checks each file against the release's own integrity.json, so a page
 * pinned to `/<version>/` gets the bytes its SRI hash names, whatever was built or released since.
 */
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { lstat, readdir, readlink, realpath } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
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
  if (!manifest) throw new ReleaseStoreError(`${dir} has no integrity.json: release it again with npm run release, or remove the folder`);
  const integrity = readIntegrity(`${dir}/integrity.json`, manifest.variants.identity.body);
  if (integrity.version !== version)
    throw new ReleaseStoreError(
      `${dir}/integrity.json names version ${integrity.version}: a release's folder is named after its version; release it again with npm run release`,
    );
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

/** A release's integrity.json read and its shape checked; a malformed one names the file and the fix. */
function readIntegrity(file: string, bytes: Buffer): Integrity {
  const again = 'release it again with npm run release, or remove the folder';
  let parsed: unknown;
  try {
    parsed = JSON.parse(bytes.toString('utf8'));
  } catch (error) {
    throw new ReleaseStoreError(`${file} is not JSON (${(error as Error).message}): ${again}`);
  }
  const shape = parsed as Partial<Integrity> | null;
  const files = shape?.files as unknown;
  const wellFormed =
    typeof shape === 'object' &&
    shape !== null &&
    typeof shape.version === 'string' &&
    typeof files === 'object' &&
    files !== null &&
    !Array.isArray(files) &&
    Object.values(files).every((hash) => typeof hash === 'string');
  if (!wellFormed) throw new ReleaseStoreError(`${file} is not a release's integrity.json ({version, files: {path: hash}}): ${again}`);
  return shape as Integrity;
}

/**
 * Refuses what would make a release other than the bytes released: a symbolic link that leads out of
 * the release's folder, one that leads nowhere (dangling) or round in a loop. Each message names the
 * file and the fix.
 */
async function checkLinks(store: string, version: string): Promise<void> {
  const dir = join(store, version);
  const fix = 'a release holds its own files; release it again with npm run release, or remove the link';
  let root: string;
  try {
    root = await realpath(dir);
  } catch (error) {
    throw new ReleaseStoreError(`${dir} cannot be read (${(error as NodeJS.ErrnoException).code}): ${fix}`);
  }
  if ((await lstat(dir)).isSymbolicLink()) {
    const storeRoot = await realpath(store);
    if (relative(storeRoot, root).startsWith('..') || relative(storeRoot, root).split(sep)[0] !== version)
      throw new ReleaseStoreError(`${dir} is a symbolic link to ${root}, outside the releases store: ${fix}`);
  }
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isSymbolicLink()) continue;
    const path = join(entry.parentPath, entry.name);
    const shown = join(dir, relative(root, path));
    let target: string;
    try {
      target = await realpath(path);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      const points = await readlink(path).catch(() => '?');
      if (code === 'ELOOP') throw new ReleaseStoreError(`${shown} is a symbolic link in a loop (to ${points}): ${fix}`);
      throw new ReleaseStoreError(`${shown} is a symbolic link to ${points}, which does not exist: ${fix}`);
    }
    const inside = relative(root, target);
    if (inside === '' || inside.startsWith('..') || inside.startsWith(sep))
      throw new ReleaseStoreError(`${shown} is a symbolic link to ${target}, outside its release: ${fix}`);
  }
}

/** Every release in the store (none when the folder does not exist), each checked, by version. */
export async function readReleases(dir: string): Promise<Map<string, FileSnapshot>> {
  let names: string[];
  try {
    names = (await readdir(dir, { withFileTypes: true }))
      .filter((entry) => (entry.isDirectory() || entry.isSymbolicLink()) && VERSION_PATTERN.test(entry.name))
      .map((entry) => entry.name);
  } catch {
    return new Map();
  }
  const releases = new Map<string, FileSnapshot>();
  for (const version of names.sort(compareVersions)) {
    await checkLinks(dir, version);
    let snapshot: FileSnapshot;
    try {
      snapshot = await FileSnapshot.read(join(dir, version));
    } catch (error) {
      throw new ReleaseStoreError(
        `${join(dir, version)} cannot be read (${(error as Error).message}): release it again with npm run release, or remove the folder`,
      );
    }
    verify(join(dir, version), version, snapshot);
    releases.set(version, snapshot);
  }
  return releases;
}

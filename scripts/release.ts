/**
 * `npm run release`: builds (unless `--no-build`), then adds the built script directory (dist/, as
 * dist/integrity.json lists it) to the releases store, `releases/<version>/` (or RELEASES_DIR),
 * which the server serves at `/<version>/…` and `/v<major>/…`. Releases only grow: a version already in the store is never
 * rewritten (the same bytes again are a no-op; different bytes under the same version are refused:
 * pages pinned to it carry its hashes). The folder is written beside the store and renamed into it,
 * so a reader never sees half a release. The release's hashes are written into RELEASES.md, the
 * table partners copy them from; nothing else edits that file.
 */
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildUnlessAsked, dist, root } from './build-options.ts';
import { compareVersions } from '../server/site/releases.ts';
import { builtFile, integrityOf, readIntegrity } from './script-files.ts';

/** Thrown when a release cannot be made: the message says why and what to do. */
export class ReleaseError extends Error {
  override name = 'ReleaseError';
}

const TABLE_START = '<!-- releases:start -->';
const TABLE_END = '<!-- releases:end -->';
const TABLE_HEAD = ['| release | `integrity` of `/<release>/clinic-widgets.js` | `integrity` of `/<release>/integrity.json` |', '|---|---|---|'];

/**
 * The table of releases (between the markers) with this release's row, newest version first; a row
 * of the same version is replaced (it can only be the same values: the store refuses different bytes).
 */
export function withRelease(table: string, version: string, script: string, manifest: string): string {
  const start = table.indexOf(TABLE_START);
  const end = table.indexOf(TABLE_END);
  if (start === -1 || end < start) throw new ReleaseError(`the table of releases has no ${TABLE_START} … ${TABLE_END} block`);
  const rows = table
    .slice(start + TABLE_START.length, end)
    .split('\n')
    .filter((line) => /^\| \d/.test(line) && !line.startsWith(`| ${version} |`));
  rows.push(`| ${version} | \`${script}\` | \`${manifest}\` |`);
  const versionOf = (row: string) => row.split(' | ')[0]!.slice(2);
  const lines = ['', ...TABLE_HEAD, ...rows.sort((a, b) => compareVersions(versionOf(b), versionOf(a))), ''];
  return `${table.slice(0, start + TABLE_START.length)}${lines.join('\n')}${table.slice(end)}`;
}

/** The rows of a table of releases: version → the integrity of its script and of its integrity.json. */
export function releaseRows(table: string): Map<string, { script: string; manifest: string }> {
  const rows = new Map<string, { script: string; manifest: string }>();
  for (const [, version = '', script = '', manifest = ''] of table.matchAll(/^\| (\d[^ |]*) \| `([^`]+)` \| `([^`]+)` \|$/gm)) {
    rows.set(version, { script, manifest });
  }
  return rows;
}

/** What `release` did. */
export interface Released {
  version: string;
  /** `added`: the store did not hold this version; `unchanged`: it held these very bytes already. */
  outcome: 'added' | 'unchanged';
  folder: string;
  script: string;
  manifest: string;
}

/**
 * Copies the release of `from` (a built dist/) into `store/<version>/` and writes its row into the
 * table file `table` (when given). Checks every file against the build's integrity.json first.
 */
export async function release(options: { from: string; store: string; table?: string }): Promise<Released> {
  const integrity = await readIntegrity(options.from);
  const manifestBytes = await readFile(join(options.from, 'integrity.json'));
  for (const [path, expected] of Object.entries(integrity.files)) {
    if (integrityOf(await readFile(builtFile(options.from, path))) !== expected) {
      throw new ReleaseError(`${path} changed since the build wrote integrity.json: build again (npm run build)`);
    }
  }
  const folder = join(options.store, integrity.version);
  const result = { version: integrity.version, folder, script: integrity.files['clinic-widgets.js'] ?? '', manifest: integrityOf(manifestBytes) };
  let outcome: Released['outcome'] = 'added';
  if (existsSync(folder)) {
    const held = await readFile(join(folder, 'integrity.json')).catch(() => null);
    if (!held?.equals(manifestBytes)) {
      throw new ReleaseError(
        `${folder} already holds a different ${integrity.version}: a released version never changes. Bump the version in package.json (and CHANGELOG.md), build, and release again.`,
      );
    }
    outcome = 'unchanged';
  } else {
    const staging = join(options.store, `.${integrity.version}.${process.pid}.partial`);
    await rm(staging, { recursive: true, force: true });
    for (const path of [...Object.keys(integrity.files), 'integrity.json']) {
      const source = builtFile(options.from, path);
      await mkdir(dirname(join(staging, path)), { recursive: true });
      for (const copy of ['', '.br', '.gz']) {
        if (existsSync(source + copy)) await copyFile(source + copy, join(staging, path + copy));
      }
    }
    await rename(staging, folder);
  }
  if (options.table) await writeFile(options.table, withRelease(await readFile(options.table, 'utf8'), result.version, result.script, result.manifest));
  return { ...result, outcome };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  buildUnlessAsked();
  const store = resolve(process.env.RELEASES_DIR ?? join(root, 'releases'));
  const { homepage } = JSON.parse(await readFile(join(root, 'package.json'), 'utf8')) as { homepage: string };
  await mkdir(store, { recursive: true });
  try {
    const done = await release({ from: dist, store, table: join(root, 'RELEASES.md') });
    console.log(
      `${done.outcome === 'added' ? 'released' : 'already released, the same bytes:'} ${done.version} → ${done.folder}; RELEASES.md names its hashes`,
    );
    console.log(`<script src="${homepage}/${done.version}/clinic-widgets.js" integrity="${done.script}" crossorigin="anonymous" defer></script>`);
  } catch (error) {
    if (!(error instanceof ReleaseError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

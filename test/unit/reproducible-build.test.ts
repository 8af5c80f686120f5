/**
 * The same commit and lock file give the same dist/, byte for byte: two builds, each into a
 * folder of its own (`CLINIC_DIST`) at a different depth under a different name, hold the same
 * files with the same SHA-256. A partner who pins a release's integrity hash can rebuild it from
 * the source, in any folder, and get that hash.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { gunzipSync } from 'node:zlib';
import { root } from '../../scripts/build-options.ts';
import { findFiles } from '../../scripts/files.ts';
import { precompress } from '../../scripts/precompress.ts';

/** Builds the project into `outdir`; rejects with the build's output when it fails. */
function build(outdir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const env: NodeJS.ProcessEnv = { ...process.env, CLINIC_DIST: outdir };
    // The reproducibility asked of a plain build, not one pinned by the release machinery.
    delete env.SOURCE_DATE_EPOCH;
    const child = spawn(process.execPath, ['--import', 'tsx', 'esbuild.config.ts'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`the build into ${outdir} failed (${code}):\n${output}`))));
  });
}

/** Every file under `dir` (relative path, sorted) → the SHA-256 of its bytes. */
async function digests(dir: string): Promise<Map<string, string>> {
  const files = findFiles(dir, '.', /./);
  const sums = new Map<string, string>();
  for (const file of files)
    sums.set(
      file,
      createHash('sha256')
        .update(await readFile(join(dir, file)))
        .digest('hex'),
    );
  return sums;
}

describe('the build', () => {
  const folders: string[] = [];
  after(() => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))));

  it('writes gzip copies that name no operating system, so a build on Windows matches one on Linux', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'clinic-gzip-'));
    folders.push(folder);
    const text = 'the same bytes on every machine\n'.repeat(100);
    await writeFile(join(folder, 'a.js'), text);
    await precompress(folder);
    const gzipped = await readFile(join(folder, 'a.js.gz'));
    assert.equal(gzipped[9], 255, 'the header says "unknown" operating system');
    assert.equal(gzipped.readUInt32LE(4), 0, 'the header holds no time');
    assert.equal(gunzipSync(gzipped).toString(), text);
  });

  it('gives the same files, byte for byte, when run twice from the same source into folders of other depths and names', { timeout: 240_000 }, async () => {
    const base = await mkdtemp(join(tmpdir(), 'clinic-reproducible-'));
    folders.push(base);
    // Different depths and names: nothing the build writes may depend on where it writes it.
    const outputs = [join(base, 'dist'), join(base, 'a', 'much', 'deeper', 'release-rebuild')];
    // At once, so the builds' asynchronous steps finish in different orders, as on two machines.
    await Promise.all(outputs.map(build));
    const [first, second] = await Promise.all(outputs.map(digests));
    assert.ok(first!.size > 0, 'the build wrote no files');
    const differing = [...new Set([...first!.keys(), ...second!.keys()])].filter((file) => first!.get(file) !== second!.get(file)).sort();
    assert.ok(differing.length === 0, `files that differ between two builds of the same source:\n${differing.join('\n')}`);
  });
});

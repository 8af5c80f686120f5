/**
 * Configuration that fails with a message: TRUST_PROXY refuses any set of ranges that together
 * trust every address, and a releases store the server cannot serve as released (a dangling
 * symbolic link, a loop, a link out of its release, a malformed integrity.json) stops the start
 * with a message naming the file and the fix, never a stack trace.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { release } from '../../scripts/release.ts';
import { ConfigError, loadConfig } from '../../server/config.ts';
import { ReleaseStoreError } from '../../server/site/releases.ts';
import { VERSION } from '../../server/version.ts';
import { makeFakeBuild } from '../support/fake-build.ts';
import { startServer } from './helpers/server.ts';
import { makeStaticRoot } from './helpers/static-root.ts';

describe('TRUST_PROXY', () => {
  it('refuses any set of ranges that together trust every address, naming the variable', () => {
    for (const raw of [
      '0.0.0.0/1,128.0.0.0/1',
      '0.0.0.0/2, 64.0.0.0/2, 128.0.0.0/1',
      '::/1',
      '::ffff:0:0/96',
      '::ffff:0.0.0.0/96',
      '::/1,8000::/1',
      '10.0.0.0/8,0.0.0.0/1,128.0.0.0/2,192.0.0.0/2',
    ]) {
      assert.throws(
        () => loadConfig({ TRUST_PROXY: raw }),
        (error: Error) => error instanceof ConfigError && error.variables.includes('TRUST_PROXY') && /every/.test(error.message),
        raw,
      );
    }
  });

  it('accepts proxies named by address, block or private range', () => {
    for (const raw of ['10.0.0.0/8,127.0.0.1', 'loopback,linklocal,uniquelocal', '0.0.0.0/1', '2001:db8::/32,fd00::/8', '::ffff:10.0.0.0/104']) {
      assert.ok(Array.isArray(loadConfig({ TRUST_PROXY: raw }).trustProxy), raw);
    }
  });
});

describe('RELEASES_DIR problems', () => {
  let work: string;
  let staticRoot: string;
  let store: string;
  before(async () => {
    work = await mkdtemp(join(tmpdir(), 'clinic-store-'));
    staticRoot = await makeStaticRoot();
  });
  after(async () => {
    await rm(work, { recursive: true, force: true });
    await rm(staticRoot, { recursive: true, force: true });
  });

  /** A fresh store holding one good release of this version; returns its release folder. */
  async function freshStore(name: string): Promise<string> {
    store = join(work, name, 'releases');
    await mkdir(store, { recursive: true });
    await release({ from: await makeFakeBuild(VERSION, ['sign-in.component-AAAAAAAA.js'], join(work, name, 'build')), store });
    return join(store, VERSION);
  }

  const instance = (name: string) => {
    const dataDir = join(work, name, 'data');
    const env = { DATA_DIR: dataDir, RELEASES_DIR: store };
    return mkdir(dataDir, { recursive: true }).then(() =>
      startServer({ kind: 'sqlite', dataDir, database: { kind: 'sqlite', file: join(dataDir, 'clinic.sqlite') }, env }, { staticRoot, env }),
    );
  };

  const refused = async (name: string, ...expected: RegExp[]) => {
    await assert.rejects(instance(name), (error: Error) => {
      assert.ok(error instanceof ReleaseStoreError, `${error.name}: ${error.message}`);
      for (const pattern of expected) assert.match(error.message, pattern);
      assert.match(error.message, /npm run release|remove/);
      return true;
    });
  };

  it('names a dangling symbolic link and the fix', async () => {
    const dir = await freshStore('dangling');
    await symlink(join(work, 'nowhere.js'), join(dir, 'chunks', 'gone.js'));
    await refused('dangling', /chunks\/gone\.js/, /does not exist/);
  });

  it('names a symbolic link loop and the fix', async () => {
    const dir = await freshStore('loop');
    await symlink(join(dir, 'chunks', 'b.js'), join(dir, 'chunks', 'a.js'));
    await symlink(join(dir, 'chunks', 'a.js'), join(dir, 'chunks', 'b.js'));
    await refused('loop', /chunks\/(a|b)\.js/, /loop/);
  });

  it('refuses a symbolic link that leads out of its release, file or folder', async () => {
    const dir = await freshStore('outside');
    await mkdir(join(work, 'elsewhere'));
    await writeFile(join(work, 'elsewhere', 'secret.txt'), 'not released');
    await symlink(join(work, 'elsewhere'), join(dir, 'linked'));
    await refused('outside', /linked/, /outside its release/);
    await rm(join(dir, 'linked'));
    await symlink(join(work, 'elsewhere', 'secret.txt'), join(dir, 'secret.txt'));
    await refused('outside', /secret\.txt/, /outside its release/);
  });

  it('names a malformed integrity.json and the fix', async () => {
    const dir = await freshStore('malformed');
    const manifest = join(dir, 'integrity.json');
    const good = await readFile(manifest, 'utf8');
    await writeFile(manifest, good.slice(0, good.length / 2));
    await refused('malformed', /integrity\.json is not JSON/);
    await writeFile(manifest, JSON.stringify({ version: VERSION, files: ['x'] }));
    await refused('malformed', /integrity\.json is not a release's integrity\.json/);
  });

  it('stops the server process with exit code 1 and the message, no stack trace', async () => {
    const dir = await freshStore('process');
    await writeFile(join(dir, 'integrity.json'), '{');
    const { NODE_TEST_CONTEXT: _, ...parentEnv } = process.env;
    const dataDir = join(work, 'process', 'data');
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
      env: { ...parentEnv, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, RELEASES_DIR: store },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    assert.equal(code, 1, stderr);
    assert.match(stderr, /^RELEASES_DIR: .*integrity\.json is not JSON/m);
    assert.doesNotMatch(stderr, /^\s+at /m);
  });
});

/**
 * The releases store: every released version stays servable at `/<version>/…` after later
 * releases, a rebuild, a restart and on a second instance, byte for byte; `/v<major>/` follows the
 * newest release of its line, and a loader cached from it before the line moved on still gets
 * every chunk it names. A store whose files do not match their release's integrity.json stops the
 * start with the file named.
 */
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import { release } from '../../scripts/release.ts';
import { ReleaseStoreError } from '../../server/site/releases.ts';
import { VERSION } from '../../server/version.ts';
import { fakeScriptFiles, makeFakeBuild } from '../support/fake-build.ts';
import type { TestDatabase } from './helpers/databases.ts';
import { rawGet } from './helpers/raw-http.ts';
import { startServer, type TestServer } from './helpers/server.ts';
import { makeStaticRoot, STATIC_FILES } from './helpers/static-root.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** This server's own version, released earlier, and a later release of the same major line. */
const [MAJOR = '0', MINOR = '0'] = VERSION.split('.');
const LATER = `${MAJOR}.${Number(MINOR) + 1}.0`;
/** Chunks named as the build names them, by content: eight base-32 characters. */
const OLD_CHUNKS = ['AAAAAAAA.js', 'BBBBBBBB.js'];
const NEW_CHUNKS = ['CCCCCCCC.js', 'BBBBBBBB.js'];
const OLD = fakeScriptFiles(VERSION, OLD_CHUNKS);
const NEW = fakeScriptFiles(LATER, NEW_CHUNKS);

describe('the releases store', () => {
  let work: string;
  let staticRoot: string;
  let target: TestDatabase;
  let server: TestServer;
  const env = () => ({ DATA_DIR: join(work, 'data'), RELEASES_DIR: join(work, 'releases') });
  const logs: { level: number; msg: string }[] = [];
  const start = () =>
    startServer(target, { staticRoot, env: env(), logger: { level: 'info', stream: { write: (line: string) => void logs.push(JSON.parse(line)) } } });

  before(async () => {
    work = await mkdtemp(join(tmpdir(), 'clinic-releases-'));
    await mkdir(join(work, 'releases'));
    await mkdir(join(work, 'data'));
    await release({ from: await makeFakeBuild(VERSION, OLD_CHUNKS, join(work, 'old')), store: join(work, 'releases') });
    await release({ from: await makeFakeBuild(LATER, NEW_CHUNKS, join(work, 'new')), store: join(work, 'releases') });
    // The server's own build is this version rebuilt from later sources: other bytes, same version.
    staticRoot = await makeStaticRoot();
    target = { kind: 'sqlite', dataDir: join(work, 'data'), database: { kind: 'sqlite', file: join(work, 'data', 'clinic.sqlite') }, env: env() };
    server = await start();
  });
  after(async () => {
    await server?.close();
    await rm(work, { recursive: true, force: true });
    await rm(staticRoot, { recursive: true, force: true });
  });

  it('logs at start the releases it serves and where the major line points', () => {
    const serving = logs.find((line) => line.msg.startsWith('serving releases'));
    assert.ok(serving, logs.map((line) => line.msg).join('\n'));
    assert.equal(serving.msg, `serving releases ${VERSION}, ${LATER} from ${join(work, 'releases')} (/v${MAJOR}/ → ${LATER})`);
    assert.ok(!logs.some((line) => line.msg.includes('is not released')), 'its version is released');
  });

  it('serves two releases side by side, each exactly as released, cached for good', async () => {
    for (const [version, files] of [
      [VERSION, OLD],
      [LATER, NEW],
    ] as const) {
      for (const path of ['clinic-widgets.js', 'clinic-widgets.mjs', 'assets/help-articles.json']) {
        const answer = await server.get(`/${version}/${path}`);
        assert.equal(answer.status, 200, `/${version}/${path}`);
        assert.equal(answer.text, files[path.startsWith('assets/') ? `site/${path}` : path], `/${version}/${path}`);
        assert.equal(answer.headers.get('cache-control'), IMMUTABLE);
        assert.equal(answer.headers.get('access-control-allow-origin'), '*');
      }
      assert.equal((await server.get(`/${version}/integrity.json`)).body.version, version);
    }
  });

  it("serves a released version from the store, not from this server's rebuild of it", async () => {
    assert.notEqual(OLD['clinic-widgets.js'], STATIC_FILES['clinic-widgets.js']);
    assert.equal((await server.get(`/${VERSION}/clinic-widgets.js`)).text, OLD['clinic-widgets.js']);
    assert.equal((await server.get('/clinic-widgets.js')).text, STATIC_FILES['clinic-widgets.js'], 'the unpinned script is the running build');
  });

  it('gives a loader of the earlier release every chunk it names, precompressed', async () => {
    for (const chunk of OLD_CHUNKS) {
      const answer = await rawGet(server.url, `/${VERSION}/chunks/${chunk}`, { 'accept-encoding': 'br' });
      assert.equal(answer.status, 200, chunk);
      assert.equal(answer.headers['content-encoding'], 'br');
      assert.equal(brotliDecompressSync(answer.body).toString(), OLD[`chunks/${chunk}`]);
      assert.equal(answer.headers['cache-control'], IMMUTABLE);
    }
    assert.equal((await server.get(`/${LATER}/chunks/${OLD_CHUNKS[0]}`)).status, 404, 'a version answers only its own files');
  });

  it('points /v<major>/ at the newest release of the line, and still answers the chunks of a loader cached from it earlier', async () => {
    const script = await server.get(`/v${MAJOR}/clinic-widgets.js`);
    assert.equal(script.text, NEW['clinic-widgets.js']);
    assert.equal(script.headers.get('cache-control'), 'public, max-age=600');
    for (const chunk of [...OLD_CHUNKS, ...NEW_CHUNKS]) {
      const answer = await server.get(`/v${MAJOR}/chunks/${chunk}`);
      assert.equal(answer.status, 200, chunk);
      assert.equal(answer.headers.get('cache-control'), IMMUTABLE);
    }
    assert.equal((await server.get(`/v${MAJOR}/chunks/unknown-ZZZZZZZZ.js`)).status, 404);
  });

  it('answers 404 for a version neither in the store nor built', async () => {
    for (const path of [`/${MAJOR}.99.0/clinic-widgets.js`, `/v${Number(MAJOR) + 1}/clinic-widgets.js`, `/${LATER}/pricing`, `/${LATER}/integrity.json.br`]) {
      assert.equal((await rawGet(server.url, path)).status, 404, path);
    }
  });

  it('answers the same bytes after the build folder is rebuilt or emptied under it', async () => {
    const paths = ['/clinic-widgets.js', '/features', `/${VERSION}/clinic-widgets.js`, '/chunks/sign-in.component-7QH2KX4M.js'];
    const before = await Promise.all(paths.map((path) => rawGet(server.url, path)));
    await writeFile(join(staticRoot, 'clinic-widgets.js'), 'rebuilt();');
    await rm(join(staticRoot, 'clinic-widgets.js.br'));
    await rm(join(staticRoot, 'site'), { recursive: true });
    await rm(join(staticRoot, 'chunks'), { recursive: true });
    await rm(join(work, 'releases', VERSION), { recursive: true });
    for (const [at, path] of paths.entries()) {
      const answer = await rawGet(server.url, path);
      assert.equal(answer.status, 200, path);
      assert.deepEqual(answer.body, before[at]!.body, path);
      assert.equal(answer.headers.etag, before[at]!.headers.etag, path);
    }
  });
});

describe('the releases store across restarts and instances', () => {
  let work: string;
  let staticRoot: string;

  before(async () => {
    work = await mkdtemp(join(tmpdir(), 'clinic-releases-restart-'));
    await mkdir(join(work, 'releases'));
    await release({ from: await makeFakeBuild(VERSION, OLD_CHUNKS, join(work, 'old')), store: join(work, 'releases') });
    staticRoot = await makeStaticRoot();
  });
  after(async () => {
    await rm(work, { recursive: true, force: true });
    await rm(staticRoot, { recursive: true, force: true });
  });

  const instance = async (name: string) => {
    const dataDir = join(work, name);
    await mkdir(dataDir);
    const env = { DATA_DIR: dataDir, RELEASES_DIR: join(work, 'releases') };
    return startServer({ kind: 'sqlite', dataDir, database: { kind: 'sqlite', file: join(dataDir, 'clinic.sqlite') }, env }, { staticRoot, env });
  };

  it('answers the same bytes and ETags for the script and its chunks after a restart and from a second instance', async () => {
    const paths = ['/clinic-widgets.js', `/${VERSION}/clinic-widgets.js`, ...OLD_CHUNKS.map((chunk) => `/${VERSION}/chunks/${chunk}`), '/features'];
    const first = await instance('first');
    const answers = await Promise.all(paths.map((path) => rawGet(first.url, path, { 'accept-encoding': 'br' })));
    await first.close();
    for (const name of ['restarted', 'second']) {
      const other = await instance(name);
      try {
        for (const [at, path] of paths.entries()) {
          const answer = await rawGet(other.url, path, { 'accept-encoding': 'br' });
          assert.equal(answer.status, 200, `${name} ${path}`);
          assert.deepEqual(answer.body, answers[at]!.body, `${name} ${path}`);
          assert.equal(answer.headers.etag, answers[at]!.headers.etag, `${name} ${path}`);
        }
      } finally {
        await other.close();
      }
    }
  });

  it('refuses to start on a release whose files do not match its integrity.json, naming the file', async () => {
    await writeFile(join(work, 'releases', VERSION, 'chunks', OLD_CHUNKS[0]!), 'export const tampered = 1;\n');
    await assert.rejects(instance('tampered'), (error: Error) => error instanceof ReleaseStoreError && error.message.includes(`chunks/${OLD_CHUNKS[0]}`));
  });
});

describe('a build newer than every release of its line', () => {
  let work: string;
  let staticRoot: string;
  let server: TestServer;
  /** A release of this major line older than the running build's version, when there can be one. */
  const EARLIER = Number(MINOR) > 0 ? `${MAJOR}.${Number(MINOR) - 1}.0` : null;

  before(async () => {
    work = await mkdtemp(join(tmpdir(), 'clinic-releases-newer-'));
    await mkdir(join(work, 'releases'));
    await mkdir(join(work, 'data'));
    if (EARLIER) await release({ from: await makeFakeBuild(EARLIER, OLD_CHUNKS, join(work, 'old')), store: join(work, 'releases') });
    staticRoot = await makeStaticRoot();
    const env = { DATA_DIR: join(work, 'data'), RELEASES_DIR: join(work, 'releases') };
    server = await startServer(
      { kind: 'sqlite', dataDir: join(work, 'data'), database: { kind: 'sqlite', file: join(work, 'data', 'clinic.sqlite') }, env },
      { staticRoot, env },
    );
  });
  after(async () => {
    await server?.close();
    await rm(work, { recursive: true, force: true });
    await rm(staticRoot, { recursive: true, force: true });
  });

  it('keeps /v<major>/ on the newest release, and serves its own unreleased version revalidated', {
    skip: EARLIER === null && 'no earlier version of this line',
  }, async () => {
    const pinned = await server.get(`/v${MAJOR}/clinic-widgets.js`);
    assert.equal(pinned.text, fakeScriptFiles(EARLIER!, OLD_CHUNKS)['clinic-widgets.js']);
    assert.equal(pinned.headers.get('cache-control'), 'public, max-age=600');
    const own = await server.get(`/${VERSION}/clinic-widgets.js`);
    assert.equal(own.text, STATIC_FILES['clinic-widgets.js']);
    assert.equal(own.headers.get('cache-control'), 'no-cache');
  });
});

/**
 * Pinned script URLs: `/<version>/…` answers this release's files and is cached for good,
 * `/v<major>/…` answers the same files with a short cache; both serve every file of the script's
 * directory (the script, its module, its chunks, maps, help content), precompressed, to any origin;
 * a chunk, named by its content, is cached for good under any path.
 */
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import { rawGet } from './helpers/raw-http.ts';
import { makeStaticRoot, STATIC_FILES } from './helpers/static-root.ts';
import { startServer, type TestServer } from './helpers/server.ts';
import { MAJOR, VERSION } from '../../server/version.ts';
import { version as packageVersion } from '../../package.json';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** A chunk as the splitting build names it: under chunks/, by its content. */
const CHUNK = 'chunks/sign-in.component-5E1F0C2A.js';
const CHUNK_TEXT = `export const code=${JSON.stringify('x'.repeat(2000))};\n`;
/** A file of the script's directory whose name says nothing of its content. */
const CONTENT = 'site/assets/help-articles.json';
const CONTENT_TEXT = JSON.stringify({ version: 1, articles: [], padding: 'x'.repeat(2000) });

describe('pinned script URLs', () => {
  let dataDir: string;
  let staticRoot: string;
  let server: TestServer;

  before(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'clinic-pinned-'));
    staticRoot = await makeStaticRoot({ [CHUNK]: CHUNK_TEXT, [CONTENT]: CONTENT_TEXT });
    server = await startServer(
      { kind: 'sqlite', dataDir, database: { kind: 'sqlite', file: join(dataDir, 'clinic.sqlite') }, env: { DATA_DIR: dataDir } },
      { staticRoot },
    );
  });
  after(async () => {
    await server?.close();
    await rm(dataDir, { recursive: true, force: true });
    await rm(staticRoot, { recursive: true, force: true });
  });

  it('serves the version of package.json', () => {
    assert.equal(VERSION, packageVersion);
    assert.equal(MAJOR, packageVersion.split('.')[0]);
  });

  it('answers /<version>/clinic-widgets.js with the script, cached for good', async () => {
    const answer = await server.get(`/${VERSION}/clinic-widgets.js`);
    assert.equal(answer.status, 200);
    assert.equal(answer.text, STATIC_FILES['clinic-widgets.js']);
    assert.match(answer.headers.get('content-type') ?? '', /javascript/);
    assert.equal(answer.headers.get('cache-control'), IMMUTABLE);
    assert.equal(answer.headers.get('access-control-allow-origin'), '*');
  });

  it('answers /v<major>/clinic-widgets.js with the same script and a ten-minute cache', async () => {
    const answer = await server.get(`/v${MAJOR}/clinic-widgets.js`);
    assert.equal(answer.status, 200);
    assert.equal(answer.text, STATIC_FILES['clinic-widgets.js']);
    assert.equal(answer.headers.get('cache-control'), 'public, max-age=600');
  });

  it('serves every file of the script directory under both pins: map, chunks, help content', async () => {
    for (const [path, text, majorCache] of [
      ['clinic-widgets.js.map', STATIC_FILES['clinic-widgets.js.map'], 'public, max-age=600'],
      [CHUNK, CHUNK_TEXT, IMMUTABLE],
      ['assets/help-articles.json', CONTENT_TEXT, 'public, max-age=600'],
    ] as const) {
      for (const [pin, cache] of [
        [VERSION, IMMUTABLE],
        [`v${MAJOR}`, majorCache],
      ] as const) {
        const answer = await server.get(`/${pin}/${path}`);
        assert.equal(answer.status, 200, `/${pin}/${path}`);
        assert.equal(answer.text, text, `/${pin}/${path}`);
        assert.equal(answer.headers.get('cache-control'), cache, `/${pin}/${path}`);
      }
    }
    // Unpinned, the script and its map revalidate (they change with every deploy); a chunk never changes.
    assert.equal((await server.get(`/${CHUNK}`)).headers.get('cache-control'), IMMUTABLE);
    assert.equal((await server.get('/clinic-widgets.js')).headers.get('cache-control'), 'no-cache');
  });

  it("sends the build's brotli copy under a pin, with Vary", async () => {
    const answer = await rawGet(server.url, `/${VERSION}/clinic-widgets.js`, { 'accept-encoding': 'br, gzip' });
    assert.equal(answer.status, 200);
    assert.equal(answer.headers['content-encoding'], 'br');
    assert.match(String(answer.headers.vary), /accept-encoding/i);
    assert.equal(answer.headers['cache-control'], IMMUTABLE);
    assert.equal(brotliDecompressSync(answer.body).toString(), STATIC_FILES['clinic-widgets.js']);
  });

  it('answers 404 for another release, another major line, pages and nested pins', async () => {
    for (const path of [
      '/0.0.1/clinic-widgets.js',
      `/${Number(MAJOR) + 1}.0.0/clinic-widgets.js`,
      `/v${Number(MAJOR) + 1}/clinic-widgets.js`,
      `/${VERSION}/pricing`,
      `/${VERSION}/`,
      `/${VERSION}/${VERSION}/clinic-widgets.js`,
      `/${VERSION}/server/server.js`,
      `/${VERSION}/../clinic-widgets.js`,
      `/${VERSION}/clinic-widgets.js.br`,
    ]) {
      // Sent as written: fetch() would resolve the dot segments before sending.
      const answer = await rawGet(server.url, path);
      assert.equal(answer.status, 404, path);
      assert.notEqual(answer.headers['cache-control'], IMMUTABLE, path);
    }
  });

  it('answers 304 to a matching If-None-Match under a pin', async () => {
    const first = await rawGet(server.url, `/${VERSION}/clinic-widgets.js`);
    const etag = String(first.headers.etag);
    const again = await rawGet(server.url, `/${VERSION}/clinic-widgets.js`, { 'if-none-match': etag });
    assert.equal(again.status, 304);
  });
});

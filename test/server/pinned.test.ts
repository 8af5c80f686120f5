/**
 * Pinned script URLs of a build whose version is not released (no releases store): `/<version>/…`
 * and `/v<major>/…` answer this build's files, revalidated on every use (the next deploy may
 * rebuild the same version with other chunks), and the start warns that it is unreleased; both
 * serve every file of the script's directory (the script, its module, its chunks, maps, help
 * content), precompressed, to any origin; a chunk, named by its content as the real build names
 * it, is cached for good under any prefix.
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
import { realChunkNames } from '../support/chunk-names.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const CHUNK_TEXT = `export const code=${JSON.stringify('x'.repeat(2000))};\n`;
/** A file of the script's directory whose name says nothing of its content. */
const CONTENT = 'site/assets/help-articles.json';
const CONTENT_TEXT = JSON.stringify({ version: 1, articles: [], padding: 'x'.repeat(2000) });

describe('pinned script URLs', () => {
  let dataDir: string;
  let staticRoot: string;
  let server: TestServer;
  /** The chunks, by the names the build's own options give them: the classic script's and the module's, with a map. */
  let chunks: string[];
  const logs: { level: number; msg: string }[] = [];

  before(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'clinic-pinned-'));
    const names = await realChunkNames();
    chunks = [names.classic[0]!, names.module[0]!, names.classic.find((name) => name.endsWith('.map'))!].map((name) => `chunks/${name}`);
    staticRoot = await makeStaticRoot({ ...Object.fromEntries(chunks.map((chunk) => [chunk, CHUNK_TEXT])), [CONTENT]: CONTENT_TEXT });
    server = await startServer(
      {
        kind: 'sqlite',
        dataDir,
        database: { kind: 'sqlite', file: join(dataDir, 'clinic.sqlite') },
        env: { DATA_DIR: dataDir, RELEASES_DIR: join(dataDir, 'no-releases') },
      },
      { staticRoot, logger: { level: 'info', stream: { write: (line: string) => void logs.push(JSON.parse(line)) } } },
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

  it('warns at start that this version is not released, and serves no release', () => {
    const warning = logs.find((line) => line.level === 40 && line.msg.includes(`${VERSION} is not released`));
    assert.ok(warning, `no warning of the unreleased version in:\n${logs.map((line) => line.msg).join('\n')}`);
    assert.match(warning.msg, /npm run release/);
    assert.ok(logs.some((line) => line.msg.startsWith('serving no release')));
  });

  it('answers /<version>/clinic-widgets.js with the script, revalidated on every use', async () => {
    const answer = await server.get(`/${VERSION}/clinic-widgets.js`);
    assert.equal(answer.status, 200);
    assert.equal(answer.text, STATIC_FILES['clinic-widgets.js']);
    assert.match(answer.headers.get('content-type') ?? '', /javascript/);
    assert.equal(answer.headers.get('cache-control'), REVALIDATE);
    assert.ok(answer.headers.get('etag'));
    assert.equal(answer.headers.get('access-control-allow-origin'), '*');
  });

  it('answers /v<major>/clinic-widgets.js with the same script, revalidated on every use', async () => {
    const answer = await server.get(`/v${MAJOR}/clinic-widgets.js`);
    assert.equal(answer.status, 200);
    assert.equal(answer.text, STATIC_FILES['clinic-widgets.js']);
    assert.equal(answer.headers.get('cache-control'), REVALIDATE);
  });

  it('serves every file of the script directory under both pins; the chunks, named by content, cached for good under every prefix', async () => {
    for (const [path, text, cache] of [
      ['clinic-widgets.js.map', STATIC_FILES['clinic-widgets.js.map'], REVALIDATE],
      ['assets/help-articles.json', CONTENT_TEXT, REVALIDATE],
      ...chunks.map((chunk) => [chunk, CHUNK_TEXT, IMMUTABLE] as const),
    ] as const) {
      for (const prefix of [`/${VERSION}/`, `/v${MAJOR}/`, ...(path.startsWith('chunks/') ? ['/'] : [])]) {
        const answer = await server.get(`${prefix}${path}`);
        assert.equal(answer.status, 200, `${prefix}${path}`);
        assert.equal(answer.text, text, `${prefix}${path}`);
        assert.equal(answer.headers.get('cache-control'), cache, `${prefix}${path}`);
      }
    }
    // Unpinned, the script revalidates (it changes with every deploy).
    assert.equal((await server.get('/clinic-widgets.js')).headers.get('cache-control'), REVALIDATE);
  });

  it("sends the build's brotli copy under a pin, with Vary", async () => {
    const answer = await rawGet(server.url, `/${VERSION}/clinic-widgets.js`, { 'accept-encoding': 'br, gzip' });
    assert.equal(answer.status, 200);
    assert.equal(answer.headers['content-encoding'], 'br');
    assert.match(String(answer.headers.vary), /accept-encoding/i);
    assert.equal(answer.headers['cache-control'], REVALIDATE);
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

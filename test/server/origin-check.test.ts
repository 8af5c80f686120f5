/**
 * GET /api/origin-check: every origin may read whether an origin may call the API (the caller's own,
 * or the one `?origin=` names), so a page refused for its origin can tell its visitor so instead of
 * "check your connection"; the calls themselves stay refused.
 */
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { rawGet } from './helpers/raw-http.ts';
import { startServer, type TestServer } from './helpers/server.ts';

const PARTNER = 'https://partner.example';
const STRANGER = 'https://stranger.example';

describe('GET /api/origin-check', () => {
  let dataDir: string;
  let server: TestServer;

  before(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'clinic-origin-check-'));
    const env = { DATA_DIR: dataDir, ALLOWED_ORIGINS: PARTNER };
    server = await startServer({ kind: 'sqlite', dataDir, database: { kind: 'sqlite', file: join(dataDir, 'clinic.sqlite') }, env }, { env });
  });
  after(async () => {
    await server?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("tells a refused origin that it is refused, in an answer that origin's page can read", async () => {
    const answer = await server.get('/api/origin-check', { origin: STRANGER });
    assert.equal(answer.status, 200);
    assert.deepEqual(answer.body, { origin: STRANGER, allowed: false });
    assert.equal(answer.headers.get('access-control-allow-origin'), '*');
    assert.equal(answer.headers.get('access-control-allow-credentials'), null);
    assert.equal(answer.headers.get('cache-control'), 'no-store');
    assert.match(answer.headers.get('vary') ?? '', /origin/i);
  });

  it('tells an allowed origin, and a caller without an Origin, that they may call the API', async () => {
    assert.deepEqual((await server.get('/api/origin-check', { origin: PARTNER })).body, { origin: PARTNER, allowed: true });
    assert.deepEqual((await server.get('/api/origin-check')).body, { origin: null, allowed: true });
  });

  it('checks the origin of the address ?origin= names, whoever asks', async () => {
    const asked = (origin: string) => server.get(`/api/origin-check?origin=${encodeURIComponent(origin)}`, { origin: STRANGER });
    assert.deepEqual((await asked(`${PARTNER}/clinic/page?x=1`)).body, { origin: PARTNER, allowed: true });
    assert.deepEqual((await asked('https://other.example')).body, { origin: 'https://other.example', allowed: false });
    for (const bad of ['javascript:alert(1)', 'not an address', '']) {
      const answer = await asked(bad);
      assert.equal(answer.status, 400, bad);
      assert.equal(answer.body.code, 'BAD_REQUEST', bad);
    }
  });

  it('leaves every other call refused to that origin, preflight and all', async () => {
    const call = await rawGet(server.url, '/api/health', { origin: STRANGER });
    assert.equal(call.status, 403);
    assert.equal(call.headers['access-control-allow-origin'], undefined);
    const preflight = await server.request('OPTIONS', '/api/auth/login', {
      headers: { origin: STRANGER, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    assert.equal(preflight.status, 403);
  });
});

/**
 * "Is this the API" follows the route the router matched, not the raw URL: however a path to an API
 * call is spelled (percent-encoded letters, doubled or dotted segments, case, matrix parameters,
 * encoded slashes), it either reaches the API with the API's origin check, CORS and headers, or
 * answers 404/400 without reaching it. A refused origin's preflight gets 403, and is logged.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { describeEachDatabase } from './helpers/databases.ts';
import { registerUser } from './helpers/fixtures.ts';
import { rawRequest, type RawAnswer } from './helpers/raw-http.ts';
import { startServer, type TestServer } from './helpers/server.ts';
import { makeStaticRoot } from './helpers/static-root.ts';

const PARTNER = 'https://partner.example';
const EVIL = 'https://evil.example';
const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/** Ways to spell /api/auth/login that a browser, a proxy or an attacker may send. */
const LOGIN_SPELLINGS = [
  '/api/auth/login',
  '/%61pi/auth/login',
  '/ap%69/auth/login',
  '/%61%70%69/auth/login',
  '/api/auth/%6cogin',
  '/api/%61uth/login',
  '/%2561pi/auth/login',
  '//api/auth/login',
  '/api//auth/login',
  '/API/auth/login',
  '/Api/auth/login',
  '/api/AUTH/login',
  '/api%2Fauth%2Flogin',
  '/api%2fauth/login',
  '/api/auth%2Flogin',
  '/./api/auth/login',
  '/api/./auth/login',
  '/%2e/api/auth/login',
  '/api/../api/auth/login',
  '/api/auth/../auth/login',
  '/x/../api/auth/login',
  '/api/auth/login;jsessionid=abc',
  '/api;x=1/auth/login',
  '/api/auth/login.',
  '/api./auth/login',
  '/api/auth/login/',
  '/api/auth/login%20',
  '/api/auth/login%00',
  '/api/auth/login%',
  '/api%5Cauth%5Clogin',
  '/api\\auth\\login',
  '/api/auth/login?next=/api',
];

describeEachDatabase('the API scope', (target) => {
  let server: TestServer;
  let staticRoot: string;
  let account: { email: string; password: string };
  const logLines: string[] = [];
  before(async () => {
    staticRoot = await makeStaticRoot();
    server = await startServer(target(), {
      staticRoot,
      env: { ALLOWED_ORIGINS: PARTNER },
      logger: { level: 'warn', stream: { write: (line: string) => void logLines.push(line) } },
    });
    account = await registerUser(server);
  });
  after(async () => {
    await server?.close();
  });

  const login = (path: string, headers: Record<string, string>) =>
    rawRequest(server.url, path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ email: account.email, password: account.password }),
    });
  const leaksTokens = (answer: RawAnswer) => /refreshToken|"token"/.test(answer.text);

  it('lets a refused origin read no login answer through any spelling of the path', async () => {
    for (const path of LOGIN_SPELLINGS) {
      const answer = await login(path, { origin: EVIL });
      assert.ok(!leaksTokens(answer), `${path}: ${answer.status} ${answer.text.slice(0, 80)}`);
      assert.ok([403, 404, 400].includes(answer.status), `${path}: ${answer.status}`);
      if (answer.status === 403) {
        assert.deepEqual(JSON.parse(answer.text), { code: 'FORBIDDEN_ORIGIN', message: 'This origin is not allowed to use the API.' }, path);
        assert.equal(answer.headers['access-control-allow-origin'], undefined, path);
      }
    }
  });

  it('gives every spelling either the API with its CORS and headers, or a 404/400 that never reached it', async () => {
    let reached = 0;
    for (const path of LOGIN_SPELLINGS) {
      const answer = await login(path, { origin: PARTNER });
      if (answer.status === 200) {
        reached += 1;
        assert.ok(leaksTokens(answer), path);
        assert.equal(answer.headers['access-control-allow-origin'], PARTNER, path);
        assert.equal(answer.headers['cache-control'], 'no-store', path);
        assert.equal(answer.headers['content-security-policy'], API_CSP, path);
        assert.match(String(answer.headers.vary), /origin/i, path);
      } else {
        assert.ok([404, 400].includes(answer.status), `${path}: ${answer.status}`);
        assert.ok(!leaksTokens(answer), path);
      }
    }
    assert.ok(reached >= 6, `the plain and percent-encoded spellings reach the API (${reached})`);
  });

  it("answers unknown spellings under /api with the API's JSON 404 and headers, the rest with the site's 404 page", async () => {
    for (const path of ['/api/auth/login;jsessionid=abc', '/api/auth/login.', '/%61pi/nope', '/api']) {
      const answer = await rawRequest(server.url, path, { headers: { origin: PARTNER } });
      assert.equal(answer.status, 404, path);
      assert.deepEqual(JSON.parse(answer.text), { code: 'NOT_FOUND', message: 'Not found' }, path);
      assert.equal(answer.headers['cache-control'], 'no-store', path);
      assert.equal(answer.headers['access-control-allow-origin'], PARTNER, path);
    }
    for (const path of ['//api/auth/login', '/API/auth/login', '/api%2Fauth%2Flogin', '/api./auth/login']) {
      const answer = await rawRequest(server.url, path, { headers: { origin: EVIL } });
      assert.equal(answer.status, 404, path);
      assert.match(answer.text, /page:not-found/, path);
    }
  });

  it("refuses a refused origin's preflight with 403, however spelled, and logs the origin", async () => {
    for (const path of ['/api/auth/login', '/%61pi/auth/login', '/api/nope']) {
      logLines.length = 0;
      const answer = await rawRequest(server.url, path, {
        method: 'OPTIONS',
        headers: { origin: EVIL, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
      assert.equal(answer.status, 403, path);
      assert.equal(answer.headers['access-control-allow-origin'], undefined, path);
      const warnings = logLines.map((line) => JSON.parse(line) as { level: number; origin?: string; msg: string }).filter((entry) => entry.level === 40);
      assert.deepEqual(
        warnings.map((entry) => entry.origin),
        [EVIL],
        path,
      );
    }
  });

  it("answers an allowed origin's preflight with 204, that origin and the headers the client sends", async () => {
    for (const path of ['/api/auth/login', '/%61pi/auth/login']) {
      const answer = await rawRequest(server.url, path, {
        method: 'OPTIONS',
        headers: { origin: PARTNER, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,authorization' },
      });
      assert.equal(answer.status, 204, path);
      assert.equal(answer.headers['access-control-allow-origin'], PARTNER, path);
      assert.match(String(answer.headers['access-control-allow-headers']), /content-type/i);
      assert.match(String(answer.headers['access-control-allow-headers']), /authorization/i);
      assert.match(String(answer.headers['access-control-allow-methods']), /POST/);
      assert.equal(answer.headers['access-control-allow-credentials'], undefined);
    }
  });

  describe('the site stays public', () => {
    it('lets any origin read site files, and preflight them', async () => {
      const answer = await rawRequest(server.url, '/clinic-widgets.js', { headers: { origin: EVIL } });
      assert.equal(answer.status, 200);
      assert.equal(answer.headers['access-control-allow-origin'], '*');
      const preflight = await rawRequest(server.url, '/clinic-widgets.js', {
        method: 'OPTIONS',
        headers: { origin: EVIL, 'access-control-request-method': 'GET' },
      });
      assert.equal(preflight.status, 204);
      assert.equal(preflight.headers['access-control-allow-origin'], '*');
    });
  });
});

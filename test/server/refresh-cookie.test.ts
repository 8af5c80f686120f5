/**
 * Where the refresh token travels. A page on the site's own origin that asks for it keeps the token
 * in an HttpOnly, SameSite=Strict cookie scoped to /api/auth, and refresh and sign-out take it from
 * there, only from the site's own origin. A sign-in from another origin's page gets a token that
 * lives 12 hours whatever 'Remember me' said. Clients that send the token in bodies are unchanged.
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, it } from 'node:test';
import { EMBED_SESSION_MS, REMEMBER_ME_MS } from '../../server/auth/refresh-tokens.ts';
import { describeEachDatabase } from './helpers/databases.ts';
import { registerUser, registration } from './helpers/fixtures.ts';
import { startServer, type Answer, type TestServer } from './helpers/server.ts';

const PARTNER = 'https://partner.example';
const WANTS_COOKIE = { 'x-refresh-token': 'cookie' };

/** The `clinic_refresh` cookie an answer set: its value and attributes, or null. */
function setCookie(answer: Answer): { value: string; attributes: string[] } | null {
  const line = answer.headers.getSetCookie().find((cookie) => cookie.startsWith('clinic_refresh='));
  if (!line) return null;
  const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
  return { value: pair.slice('clinic_refresh='.length), attributes };
}

describeEachDatabase('the refresh token in a cookie', (target) => {
  let server: TestServer;
  let own: Record<string, string>;
  before(async () => {
    server = await startServer(target(), { env: { ALLOWED_ORIGINS: PARTNER } });
    own = { origin: server.url };
  });
  after(async () => {
    await server?.close();
  });

  const signInOwn = async (rememberMe = false) => {
    const { email, password } = await registerUser(server);
    const answer = await server.post('/api/auth/login', { email, password, rememberMe }, { ...own, ...WANTS_COOKIE });
    assert.equal(answer.status, 200);
    const cookie = setCookie(answer);
    assert.ok(cookie, 'the answer sets the refresh cookie');
    return { answer, cookie };
  };
  const withCookie = (value: string, headers: Record<string, string> = own) => ({ ...headers, cookie: `other=1; clinic_refresh=${value}` });
  const expiresIn = async (refreshToken: string) => {
    const row = await server.db
      .selectFrom('refresh_tokens')
      .select(['created_at', 'expires_at'])
      .where('token_hash', '=', createHash('sha256').update(refreshToken).digest('base64url'))
      .executeTakeFirstOrThrow();
    return Number(row.expires_at) - Number(row.created_at);
  };

  it('sets an HttpOnly, SameSite=Strict cookie on /api/auth and leaves the token out of the answer', async () => {
    const { answer, cookie } = await signInOwn();
    assert.equal(answer.body.refreshToken, undefined);
    assert.ok(answer.body.token);
    assert.match(cookie.value, /^[A-Za-z0-9_-]{43}$/);
    assert.deepEqual(cookie.attributes.sort(), ['HttpOnly', 'Path=/api/auth', 'SameSite=Strict']);
    // 'Remember me' keeps it 30 days; without it, it ends with the browser session.
    const remembered = await signInOwn(true);
    assert.ok(remembered.cookie.attributes.includes(`Max-Age=${REMEMBER_ME_MS / 1000}`));
    // Registration on the site's own pages does the same.
    const registered = await server.post('/api/auth/register', registration(), { ...own, ...WANTS_COOKIE });
    assert.equal(registered.status, 201);
    assert.equal(registered.body.refreshToken, undefined);
    assert.ok(setCookie(registered));
  });

  it('marks the cookie Secure when the site is reached over https', async () => {
    const proxied = await startServer(target(), { env: { TRUST_PROXY: '1', PUBLIC_URL: 'https://clinic.example' } });
    try {
      const { email, password } = await registerUser(proxied);
      const headers = { origin: 'https://clinic.example', 'x-forwarded-proto': 'https', ...WANTS_COOKIE };
      const answer = await proxied.post('/api/auth/login', { email, password }, headers);
      assert.equal(answer.status, 200);
      assert.ok(setCookie(answer)?.attributes.includes('Secure'));
    } finally {
      await proxied.close();
    }
  });

  it('refreshes with the cookie alone: a new access token in the answer, the successor in the cookie', async () => {
    const { answer, cookie } = await signInOwn(true);
    const refreshed = await server.post('/api/auth/refresh-token', {}, withCookie(cookie.value));
    assert.equal(refreshed.status, 200);
    assert.deepEqual(Object.keys(refreshed.body), ['token']);
    const next = setCookie(refreshed);
    assert.ok(next);
    assert.notEqual(next.value, cookie.value);
    // The family keeps its end: the successor's Max-Age counts down from the sign-in's 30 days.
    const maxAge = Number(next.attributes.find((part) => part.startsWith('Max-Age='))?.slice(8));
    assert.ok(maxAge > 0 && maxAge <= REMEMBER_ME_MS / 1000);
    const me = await server.get('/api/auth/me', { authorization: `Bearer ${refreshed.body.token}` });
    assert.equal(me.status, 200);
    assert.equal(me.body.user.id, answer.body.user.id);
    // The spent cookie is refused (and removed) once the successor exists.
    server.clock.advance(10_001);
    const spent = await server.post('/api/auth/refresh-token', {}, withCookie(cookie.value));
    assert.equal(spent.status, 401);
    assert.ok(setCookie(spent)?.attributes.includes('Max-Age=0'));
  });

  it('refuses the cookie from another origin, or without any sign of the same origin, and leaves it unspent', async () => {
    const { cookie } = await signInOwn();
    for (const headers of [{ origin: PARTNER }, { origin: 'null' }, { 'sec-fetch-site': 'same-site' }, { 'sec-fetch-site': 'cross-site' }, {}]) {
      for (const path of ['/api/auth/refresh-token', '/api/auth/logout']) {
        const refused = await server.post(path, {}, withCookie(cookie.value, headers));
        assert.equal(refused.status, 403, `${path} ${JSON.stringify(headers)}`);
        assert.equal(refused.body.code, 'FORBIDDEN_ORIGIN');
      }
    }
    // A browser that sends no Origin but says the call is its own origin's is let through.
    const fetchMetadata = await server.post('/api/auth/refresh-token', {}, withCookie(cookie.value, { 'sec-fetch-site': 'same-origin' }));
    assert.equal(fetchMetadata.status, 200);
  });

  it('signs out with the cookie: the family is revoked and the cookie removed', async () => {
    const { cookie } = await signInOwn(true);
    const out = await server.post('/api/auth/logout', {}, withCookie(cookie.value));
    assert.equal(out.status, 204);
    assert.deepEqual(setCookie(out), { value: '', attributes: ['Path=/api/auth', 'HttpOnly', 'SameSite=Strict', 'Max-Age=0'] });
    assert.equal((await server.post('/api/auth/refresh-token', {}, withCookie(cookie.value))).status, 401);
  });

  it('moves a body token into the cookie when the site’s own page asks', async () => {
    const { email, password } = await registerUser(server);
    const plain = await server.post('/api/auth/login', { email, password }, own);
    const moved = await server.post('/api/auth/refresh-token', { refreshToken: plain.body.refreshToken }, { ...own, ...WANTS_COOKIE });
    assert.equal(moved.status, 200);
    assert.equal(moved.body.refreshToken, undefined);
    assert.ok(setCookie(moved));
  });

  it('caps a token issued to another origin’s page at 12 hours, even with Remember me, through its rotations', async () => {
    const { email, password } = await registerUser(server);
    // The header asking for the cookie counts only on the site's own origin.
    const answer = await server.post('/api/auth/login', { email, password, rememberMe: true }, { origin: PARTNER, ...WANTS_COOKIE });
    assert.equal(answer.status, 200);
    assert.equal(setCookie(answer), null);
    assert.equal(await expiresIn(answer.body.refreshToken), EMBED_SESSION_MS);
    server.clock.advance(EMBED_SESSION_MS - 60_000);
    const rotated = await server.post('/api/auth/refresh-token', { refreshToken: answer.body.refreshToken }, { origin: PARTNER });
    assert.equal(rotated.status, 200);
    server.clock.advance(60_001);
    assert.equal((await server.post('/api/auth/refresh-token', { refreshToken: rotated.body.refreshToken }, { origin: PARTNER })).status, 401);
    // A registration there is capped too.
    const registered = await server.post('/api/auth/register', registration(), { origin: PARTNER });
    assert.equal(await expiresIn(registered.body.refreshToken), EMBED_SESSION_MS);
  });

  it('answers clients that send the token in bodies as before: no cookie, the token in every answer', async () => {
    const { email, password } = await registerUser(server);
    const login = await server.post('/api/auth/login', { email, password, rememberMe: true });
    assert.equal(setCookie(login), null);
    assert.equal(await expiresIn(login.body.refreshToken), REMEMBER_ME_MS);
    const refreshed = await server.post('/api/auth/refresh-token', { refreshToken: login.body.refreshToken });
    assert.equal(refreshed.status, 200);
    assert.deepEqual(Object.keys(refreshed.body).sort(), ['refreshToken', 'token']);
    assert.equal(setCookie(refreshed), null);
    // Own-origin browsers that did not ask are answered the same way.
    const ownPlain = await server.post('/api/auth/refresh-token', { refreshToken: refreshed.body.refreshToken }, own);
    assert.deepEqual(Object.keys(ownPlain.body).sort(), ['refreshToken', 'token']);
    const missing = await server.post('/api/auth/refresh-token', {});
    assert.equal(missing.status, 400);
    assert.equal(missing.body.fields.refreshToken, 'Refresh token is required');
    assert.equal((await server.post('/api/auth/logout', { refreshToken: ownPlain.body.refreshToken })).status, 204);
  });
});

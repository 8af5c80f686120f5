/** Bad input and abuse: body limit, malformed JSON, unknown calls, cookies, CORS, headers, rate limits. */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { describeEachDatabase } from './helpers/databases.ts';
import { registerUser, uniqueEmail } from './helpers/fixtures.ts';
import { GENEROUS_LIMITS, startServer, type TestServer } from './helpers/server.ts';

const PARTNER = 'https://partner.example';
const TOO_MANY = { message: 'Too many attempts. Please wait a moment and try again.' };

describeEachDatabase('request guards', (target) => {
  let server: TestServer;
  before(async () => {
    server = await startServer(target(), { env: { ALLOWED_ORIGINS: `${PARTNER}, https://other.example` } });
  });
  after(async () => {
    await server?.close();
  });

  describe('bodies', () => {
    it('answers 413 for a body over 1 MB', async () => {
      const answer = await server.request('POST', '/api/contact', {
        body: JSON.stringify({ name: 'A', email: 'a@b.c', message: 'x'.repeat(1024 * 1024) }),
        headers: { 'content-type': 'application/json' },
      });
      assert.equal(answer.status, 413);
      assert.deepEqual(answer.body, { message: 'Request body is too large (the limit is 1 MB).' });
    });

    it('accepts a body just under 1 MB (then checks its fields)', async () => {
      const answer = await server.post('/api/contact', { name: 'A', email: 'a@b.c', message: 'x'.repeat(1000 * 1000) });
      assert.equal(answer.status, 400);
      assert.ok(answer.body.fields.message);
    });

    it('answers 400 "Malformed JSON in request body" for broken or empty JSON', async () => {
      for (const body of ['{"email": ', '{bad json}', '']) {
        const answer = await server.request('POST', '/api/auth/login', { body, headers: { 'content-type': 'application/json' } });
        assert.equal(answer.status, 400, JSON.stringify(body));
        assert.deepEqual(answer.body, { message: 'Malformed JSON in request body' });
      }
    });

    it('refuses prototype poisoning as malformed JSON', async () => {
      const answer = await server.request('POST', '/api/auth/login', { body: '{"__proto__": {"admin": true}}', headers: { 'content-type': 'application/json' } });
      assert.equal(answer.status, 400);
    });

    it('answers 415 for bodies that are not JSON (text/plain would skip the CORS preflight)', async () => {
      const answer = await server.request('POST', '/api/auth/logout', { body: 'refreshToken=x', headers: { 'content-type': 'text/plain' } });
      assert.equal(answer.status, 415);
      assert.equal(typeof answer.body.message, 'string');
    });

    it('answers 400 with field messages for JSON of the wrong shape', async () => {
      for (const json of [[1, 2], 'text', 42, null]) {
        const answer = await server.post('/api/newsletter', json);
        assert.equal(answer.status, 400, JSON.stringify(json));
        assert.deepEqual(answer.body, { message: 'Invalid input data', fields: { email: 'Please enter a valid email address' } });
      }
    });

    it('answers 400 JSON for a malformed URL encoding', async () => {
      const answer = await server.get('/api/auth/%zz');
      assert.equal(answer.status, 400);
      assert.deepEqual(answer.body, { message: 'Bad request' });
    });

    it('answers 404 JSON for unknown API paths and methods', async () => {
      for (const [method, path] of [['GET', '/api/nope'], ['POST', '/api/auth/unknown'], ['DELETE', '/api/auth/login'], ['GET', '/api']] as const) {
        const answer = await server.request(method, path);
        assert.equal(answer.status, 404, `${method} ${path}`);
        assert.deepEqual(answer.body, { message: 'Not found' });
        assert.match(answer.headers.get('content-type') ?? '', /application\/json/);
      }
    });
  });

  describe('headers', () => {
    it('sends nosniff, no-store, a deny-all CSP and a request id on API answers; no HSTS over http', async () => {
      const answer = await server.get('/api/health');
      assert.equal(answer.headers.get('x-content-type-options'), 'nosniff');
      assert.equal(answer.headers.get('cache-control'), 'no-store');
      assert.equal(answer.headers.get('content-security-policy'), "default-src 'none'; frame-ancestors 'none'");
      assert.equal(answer.headers.get('referrer-policy'), 'strict-origin-when-cross-origin');
      assert.match(answer.headers.get('x-request-id') ?? '', /^[0-9a-f-]{36}$/);
      assert.equal(answer.headers.get('strict-transport-security'), null);
      const error = await server.post('/api/auth/login', {});
      assert.equal(error.headers.get('cache-control'), 'no-store');
    });
  });

  describe('no XSRF cookie or check (no cookie carries authority)', () => {
    it('lets a cookie-keeping client call /api/health, keep its cookies, then sign in without any extra header', async () => {
      const { email, password } = await registerUser(server);
      const health = await server.get('/api/health');
      assert.equal(health.status, 200);
      // A jar as Python requests.Session or Postman keeps it: what the server set, plus one an older
      // server version issued.
      const jar = ['XSRF-TOKEN=kept-from-an-earlier-visit', ...health.headers.getSetCookie().map((cookie) => cookie.split(';')[0])].join('; ');
      const login = await server.post('/api/auth/login', { email, password }, { cookie: jar });
      assert.equal(login.status, 200);
      assert.ok(login.body.refreshToken);
      const newsletter = await server.post('/api/newsletter', { email: uniqueEmail() }, { cookie: jar });
      assert.equal(newsletter.status, 201);
      const logout = await server.post('/api/auth/logout', { refreshToken: login.body.refreshToken }, { cookie: jar });
      assert.equal(logout.status, 204);
    });

    it('sets no cookie on any API answer', async () => {
      for (const answer of [
        await server.get('/api/health'),
        await server.post('/api/auth/login', {}),
        await server.get('/api/nope'),
        await server.post('/api/newsletter', { email: uniqueEmail() }, { origin: 'https://evil.example' }),
      ]) {
        assert.deepEqual(answer.headers.getSetCookie(), []);
      }
    });
  });

  describe('CORS', () => {
    const preflight = (origin: string) =>
      server.request('OPTIONS', '/api/auth/login', {
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,authorization' },
      });

    it('answers a preflight from an allowed origin with that origin, never "*", without credentials', async () => {
      const answer = await preflight(PARTNER);
      assert.equal(answer.status, 204);
      assert.equal(answer.headers.get('access-control-allow-origin'), PARTNER);
      assert.equal(answer.headers.get('access-control-allow-credentials'), null);
      assert.match(answer.headers.get('access-control-allow-headers') ?? '', /Authorization/i);
      assert.match(answer.headers.get('access-control-allow-methods') ?? '', /POST/);
    });

    it('gives a refused origin no CORS headers and refuses its preflights and calls with 403', async () => {
      const answer = await preflight('https://evil.example');
      assert.equal(answer.status, 403);
      assert.equal(answer.headers.get('access-control-allow-origin'), null);
      const call = await server.post('/api/newsletter', { email: uniqueEmail() }, { origin: 'https://evil.example' });
      assert.equal(call.status, 403);
      assert.equal(call.headers.get('access-control-allow-origin'), null);
      assert.deepEqual(call.body, { message: 'This origin is not allowed to use the API.' });
    });

    it('lets an allowed origin and the site itself call the API', async () => {
      const partner = await server.post('/api/newsletter', { email: uniqueEmail() }, { origin: PARTNER });
      assert.equal(partner.status, 201);
      assert.equal(partner.headers.get('access-control-allow-origin'), PARTNER);
      assert.match(partner.headers.get('access-control-expose-headers') ?? '', /Retry-After/i);
      const own = await server.post('/api/newsletter', { email: uniqueEmail() }, { origin: 'http://localhost:8080' });
      assert.equal(own.status, 201);
      const sameHost = await server.post('/api/newsletter', { email: uniqueEmail() }, { origin: server.url });
      assert.equal(sameHost.status, 201);
    });
  });
});

describeEachDatabase('rate limits', (target) => {
  let server: TestServer;
  before(async () => {
    server = await startServer(target(), {
      rateLimits: {
        ...GENEROUS_LIMITS,
        login: { ip: { max: 6, timeWindow: 60_000 }, email: { max: 3, timeWindow: 60_000 } },
        forgotPassword: { ip: { max: 4, timeWindow: 60_000 }, email: { max: 1_000, timeWindow: 60_000 } },
        register: { ip: { max: 2, timeWindow: 60_000 } },
        resetPassword: { ip: { max: 2, timeWindow: 60_000 } },
        verifyResetToken: { ip: { max: 2, timeWindow: 60_000 } },
        contact: { ip: { max: 1, timeWindow: 60_000 } },
        newsletter: { ip: { max: 1, timeWindow: 60_000 } },
      },
    });
  });
  after(async () => {
    await server?.close();
  });

  const assertLimited = (answer: { status: number; body: unknown; headers: Headers }) => {
    assert.equal(answer.status, 429);
    assert.deepEqual(answer.body, TOO_MANY);
    const retryAfter = Number(answer.headers.get('retry-after'));
    assert.ok(retryAfter >= 1 && retryAfter <= 60, `Retry-After ${answer.headers.get('retry-after')}`);
  };

  it('limits sign-in attempts per e-mail, then per IP, with 429 and Retry-After', async () => {
    const victim = uniqueEmail('victim');
    for (let i = 0; i < 3; i++) assert.equal((await server.post('/api/auth/login', { email: victim, password: 'Wrong-1-pass' })).status, 401);
    assertLimited(await server.post('/api/auth/login', { email: victim.toUpperCase(), password: 'Wrong-1-pass' }));
    // Another e-mail from the same IP still gets through until the IP budget (6) is spent.
    assert.equal((await server.post('/api/auth/login', { email: uniqueEmail(), password: 'Wrong-1-pass' })).status, 401);
    assert.equal((await server.post('/api/auth/login', { email: uniqueEmail(), password: 'Wrong-1-pass' })).status, 401);
    assertLimited(await server.post('/api/auth/login', { email: uniqueEmail(), password: 'Wrong-1-pass' }));
  });

  it('limits forgot-password alike for known and unknown e-mails', async () => {
    const { email } = await registerUser(server);
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await server.post('/api/auth/forgot-password', { email: i % 2 ? email : uniqueEmail('ghost') }));
    const known = await server.post('/api/auth/forgot-password', { email });
    const unknown = await server.post('/api/auth/forgot-password', { email: uniqueEmail('ghost') });
    assert.deepEqual(answers.map((a) => a.status), [200, 200, 200]);
    assert.equal(known.status, 200);
    assertLimited(unknown);
    const knownAgain = await server.post('/api/auth/forgot-password', { email });
    assertLimited(knownAgain);
    assert.equal(knownAgain.text, unknown.text);
    await server.app.background.idle();
  });

  it('limits registration, reset, verify, contact and newsletter per IP', async () => {
    const expectLimitAfter = async (count: number, call: () => Promise<{ status: number; body: unknown; headers: Headers }>) => {
      for (let i = 0; i < count; i++) assert.notEqual((await call()).status, 429);
      assertLimited(await call());
    };
    await expectLimitAfter(1, () => server.post('/api/auth/register', {})); // one already spent by registerUser above
    await expectLimitAfter(2, () => server.post('/api/auth/reset-password', { token: 'x', password: 'Fresh-Mango-77' }));
    await expectLimitAfter(2, () => server.post('/api/auth/verify-reset-token', { token: 'x' }));
    await expectLimitAfter(1, () => server.post('/api/contact', { name: 'A', email: 'a@b.c', message: 'hi' }));
    await expectLimitAfter(1, () => server.post('/api/newsletter', { email: uniqueEmail() }));
  });
});

/** Bad input and abuse: body limit, malformed JSON, unknown calls, cookies, CORS, headers, rate limits. */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { describeEachDatabase } from './helpers/databases.ts';
import { registerUser, uniqueEmail } from './helpers/fixtures.ts';
import { GENEROUS_LIMITS, startServer, type TestServer } from './helpers/server.ts';

const PARTNER = 'https://partner.example';
const TOO_MANY = { code: 'RATE_LIMITED', message: 'Too many attempts. Please wait a moment and try again.' };

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
        body: JSON.stringify({ name: 'A', email: 'a@b.in', message: 'x'.repeat(1024 * 1024) }),
        headers: { 'content-type': 'application/json' },
      });
      assert.equal(answer.status, 413);
      assert.deepEqual(answer.body, { code: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large (the limit is 1 MB).' });
    });

    it('accepts a body just under 1 MB (then checks its fields)', async () => {
      const answer = await server.post('/api/contact', { name: 'A', email: 'a@b.in', message: 'x'.repeat(1000 * 1000) });
      assert.equal(answer.status, 400);
      assert.ok(answer.body.fields.message);
    });

    it('answers 400 "Malformed JSON in request body" for broken or empty JSON', async () => {
      for (const body of ['{"email": ', '{bad json}', '']) {
        const answer = await server.request('POST', '/api/auth/login', { body, headers: { 'content-type': 'application/json' } });
        assert.equal(answer.status, 400, JSON.stringify(body));
        assert.deepEqual(answer.body, { code: 'MALFORMED_JSON', message: 'Malformed JSON in request body' });
      }
    });

    it('refuses prototype poisoning as malformed JSON', async () => {
      const answer = await server.request('POST', '/api/auth/login', {
        body: '{"__proto__": {"admin": true}}',
        headers: { 'content-type': 'application/json' },
      });
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
        assert.deepEqual(answer.body, {
          code: 'INVALID_INPUT',
          message: 'Invalid input data',
          fields: { email: 'Please enter a valid email address' },
          fieldCodes: { email: 'EMAIL_INVALID' },
        });
      }
    });

    it('answers 400 JSON for a malformed URL encoding', async () => {
      const answer = await server.get('/api/auth/%zz');
      assert.equal(answer.status, 400);
      assert.deepEqual(answer.body, { code: 'BAD_REQUEST', message: 'Bad request' });
    });

    it('answers 404 JSON for unknown API paths and methods', async () => {
      for (const [method, path] of [
        ['GET', '/api/nope'],
        ['POST', '/api/auth/unknown'],
        ['DELETE', '/api/auth/login'],
        ['GET', '/api'],
      ] as const) {
        const answer = await server.request(method, path);
        assert.equal(answer.status, 404, `${method} ${path}`);
        assert.deepEqual(answer.body, { code: 'NOT_FOUND', message: 'Not found' });
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
      assert.deepEqual(call.body, { code: 'FORBIDDEN_ORIGIN', message: 'This origin is not allowed to use the API.' });
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
      // Behind one proxy: X-Forwarded-For names the client, so each test can be several clients.
      env: { TRUST_PROXY: '1' },
      rateLimits: {
        ...GENEROUS_LIMITS,
        login: { ip: { max: 6, timeWindow: 60_000 }, emailIp: { max: 3, timeWindow: 60_000 }, email: { max: 8, timeWindow: 60_000 } },
        forgotPassword: { ip: { max: 4, timeWindow: 60_000 }, email: { max: 1_000, timeWindow: 60_000 } },
        register: { ip: { max: 2, timeWindow: 60_000 } },
        resetPassword: { ip: { max: 2, timeWindow: 60_000 } },
        verifyResetToken: { ip: { max: 2, timeWindow: 60_000 } },
        refreshToken: { ip: { max: 2, timeWindow: 60_000 } },
        logout: { ip: { max: 2, timeWindow: 60_000 } },
        me: { ip: { max: 2, timeWindow: 60_000 } },
        contact: { ip: { max: 1, timeWindow: 60_000 } },
        newsletter: { ip: { max: 1, timeWindow: 60_000 } },
      },
    });
  });
  after(async () => {
    await server?.close();
  });

  let clients = 0;
  /** A new client address, IPv4 or IPv6, seen through the proxy. */
  const client = (family: 4 | 6 = 4) => {
    clients += 1;
    return { 'x-forwarded-for': family === 4 ? `198.51.100.${clients}` : `2001:db8:${clients.toString(16)}::1` };
  };

  const assertLimited = (answer: { status: number; body: unknown; headers: Headers }) => {
    assert.equal(answer.status, 429);
    assert.deepEqual(answer.body, TOO_MANY);
    const retryAfter = Number(answer.headers.get('retry-after'));
    assert.ok(retryAfter >= 1 && retryAfter <= 60, `Retry-After ${answer.headers.get('retry-after')}`);
  };

  it('limits sign-in guesses per e-mail and address, then per address, with 429 and Retry-After', async () => {
    const attacker = client();
    const victim = uniqueEmail('victim');
    for (let i = 0; i < 3; i++) assert.equal((await server.post('/api/auth/login', { email: victim, password: 'Wrong-1-pass' }, attacker)).status, 401);
    assertLimited(await server.post('/api/auth/login', { email: victim.toUpperCase(), password: 'Wrong-1-pass' }, attacker));
    // Another e-mail from the same address still gets through until the address budget (6) is spent.
    assert.equal((await server.post('/api/auth/login', { email: uniqueEmail(), password: 'Wrong-1-pass' }, attacker)).status, 401);
    assert.equal((await server.post('/api/auth/login', { email: uniqueEmail(), password: 'Wrong-1-pass' }, attacker)).status, 401);
    assertLimited(await server.post('/api/auth/login', { email: uniqueEmail(), password: 'Wrong-1-pass' }, attacker));
  });

  it('never locks the owner out: wrong guesses from elsewhere leave the right password working', async () => {
    const { email, password } = await registerUser(server, {}, client());
    const attacker = client();
    for (let i = 0; i < 3; i++) assert.equal((await server.post('/api/auth/login', { email, password: 'Wrong-1-pass' }, attacker)).status, 401);
    assertLimited(await server.post('/api/auth/login', { email, password: 'Wrong-1-pass' }, attacker));
    const owner = await server.post('/api/auth/login', { email, password }, client());
    assert.equal(owner.status, 200, owner.text);
  });

  it('stops a guess spread over many addresses at the per-e-mail ceiling, asking a proof of work for the next', async () => {
    const victim = uniqueEmail('spread');
    for (let i = 0; i < 8; i++) assert.equal((await server.post('/api/auth/login', { email: victim, password: 'Wrong-1-pass' }, client())).status, 401);
    const held = await server.post('/api/auth/login', { email: victim, password: 'Wrong-1-pass' }, client());
    const { challenge, ...rest } = held.body;
    assertLimited({ ...held, body: rest });
    assert.match(challenge.id, /^w1\./);
    assert.equal(challenge.bits, 16);
  });

  it('counts an IPv6 client per /64, so rotating its own addresses gains nothing', async () => {
    const prefix = `2001:db8:ffff:${((clients += 1)).toString(16)}`;
    assert.equal((await server.post('/api/newsletter', { email: uniqueEmail() }, { 'x-forwarded-for': `${prefix}::1` })).status, 201);
    // The /64's one allowance is spent, whichever of its addresses asks next.
    assertLimited(await server.post('/api/newsletter', { email: uniqueEmail() }, { 'x-forwarded-for': `${prefix}:1:2:3:4` }));
    assertLimited(await server.post('/api/newsletter', { email: uniqueEmail() }, { 'x-forwarded-for': `${prefix.toUpperCase()}:abcd::9` }));
    assert.equal((await server.post('/api/newsletter', { email: uniqueEmail() }, client(6))).status, 201);
  });

  it('limits refresh, sign-out and /me per address', async () => {
    const who = client();
    for (const call of [
      () => server.post('/api/auth/refresh-token', { refreshToken: 'x'.repeat(43) }, who),
      () => server.post('/api/auth/logout', { refreshToken: 'x'.repeat(43) }, who),
      () => server.get('/api/auth/me', who),
    ]) {
      for (let i = 0; i < 2; i++) assert.notEqual((await call()).status, 429);
      assertLimited(await call());
    }
  });

  it('without TRUST_PROXY, X-Forwarded-For is ignored: a client cannot choose its address', async () => {
    const direct = await startServer(target(), { rateLimits: { ...GENEROUS_LIMITS, newsletter: { ip: { max: 1, timeWindow: 60_000 } } } });
    try {
      assert.equal((await direct.post('/api/newsletter', { email: uniqueEmail() }, client())).status, 201);
      assertLimited(await direct.post('/api/newsletter', { email: uniqueEmail() }, client()));
    } finally {
      await direct.close();
    }
  });

  it('limits forgot-password alike for known and unknown e-mails', async () => {
    const { email } = await registerUser(server, {}, client());
    const who = client();
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await server.post('/api/auth/forgot-password', { email: i % 2 ? email : uniqueEmail('ghost') }, who));
    const known = await server.post('/api/auth/forgot-password', { email }, who);
    const unknown = await server.post('/api/auth/forgot-password', { email: uniqueEmail('ghost') }, who);
    assert.deepEqual(
      answers.map((a) => a.status),
      [200, 200, 200],
    );
    assert.equal(known.status, 200);
    assertLimited(unknown);
    const knownAgain = await server.post('/api/auth/forgot-password', { email }, who);
    assertLimited(knownAgain);
    assert.equal(knownAgain.text, unknown.text);
    await server.app.background.idle();
  });

  it('limits registration, reset, verify, contact and newsletter per IP', async () => {
    const who = client();
    const expectLimitAfter = async (count: number, call: () => Promise<{ status: number; body: unknown; headers: Headers }>) => {
      for (let i = 0; i < count; i++) assert.notEqual((await call()).status, 429);
      assertLimited(await call());
    };
    await expectLimitAfter(2, () => server.post('/api/auth/register', {}, who));
    await expectLimitAfter(2, () => server.post('/api/auth/reset-password', { token: 'x', password: 'Fresh-Mango-77' }, who));
    await expectLimitAfter(2, () => server.post('/api/auth/verify-reset-token', { token: 'x' }, who));
    await expectLimitAfter(1, () => server.post('/api/contact', { name: 'A', email: 'a@b.in', message: 'hi' }, who));
    await expectLimitAfter(1, () => server.post('/api/newsletter', { email: uniqueEmail() }, who));
  });
});

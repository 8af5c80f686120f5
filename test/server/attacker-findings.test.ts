/**
 * Holes an outside attack found, each closed: a sign-in racing a reset, prototype-named body keys,
 * tokens without issuer or audience, two spellings of one mailbox, forwarded addresses with ports.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createSigner } from 'fast-jwt';
import { PasswordHasher } from '../../server/auth/passwords.ts';
import { resolveJwtSecret } from '../../server/secret.ts';
import { describeEachDatabase } from './helpers/databases.ts';
import { GOOD_PASSWORD, registerUser, registration, requestResetToken } from './helpers/fixtures.ts';
import { GENEROUS_LIMITS, startServer, type TestServer } from './helpers/server.ts';

/** A hasher whose next verify waits until the test lets it go, so a sign-in can be held after reading the account. */
class HeldHasher extends PasswordHasher {
  hold: { entered: () => void; release: Promise<void> } | null = null;
  override async verify(passwordHash: string, password: string): Promise<boolean> {
    const hold = this.hold;
    this.hold = null;
    const result = await super.verify(passwordHash, password);
    if (hold) {
      hold.entered();
      await hold.release;
    }
    return result;
  }
}

describeEachDatabase('a sign-in racing a password reset', (target) => {
  let server: TestServer;
  const hasher = new HeldHasher();
  before(async () => {
    server = await startServer(target(), { wrapHasher: () => hasher });
  });
  after(async () => {
    await server?.close();
  });

  it('issues no session for the old password once a reset has committed while it was being checked', async () => {
    const { email, password } = await registerUser(server);
    let entered = () => {};
    let release = () => {};
    const inside = new Promise<void>((resolve) => (entered = resolve));
    hasher.hold = { entered, release: new Promise<void>((resolve) => (release = resolve)) };
    // The sign-in reads the account, checks the old password (right at that moment), and is held.
    const login = server.post('/api/auth/login', { email, password });
    await inside;
    const token = await requestResetToken(server, email);
    assert.equal((await server.post('/api/auth/reset-password', { token, password: 'Fresh-Mango-77' })).status, 200);
    release();
    const answer = await login;
    assert.equal(answer.status, 401, answer.text);
    const live = await server.db
      .selectFrom('refresh_tokens')
      .select('id')
      .where('revoked_at', 'is', null)
      .where('user_id', '=', (await server.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id)
      .execute();
    assert.deepEqual(live, []);
    assert.equal((await server.post('/api/auth/login', { email, password: 'Fresh-Mango-77' })).status, 200);
  });
});

describeEachDatabase('attack findings', (target) => {
  let server: TestServer;
  before(async () => {
    server = await startServer(target(), { env: { TRUST_PROXY: '1' } });
  });
  after(async () => {
    await server?.close();
  });

  const endpoints: Array<[string, Record<string, unknown>]> = [
    ['/api/auth/register', registration()],
    ['/api/auth/login', { email: 'a@b.in', password: 'x' }],
    ['/api/auth/forgot-password', { email: 'a@b.in' }],
    ['/api/auth/reset-password', { token: 'x', password: 'Fresh-Mango-77' }],
    ['/api/auth/refresh-token', { refreshToken: 'x' }],
    ['/api/auth/logout', { refreshToken: 'x' }],
    ['/api/contact', { name: 'A', email: 'a@b.in', message: 'Hi' }],
    ['/api/newsletter', { email: 'a@b.in' }],
    ['/api/auth/verify-reset-token', { token: 'x' }],
  ];

  it('answers a body key named constructor, hasOwnProperty, toString or valueOf like any other key, never 500', async () => {
    for (const [path, body] of endpoints) {
      for (const key of ['constructor', 'hasOwnProperty', 'toString', 'valueOf']) {
        for (const payload of [{ ...body, [key]: 1 }, { [key]: 'x' }, { ...body, [key]: { a: 1 } }]) {
          const answer = await server.post(path, payload);
          assert.ok(answer.status < 500, `${path} ${JSON.stringify(payload).slice(0, 80)}: ${answer.status} ${answer.text}`);
        }
      }
    }
    await server.app.background.idle();
  });

  it('refuses access tokens without an issuer or an audience', async () => {
    const { user, token } = await registerUser(server);
    assert.equal((await server.get('/api/auth/me', { authorization: `Bearer ${token}` })).status, 200);
    const secret = await resolveJwtSecret(server.config);
    const iat = Math.floor(server.clock.now() / 1000);
    const claims = { sub: user.id, sv: 0, iat, exp: iat + 600 };
    for (const options of [{}, { iss: 'clinic-platform' }, { aud: 'clinic-platform-api' }]) {
      const forged = createSigner({ key: secret, algorithm: 'HS256', ...options })(claims);
      const answer = await server.get('/api/auth/me', { authorization: `Bearer ${forged}` });
      assert.equal(answer.status, 401, JSON.stringify(options));
    }
  });

  it('gives one mailbox one account: a quoted local part is refused, an IDN domain is one address in either spelling', async () => {
    const local = `victim${Date.now()}`;
    assert.equal((await server.post('/api/auth/register', registration({ email: `${local}@x.test` }))).status, 201);
    const quoted = await server.post('/api/auth/register', registration({ email: `"${local}"@x.test` }));
    assert.equal(quoted.status, 400);
    assert.deepEqual(quoted.body.fields, { email: 'Please enter a valid email address' });
    const unicode = await server.post('/api/auth/register', registration({ email: `${local}@münchen.test` }));
    assert.equal(unicode.status, 201, unicode.text);
    assert.equal(unicode.body.user.email, `${local}@xn--mnchen-3ya.test`);
    assert.equal((await server.post('/api/auth/register', registration({ email: `${local}@xn--mnchen-3ya.test` }))).status, 409);
    assert.equal((await server.post('/api/auth/login', { email: `${local}@XN--MNCHEN-3YA.test`, password: GOOD_PASSWORD })).status, 200);
    for (const email of [`vic\u202etim${local}@x.test`, `vic\u200btim${local}@x.test`, `vic\u00adtim${local}@x.test`, `vic\u200dtim${local}@x.test`]) {
      assert.equal((await server.post('/api/auth/register', registration({ email }))).status, 400, JSON.stringify(email));
    }
    const name = await server.post('/api/auth/register', registration({ ownerName: 'Asha\u202eoaR' }));
    assert.equal(name.status, 400);
    assert.ok(name.body.fields.ownerName);
    await server.app.background.idle();
  });

  it('counts a forwarded address with a port as the address, not as a new client', async () => {
    const limited = await startServer(target(), {
      env: { TRUST_PROXY: '1' },
      rateLimits: { ...GENEROUS_LIMITS, newsletter: { ip: { max: 1, timeWindow: 60_000 } } },
    });
    try {
      const subscribe = (forwarded: string) =>
        limited.post('/api/newsletter', { email: `p${Date.now()}${Math.random()}@x.test`.replace('0.', '') }, { 'x-forwarded-for': forwarded });
      assert.equal((await subscribe('203.0.113.9:40001')).status, 201);
      assert.equal((await subscribe('203.0.113.9:40002')).status, 429);
      assert.equal((await subscribe('203.0.113.9')).status, 429);
      assert.equal((await subscribe('[2001:db8::1]:443')).status, 201);
      assert.equal((await subscribe('[2001:db8::2]:8443')).status, 429);
      assert.equal((await subscribe('2001:db8::3')).status, 429);
    } finally {
      await limited.close();
    }
  });
});

describe('device tokens', () => {
  it('are refused when malformed, whatever their length, and name the session version they were issued under', async () => {
    const { DeviceTokens } = await import('../../server/auth/device-tokens.ts');
    const tokens = new DeviceTokens('s'.repeat(40), () => 1_000);
    const key = 'a'.repeat(32);
    const token = tokens.issue(key, 3);
    assert.equal(tokens.sessionVersionOf(token, key), 3);
    assert.equal(tokens.sessionVersionOf(token, 'b'.repeat(32)), null);
    assert.equal(tokens.sessionVersionOf(token.replace('.3.', '.4.'), key), null);
    for (const bad of [undefined, null, 5, '', 'x'.repeat(1_000_000), `${token}x`, token.replace('d2', 'd1')])
      assert.equal(tokens.sessionVersionOf(bad, key), null);
  });
});

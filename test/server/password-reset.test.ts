/** forgot-password, verify-reset-token and reset-password: no enumeration, expiry, single use. */
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { describeEachDatabase } from './helpers/databases.ts';
import { outbox, registerUser, requestResetToken, uniqueEmail } from './helpers/fixtures.ts';
import { startServer, type Answer, type TestServer } from './helpers/server.ts';

const SENT = { message: 'If an account exists for that email, a password reset link has been sent.' };
const INVALID = { valid: false, message: 'Invalid or expired reset token' };
const NEW_PASSWORD = 'Fresh-Mango-77';
const HOUR = 60 * 60 * 1000;

describeEachDatabase('password reset', (target) => {
  let server: TestServer;
  before(async () => {
    server = await startServer(target(), { env: { PUBLIC_URL: 'https://clinic.example/' } });
  });
  after(async () => {
    await server?.close();
  });

  const verify = (token: unknown) => server.post('/api/auth/verify-reset-token', token === undefined ? {} : { token });
  const reset = (token: unknown, password: unknown) => server.post('/api/auth/reset-password', { token, password });
  const login = (email: string, password: string) => server.post('/api/auth/login', { email, password });

  /** The headers a client could tell apart (everything but per-request values). */
  const visibleHeaders = (answer: Answer) =>
    [...answer.headers.entries()].filter(([name]) => !['date', 'x-request-id', 'set-cookie', 'keep-alive'].includes(name)).sort();

  it('answers known and unknown e-mails with the same status, body and headers', async () => {
    const { email } = await registerUser(server);
    const known = await server.post('/api/auth/forgot-password', { email });
    const unknown = await server.post('/api/auth/forgot-password', { email: uniqueEmail('ghost') });
    assert.equal(known.status, 200);
    assert.equal(unknown.status, 200);
    assert.deepEqual(known.body, SENT);
    assert.equal(unknown.text, known.text);
    assert.deepEqual(visibleHeaders(unknown), visibleHeaders(known));
    await server.app.background.idle();
  });

  it('answers known and unknown e-mails in about the same time', async () => {
    // Each address is asked for once, known or not, so both take the same rate-limit path (a
    // first request for an address records it; a repeated one updates it).
    const emails = [];
    for (let i = 0; i < 5; i++) emails.push((await registerUser(server)).email);
    const time = async (address: string) => {
      const started = performance.now();
      await server.post('/api/auth/forgot-password', { email: address });
      return performance.now() - started;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i++) {
      known.push(await time(emails[i]!));
      unknown.push(await time(uniqueEmail('ghost')));
      await server.app.background.idle();
    }
    // The lookup and the mail run after the answer, so both answer in a few milliseconds. The
    // fastest of each is compared: other work on a shared machine only ever adds time to a sample.
    const [k, u] = [Math.min(...known), Math.min(...unknown)];
    // Only noise separates them (the threshold allows for a loaded machine).
    assert.ok(Math.abs(k - u) < Math.max(25, 0.5 * Math.max(k, u)), `known ${k.toFixed(1)} ms, unknown ${u.toFixed(1)} ms`);
  });

  it('mails a link built from PUBLIC_URL (never the Host header), valid 24 hours and once', async () => {
    const { email } = await registerUser(server);
    const before = (await outbox(target().dataDir)).length;
    await server.post(
      '/api/auth/forgot-password',
      { email: email.toUpperCase() },
      { 'x-forwarded-host': 'evil.example', forwarded: 'host=evil.example;proto=http' },
    );
    await server.app.background.idle();
    const mails = await outbox(target().dataDir);
    assert.equal(mails.length, before + 1);
    const mail =
      mails.find((m) => m.text.includes(`To: ${email}`) && m.text.includes('Subject: Reset your password')) ?? assert.fail('no reset mail to the user');
    assert.match(mail.text, /Subject: Reset your password/);
    assert.match(mail.text, /https:\/\/clinic\.example\/reset-password\?token=[\w-]{43}/);
    assert.doesNotMatch(mail.text, /evil\.example/);
    assert.match(mail.text, /valid for 24 hours and can be used once/);
    assert.match(mail.text, /Content-Type: text\/html/);
    // Greeted by name, from the site's no-reply address, with replies going to support.
    assert.match(mail.text, /^Hello Dr\. Asha Rao,$/m);
    assert.match(mail.text, /<p>Hello Dr\. Asha Rao,<\/p>/);
    assert.match(mail.text, /^From: ClinicPlatform <no-reply@clinic\.example>$/m);
    assert.match(mail.text, /^Reply-To: ClinicPlatform Support <support@clinicplatform\.in>$/m);
    const recorded = await server.db.selectFrom('sent_mail').selectAll().where('to_address', '=', email).where('kind', '=', 'password-reset').execute();
    assert.equal(recorded.length, 1);
    assert.equal(recorded[0]?.subject, 'Reset your password');
    assert.equal(recorded[0]?.transport, 'outbox');
  });

  it('sends nothing and records nothing for an unknown e-mail', async () => {
    const before = (await outbox(target().dataDir)).length;
    const ghost = uniqueEmail('ghost');
    await server.post('/api/auth/forgot-password', { email: ghost });
    await server.app.background.idle();
    assert.equal((await outbox(target().dataDir)).length, before);
    assert.equal((await server.db.selectFrom('sent_mail').select('id').where('to_address', '=', ghost).execute()).length, 0);
  });

  it('answers 400 for a forgot-password body without an e-mail', async () => {
    const answer = await server.post('/api/auth/forgot-password', {});
    assert.equal(answer.status, 400);
    assert.deepEqual(answer.body, {
      code: 'INVALID_INPUT',
      message: 'Invalid input data',
      fields: { email: 'Please enter a valid email address' },
      fieldCodes: { email: 'EMAIL_INVALID' },
    });
  });

  it('stores reset tokens only as hashes', async () => {
    const { email, user } = await registerUser(server);
    const token = await requestResetToken(server, email);
    const rows = await server.db.selectFrom('reset_tokens').select('token_hash').where('user_id', '=', user.id).execute();
    assert.equal(rows.length, 1);
    assert.notEqual(rows[0]?.token_hash, token);
  });

  it('verifies a live token without consuming it', async () => {
    const { email } = await registerUser(server);
    const token = await requestResetToken(server, email);
    assert.deepEqual((await verify(token)).body, { valid: true });
    assert.deepEqual((await verify(token)).body, { valid: true });
    assert.equal((await reset(token, NEW_PASSWORD)).status, 200);
  });

  it('answers verify alike for missing, empty, malformed, unknown, expired and spent tokens', async () => {
    const { email } = await registerUser(server);
    const spent = await requestResetToken(server, email);
    assert.equal((await reset(spent, NEW_PASSWORD)).status, 200);
    const expired = await requestResetToken(server, email);
    server.clock.advance(24 * HOUR + 1);
    for (const token of [undefined, '', 42, 'x'.repeat(600), 'unknown-token', expired, spent]) {
      const answer = await verify(token);
      assert.equal(answer.status, 200, String(token));
      assert.deepEqual(answer.body, INVALID, String(token));
    }
  });

  it('accepts a token just before 24 hours and refuses it after', async () => {
    const { email, password } = await registerUser(server);
    const token = await requestResetToken(server, email);
    server.clock.advance(24 * HOUR - 1000);
    assert.deepEqual((await verify(token)).body, { valid: true });
    server.clock.advance(2000);
    const late = await reset(token, NEW_PASSWORD);
    assert.equal(late.status, 400);
    assert.deepEqual(late.body, { code: 'RESET_TOKEN_INVALID', message: 'Invalid or expired reset token' });
    assert.equal((await login(email, password)).status, 200);
  });

  it('resets the password once: the new one signs in, the old one and the token are dead', async () => {
    const { email, password } = await registerUser(server);
    const token = await requestResetToken(server, email);
    const answer = await reset(token, NEW_PASSWORD);
    assert.equal(answer.status, 200);
    assert.deepEqual(Object.keys(answer.body), ['message'], 'does not sign in');
    assert.equal((await login(email, NEW_PASSWORD)).status, 200);
    assert.equal((await login(email, password)).status, 401);
    const again = await reset(token, 'Another-Pass-55');
    assert.equal(again.status, 400);
    assert.deepEqual(again.body, { code: 'RESET_TOKEN_INVALID', message: 'Invalid or expired reset token' });
  });

  it('revokes every refresh token and earlier access token of the user', async () => {
    const { email, password, token: accessToken, refreshToken } = await registerUser(server);
    const other = (await login(email, password)).body;
    const resetToken = await requestResetToken(server, email);
    server.clock.advance(1000);
    assert.equal((await reset(resetToken, NEW_PASSWORD)).status, 200);
    assert.equal((await server.post('/api/auth/refresh-token', { refreshToken })).status, 401);
    assert.equal((await server.post('/api/auth/refresh-token', { refreshToken: other.refreshToken })).status, 401);
    assert.equal((await server.get('/api/auth/me', { authorization: `Bearer ${accessToken}` })).status, 401);
  });

  it('keeps older links valid when a new one is requested, and spends them all when one is used', async () => {
    const { email } = await registerUser(server);
    const older = await requestResetToken(server, email);
    const newer = await requestResetToken(server, email);
    assert.deepEqual((await verify(older)).body, { valid: true });
    assert.deepEqual((await verify(newer)).body, { valid: true });
    assert.equal((await reset(older, NEW_PASSWORD)).status, 200);
    assert.deepEqual((await verify(newer)).body, INVALID);
    assert.equal((await reset(newer, NEW_PASSWORD)).status, 400);
  });

  it('enforces the reset rules in order (length, cases, digit), then refuses common passwords', async () => {
    const { email } = await registerUser(server);
    const token = await requestResetToken(server, email);
    const cases: Array<[string, string, string]> = [
      ['Ab1', 'Password must be at least 8 characters long', 'PASSWORD_TOO_SHORT'],
      ['ALLUPPER123', 'Password must contain at least one lowercase letter', 'PASSWORD_LOWERCASE'],
      ['alllower123', 'Password must contain at least one uppercase letter', 'PASSWORD_UPPERCASE'],
      ['NoDigitsHere', 'Password must contain at least one number', 'PASSWORD_NUMBER'],
      [`Aa1${'z'.repeat(126)}`, 'Password must be at most 128 characters long', 'PASSWORD_TOO_LONG'],
      ['Password123', 'This password is too common. Please choose a less predictable one.', 'PASSWORD_COMMON'],
    ];
    for (const [password, message, code] of cases) {
      const answer = await reset(token, password);
      assert.equal(answer.status, 400, password);
      assert.deepEqual(
        answer.body,
        { code: 'INVALID_INPUT', message: 'Invalid input data', fields: { password: message }, fieldCodes: { password: code } },
        password,
      );
    }
    assert.deepEqual((await verify(token)).body, { valid: true }, 'refused attempts do not spend the token');
  });

  it('answers 400 "Invalid or missing reset token" without a token, and for an unknown one "Invalid or expired reset token"', async () => {
    const missing = await reset(undefined, NEW_PASSWORD);
    assert.equal(missing.status, 400);
    assert.deepEqual(missing.body.fields, { token: 'Invalid or missing reset token' });
    const unknown = await reset('no-such-token', NEW_PASSWORD);
    assert.equal(unknown.status, 400);
    assert.deepEqual(unknown.body, { code: 'RESET_TOKEN_INVALID', message: 'Invalid or expired reset token' });
  });
});

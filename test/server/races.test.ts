/** Concurrency on both databases: one reset per token, one successor per refresh token, one account per e-mail. */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, it } from 'node:test';
import { describeEachDatabase } from './helpers/databases.ts';
import { registerUser, registration, requestResetToken, uniqueEmail } from './helpers/fixtures.ts';
import { startServer, type TestServer } from './helpers/server.ts';

describeEachDatabase('races', (target) => {
  let server: TestServer;
  before(async () => {
    server = await startServer(target());
  });
  after(async () => {
    await server?.close();
  });

  it('16 concurrent resets with one token: exactly one succeeds and only its password works', async () => {
    const { email, password } = await registerUser(server);
    const token = await requestResetToken(server, email);
    const passwords = Array.from({ length: 16 }, (_, i) => `Race-Winner-${i}x`);
    const answers = await Promise.all(passwords.map((candidate) => server.post('/api/auth/reset-password', { token, password: candidate })));
    const winners = passwords.filter((_, i) => answers[i]?.status === 200);
    assert.equal(winners.length, 1, `statuses ${answers.map((a) => a.status).join(',')}`);
    for (const answer of answers)
      if (answer.status !== 200) assert.deepEqual(answer.body, { code: 'RESET_TOKEN_INVALID', message: 'Invalid or expired reset token' });
    const logins = await Promise.all([password, ...passwords].map((candidate) => server.post('/api/auth/login', { email, password: candidate })));
    const working = [password, ...passwords].filter((_, i) => logins[i]?.status === 200);
    assert.deepEqual(working, winners);
  });

  it('50 concurrent refreshes with one token: exactly one live successor, the family survives', async () => {
    const { refreshToken, user } = await registerUser(server);
    const answers = await Promise.all(Array.from({ length: 50 }, () => server.post('/api/auth/refresh-token', { refreshToken })));
    const ok = answers.filter((a) => a.status === 200);
    assert.equal(ok.length, 1, `statuses ${answers.map((a) => a.status).join(',')}`);
    assert.ok(answers.every((a) => a.status === 200 || a.status === 401));
    const hash = createHash('sha256').update(refreshToken).digest('base64url');
    const { family_id } = await server.db.selectFrom('refresh_tokens').select('family_id').where('token_hash', '=', hash).executeTakeFirstOrThrow();
    const live = await server.db
      .selectFrom('refresh_tokens')
      .select('id')
      .where('family_id', '=', family_id)
      .where('spent_at', 'is', null)
      .where('revoked_at', 'is', null)
      .execute();
    assert.equal(live.length, 1);
    // The losers raced inside the grace window, so the winner's session goes on.
    const next = await server.post('/api/auth/refresh-token', { refreshToken: ok[0]?.body.refreshToken });
    assert.equal(next.status, 200);
    assert.equal((await server.db.selectFrom('refresh_tokens').select('id').where('user_id', '=', user.id).execute()).length, 3);
  });

  it('200 concurrent registrations of distinct e-mails are all stored', async () => {
    const payloads = Array.from({ length: 200 }, () => registration({ email: uniqueEmail('bulk') }));
    const answers = await Promise.all(payloads.map((payload) => server.post('/api/auth/register', payload)));
    assert.deepEqual(
      answers.filter((a) => a.status !== 201).map((a) => `${a.status} ${a.text}`),
      [],
    );
    const emails = payloads.map((p) => String(p.email).toLowerCase());
    const stored = await server.db.selectFrom('users').select('email').where('email', 'in', emails).execute();
    assert.equal(stored.length, 200);
  });

  it('concurrent registrations of one e-mail (any case) give exactly one 201; the rest 409', async () => {
    const email = uniqueEmail('Same');
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => server.post('/api/auth/register', registration({ email: i % 2 ? email.toUpperCase() : ` ${email}` }))),
    );
    const statuses = answers.map((a) => a.status).sort();
    assert.equal(statuses.filter((s) => s === 201).length, 1, statuses.join(','));
    assert.equal(statuses.filter((s) => s === 409).length, 39, statuses.join(','));
    for (const answer of answers) if (answer.status === 409) assert.deepEqual(answer.body, { code: 'EMAIL_EXISTS', message: 'Email already exists' });
    const stored = await server.db.selectFrom('users').select('id').where('email', '=', email.toLowerCase()).execute();
    assert.equal(stored.length, 1);
  });
});

/** POST /api/auth/refresh-token and /api/auth/logout: rotation, reuse detection, lifetimes. */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, it } from 'node:test';
import { describeEachDatabase } from './helpers/databases.ts';
import { registerUser } from './helpers/fixtures.ts';
import { startServer, type TestServer } from './helpers/server.ts';

const DAY = 24 * 60 * 60 * 1000;
const INVALID = { code: 'REFRESH_TOKEN_INVALID', message: 'Invalid or expired refresh token' };

describeEachDatabase('sessions', (target) => {
  let server: TestServer;
  before(async () => {
    server = await startServer(target());
  });
  after(async () => {
    await server?.close();
  });

  const refresh = (refreshToken: unknown) => server.post('/api/auth/refresh-token', { refreshToken });
  const signIn = async (rememberMe = false) => {
    const { email, password } = await registerUser(server);
    const { body } = await server.post('/api/auth/login', { email, password, rememberMe });
    return body as { token: string; refreshToken: string; user: { id: string } };
  };

  it('exchanges a refresh token for a new pair; the new access token works', async () => {
    const session = await signIn();
    const answer = await refresh(session.refreshToken);
    assert.equal(answer.status, 200);
    assert.deepEqual(Object.keys(answer.body).sort(), ['refreshToken', 'token']);
    assert.notEqual(answer.body.refreshToken, session.refreshToken);
    const me = await server.get('/api/auth/me', { authorization: `Bearer ${answer.body.token}` });
    assert.equal(me.status, 200);
    assert.equal(me.body.user.id, session.user.id);
    assert.equal((await refresh(answer.body.refreshToken)).status, 200);
  });

  it('refuses a spent token within the grace window without signing the other tab out', async () => {
    const session = await signIn();
    const first = await refresh(session.refreshToken);
    server.clock.advance(9_000);
    const second = await refresh(session.refreshToken);
    assert.equal(second.status, 401);
    assert.deepEqual(second.body, INVALID);
    // The tab that won keeps its session.
    assert.equal((await refresh(first.body.refreshToken)).status, 200);
  });

  it('revokes the whole family when a spent token comes back after the grace window', async () => {
    const session = await signIn();
    const first = await refresh(session.refreshToken);
    const second = await refresh(first.body.refreshToken);
    server.clock.advance(10_001);
    assert.equal((await refresh(session.refreshToken)).status, 401);
    // The live descendant is revoked too: whoever stole the token cannot go on.
    const afterTheft = await refresh(second.body.refreshToken);
    assert.equal(afterTheft.status, 401);
    assert.deepEqual(afterTheft.body, INVALID);
    const hash = createHash('sha256').update(session.refreshToken).digest('base64url');
    const { family_id } = await server.db.selectFrom('refresh_tokens').select('family_id').where('token_hash', '=', hash).executeTakeFirstOrThrow();
    const family = await server.db.selectFrom('refresh_tokens').select('revoked_at').where('family_id', '=', family_id).execute();
    assert.equal(family.length, 3);
    assert.ok(family.every((row) => row.revoked_at !== null));
  });

  it('does not touch other sessions of the same user when one family is revoked', async () => {
    const { email, password } = await registerUser(server);
    const a = (await server.post('/api/auth/login', { email, password })).body;
    const b = (await server.post('/api/auth/login', { email, password })).body;
    await refresh(a.refreshToken);
    server.clock.advance(11_000);
    await refresh(a.refreshToken);
    assert.equal((await refresh(b.refreshToken)).status, 200);
  });

  it('answers 401 for an unknown token and 400 for a missing one', async () => {
    const unknown = await refresh('A'.repeat(43));
    assert.equal(unknown.status, 401);
    assert.deepEqual(unknown.body, INVALID);
    const missing = await server.post('/api/auth/refresh-token', {});
    assert.equal(missing.status, 400);
    assert.deepEqual(missing.body, {
      code: 'INVALID_INPUT',
      message: 'Invalid input data',
      fields: { refreshToken: 'Refresh token is required' },
      fieldCodes: { refreshToken: 'REFRESH_TOKEN_REQUIRED' },
    });
    assert.equal((await refresh(12345)).status, 400);
  });

  it('ends a session after 1 day, counted from sign-in (rotation does not extend it)', async () => {
    const session = await signIn(false);
    server.clock.advance(DAY - 60_000);
    const rotated = await refresh(session.refreshToken);
    assert.equal(rotated.status, 200);
    server.clock.advance(60_000);
    assert.equal((await refresh(rotated.body.refreshToken)).status, 401);
  });

  it('keeps a rememberMe session for 30 days', async () => {
    const session = await signIn(true);
    server.clock.advance(29 * DAY);
    const rotated = await refresh(session.refreshToken);
    assert.equal(rotated.status, 200);
    server.clock.advance(DAY);
    assert.equal((await refresh(rotated.body.refreshToken)).status, 401);
  });

  it('logs out with 204 and revokes that token and its family', async () => {
    const session = await signIn();
    const rotated = await refresh(session.refreshToken);
    const answer = await server.post('/api/auth/logout', { refreshToken: rotated.body.refreshToken });
    assert.equal(answer.status, 204);
    assert.equal(answer.text, '');
    assert.equal((await refresh(rotated.body.refreshToken)).status, 401);
  });

  it('answers logout 204 for an unknown token and 400 without one', async () => {
    assert.equal((await server.post('/api/auth/logout', { refreshToken: 'B'.repeat(43) })).status, 204);
    const missing = await server.post('/api/auth/logout', {});
    assert.equal(missing.status, 400);
    assert.equal(missing.body.fields.refreshToken, 'Refresh token is required');
  });

  it('stores refresh tokens only as hashes', async () => {
    const session = await signIn();
    const rows = await server.db.selectFrom('refresh_tokens').select('token_hash').where('user_id', '=', session.user.id).execute();
    assert.equal(rows.length, 2, 'one from registration, one from sign-in');
    for (const row of rows) assert.notEqual(row.token_hash, session.refreshToken);
    assert.equal((await server.db.selectFrom('refresh_tokens').select('id').where('token_hash', '=', session.refreshToken).execute()).length, 0);
  });
});

/**
 * Revocation is exact, on both databases: once a password reset or a sign-out has answered, no
 * refresh of the sessions it ended is accepted, however hard they were refreshing at that moment;
 * and an access token signed in the same second as a reset no longer opens /api/auth/me.
 */
import assert from 'node:assert/strict';
import { performance } from 'node:perf_hooks';
import { after, before, it } from 'node:test';
import { RefreshTokens } from '../../server/auth/refresh-tokens.ts';
import { describeEachDatabase } from './helpers/databases.ts';
import { GOOD_PASSWORD, registerUser, requestResetToken } from './helpers/fixtures.ts';
import { Refresher } from './helpers/refresher.ts';
import { startServer, type TestServer } from './helpers/server.ts';

const SESSIONS = 30;
const TRIALS = 4;

describeEachDatabase('revocation', (target) => {
  let server: TestServer;
  before(async () => {
    server = await startServer(target());
  });
  after(async () => {
    await server?.close();
  });

  /** Starts `count` sessions of one account straight in the database (no argon2 sign-ins). */
  async function sessionsOf(userId: string, count: number): Promise<string[]> {
    const issuer = new RefreshTokens(server.db, server.clock.now);
    const tokens: string[] = [];
    for (let i = 0; i < count; i++) tokens.push(await issuer.issue(userId, true));
    return tokens;
  }

  const refresh = async (refreshToken: string) => {
    const answer = await server.post('/api/auth/refresh-token', { refreshToken });
    return { status: answer.status, refreshToken: answer.body?.refreshToken };
  };

  async function liveTokens(userId: string): Promise<number> {
    const rows = await server.db
      .selectFrom('refresh_tokens')
      .select('id')
      .where('user_id', '=', userId)
      .where('spent_at', 'is', null)
      .where('revoked_at', 'is', null)
      .execute();
    return rows.length;
  }

  it(`a password reset ends ${SESSIONS} sessions refreshing in a tight loop: none is accepted after its answer`, async () => {
    for (let trial = 0; trial < TRIALS; trial++) {
      const { email, user } = await registerUser(server);
      const resetToken = await requestResetToken(server, email);
      const refreshers = (await sessionsOf(user.id, SESSIONS)).map((token) => new Refresher(refresh, token));
      await Promise.all(refreshers.map((r) => r.warm));
      const reset = await server.post('/api/auth/reset-password', { token: resetToken, password: `${GOOD_PASSWORD}-${trial}` });
      const answeredAt = performance.now();
      assert.equal(reset.status, 200, reset.text);
      await Promise.all(refreshers.map((r) => r.done));
      const late = refreshers.reduce((sum, r) => sum + r.acceptedAfter(answeredAt), 0);
      assert.equal(late, 0, `trial ${trial}: ${late} refreshes accepted after the reset answered`);
      assert.deepEqual(new Set(refreshers.map((r) => r.refusedWith)), new Set([401]));
      assert.equal(await liveTokens(user.id), 0, `trial ${trial}: live refresh tokens remain`);
    }
  });

  it(`sign-out ends each of ${SESSIONS} sessions refreshing in a tight loop: none is accepted after its answer`, async () => {
    for (let trial = 0; trial < TRIALS; trial++) {
      const { user } = await registerUser(server);
      const refreshers = (await sessionsOf(user.id, SESSIONS)).map((token) => new Refresher(refresh, token));
      await Promise.all(refreshers.map((r) => r.warm));
      const late = await Promise.all(
        refreshers.map(async (refresher) => {
          // Signs out with the newest token this session has seen, while its loop keeps rotating.
          const answer = await server.post('/api/auth/logout', { refreshToken: refresher.token });
          const answeredAt = performance.now();
          assert.equal(answer.status, 204);
          await refresher.done;
          return refresher.acceptedAfter(answeredAt);
        }),
      );
      const total = late.reduce((a, b) => a + b, 0);
      assert.equal(total, 0, `trial ${trial}: ${total} refreshes accepted after sign-out answered`);
      assert.deepEqual(new Set(refreshers.map((r) => r.refusedWith)), new Set([401]));
      // Only the session that sign-up itself started is still live.
      assert.equal(await liveTokens(user.id), 1, `trial ${trial}: live refresh tokens remain`);
    }
  });

  it('an access token signed in the same second as a password reset no longer opens /me', async () => {
    // The test clock stands still, so sign-up, the reset and the check share one second.
    const { email, token } = await registerUser(server);
    const bearer = (value: string) => ({ authorization: `Bearer ${value}` });
    assert.equal((await server.get('/api/auth/me', bearer(token))).status, 200);
    const resetToken = await requestResetToken(server, email);
    assert.equal((await server.post('/api/auth/reset-password', { token: resetToken, password: 'Fresh-Mango-77' })).status, 200);
    assert.equal((await server.get('/api/auth/me', bearer(token))).status, 401);
    const fresh = await server.post('/api/auth/login', { email, password: 'Fresh-Mango-77' });
    assert.equal(fresh.status, 200);
    assert.equal((await server.get('/api/auth/me', bearer(fresh.body.token))).status, 200);
  });

  it('an access token from a refresh that raced the reset is refused too', async () => {
    const { email, refreshToken } = await registerUser(server);
    const resetToken = await requestResetToken(server, email);
    const [refreshed, reset] = await Promise.all([
      server.post('/api/auth/refresh-token', { refreshToken }),
      server.post('/api/auth/reset-password', { token: resetToken, password: 'Fresh-Mango-78' }),
    ]);
    assert.equal(reset.status, 200);
    if (refreshed.status === 200) {
      assert.equal((await server.get('/api/auth/me', { authorization: `Bearer ${refreshed.body.token}` })).status, 401);
      assert.equal((await server.post('/api/auth/refresh-token', { refreshToken: refreshed.body.refreshToken })).status, 401);
    } else {
      assert.equal(refreshed.status, 401);
    }
  });
});

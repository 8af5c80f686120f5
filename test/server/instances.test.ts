/**
 * Two server processes on one database, as behind a load balancer: a password reset still ends
 * every session refreshing through either of them, a reset token is still used once, and (on
 * PostgreSQL, the database that scales out) the rate limits count across both.
 */
import assert from 'node:assert/strict';
import { performance } from 'node:perf_hooks';
import { after, before, it } from 'node:test';
import { RefreshTokens } from '../../server/auth/refresh-tokens.ts';
import { openDatabase, type Db } from '../../server/db/connect.ts';
import { describeEachDatabase } from './helpers/databases.ts';
import { GOOD_PASSWORD, outbox, registration, uniqueEmail } from './helpers/fixtures.ts';
import { startProcess, type Running } from './helpers/process.ts';
import { Refresher } from './helpers/refresher.ts';

const LIMITS = [
  'newsletter.ip=3/1m',
  'register.ip=1000/1m',
  'refresh.ip=1000000/1m',
  'logout.ip=1000/1m',
  'me.ip=1000/1m',
  'forgot-password.ip=1000/1m',
  'forgot-password.email=1000/1m',
  'reset-password.ip=1000/1m',
  'verify-reset-token.ip=1000/1m',
].join(',');

async function post(instance: Running, path: string, body: unknown): Promise<{ status: number; body: any }> {
  const response = await fetch(`${instance.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

describeEachDatabase('two server instances', (target) => {
  let a: Running;
  let b: Running;
  let db: Db;
  before(async () => {
    const env = { JWT_SECRET: 'two-instances-share-one-secret-0123456789', RATE_LIMITS: LIMITS };
    a = await startProcess(target(), env);
    b = await startProcess(target(), env);
    db = openDatabase(target().database);
  });
  after(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await db?.destroy();
  });

  async function registerThroughA() {
    const payload = registration({ email: uniqueEmail('twin') });
    const answer = await post(a, '/api/auth/register', payload);
    assert.equal(answer.status, 201);
    return { email: String(payload.email), userId: answer.body.user.id as string };
  }

  async function resetTokenFor(email: string): Promise<string> {
    const before = (await outbox(target().dataDir)).length;
    assert.equal((await post(a, '/api/auth/forgot-password', { email })).status, 200);
    for (let i = 0; i < 500; i++) {
      const mails = await outbox(target().dataDir);
      const link = mails.length > before ? /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mails.at(-1)?.text ?? '') : null;
      if (link?.[1]) return link[1];
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error('no reset mail arrived');
  }

  it('a reset through one instance ends sessions refreshing through both: none accepted after its answer', async () => {
    const { email, userId } = await registerThroughA();
    const resetToken = await resetTokenFor(email);
    const issuer = new RefreshTokens(db, Date.now);
    const sessions: string[] = [];
    for (let i = 0; i < 20; i++) sessions.push(await issuer.issue(userId, true));
    const refreshers = sessions.map(
      (token) =>
        new Refresher(async (refreshToken, round) => {
          const answer = await post(round % 2 ? a : b, '/api/auth/refresh-token', { refreshToken });
          return { status: answer.status, refreshToken: answer.body?.refreshToken };
        }, token),
    );
    await Promise.all(refreshers.map((r) => r.warm));
    const reset = await post(b, '/api/auth/reset-password', { token: resetToken, password: 'Fresh-Mango-77' });
    const answeredAt = performance.now();
    assert.equal(reset.status, 200);
    await Promise.all(refreshers.map((r) => r.done));
    assert.equal(
      refreshers.reduce((sum, r) => sum + r.acceptedAfter(answeredAt), 0),
      0,
    );
    assert.deepEqual(new Set(refreshers.map((r) => r.refusedWith)), new Set([401]));
  });

  it('of 16 concurrent resets with one token across both instances exactly one succeeds', async () => {
    const { email } = await registerThroughA();
    const token = await resetTokenFor(email);
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) => post(i % 2 ? a : b, '/api/auth/reset-password', { token, password: `${GOOD_PASSWORD}-${i}` })),
    );
    assert.equal(answers.filter((answer) => answer.status === 200).length, 1, answers.map((answer) => answer.status).join(','));
  });

  it('counts a rate limit across both instances (PostgreSQL)', async (t) => {
    if (target().kind !== 'postgres') {
      t.skip('one SQLite file serves one instance; its counters live in that process');
      return;
    }
    const subscribe = (instance: Running) => post(instance, '/api/newsletter', { email: uniqueEmail('shared') });
    assert.equal((await subscribe(a)).status, 201);
    assert.equal((await subscribe(b)).status, 201);
    assert.equal((await subscribe(a)).status, 201);
    assert.equal((await subscribe(b)).status, 429);
    assert.equal((await subscribe(a)).status, 429);
  });
});

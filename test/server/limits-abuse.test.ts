/**
 * Rate limits under a patient attacker: keys stay small whatever the body holds, one address cannot
 * lock an owner out, junk cannot push a victim's count out, a restart keeps e-mail counts, and the
 * owner's own browser (its device token) is not held by the per-e-mail ceiling.
 */
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { describeEachDatabase } from './helpers/databases.ts';
import { GOOD_PASSWORD, outboxMails, registerUser, uniqueEmail } from './helpers/fixtures.ts';
import { GENEROUS_LIMITS, startServer, type TestServer } from './helpers/server.ts';

const MINUTE = 60_000;
const HUGE = { max: 1_000_000, timeWindow: MINUTE };

/** A POST from a given client address, through Fastify's inject (no socket per call). */
async function postFrom(app: FastifyInstance, path: string, payload: unknown, ip: string) {
  const answer = await app.inject({ method: 'POST', url: path, payload: payload as Record<string, unknown>, remoteAddress: ip });
  return { status: answer.statusCode, body: answer.json() as Record<string, unknown> };
}

/** How many e-mail-keyed counts the table holds (per-address ones are one per address). */
async function rowCount(server: TestServer): Promise<number> {
  const row = await server.db
    .selectFrom('rate_limits')
    .where('key', 'not like', '%|ip|%')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function longestKey(server: TestServer): Promise<number> {
  const { rows } = await sql<{ n: number | null }>`select max(length(key)) as n from rate_limits`.execute(server.db);
  return Number(rows[0]?.n ?? 0);
}

describeEachDatabase('rate limits under attack', (target) => {
  let server: TestServer;
  let addresses = 0;
  /** A fresh client address. */
  const address = () => {
    addresses += 1;
    return `198.18.${Math.floor(addresses / 250)}.${1 + (addresses % 250)}`;
  };

  before(async () => {
    // The production limits, as a deployment runs them.
    server = await startServer(target(), { rateLimits: {} });
  });
  after(async () => {
    await server?.close();
  });

  it('keys no count by an invalid e-mail: 1 MB, NUL-bearing and 3 kB e-mails answer 400, never 5xx, and add no row', async () => {
    const before = await rowCount(server);
    const bad = ['x'.repeat(1000 * 1000), 'a\u0000b@x.test', `${'a'.repeat(3000)}@x.test`, '"victim"@x.test'];
    const ip = address();
    for (const email of bad) {
      for (const [path, body] of [
        ['/api/auth/login', { email, password: 'Wrong-1-pass' }],
        ['/api/auth/register', { email, password: GOOD_PASSWORD }],
        ['/api/auth/forgot-password', { email }],
      ] as const) {
        const answer = await postFrom(server.app, path, body, ip);
        assert.equal(answer.status, 400, `${path} ${email.slice(0, 20)}`);
      }
    }
    assert.equal(await rowCount(server), before);
  });

  it('keeps every stored key short, however long the e-mail', async () => {
    const ip = address();
    const long = `${'a'.repeat(64)}@${'b'.repeat(60)}.${'c'.repeat(60)}.example`;
    assert.equal((await postFrom(server.app, '/api/auth/login', { email: long, password: 'Wrong-1-pass' }, ip)).status, 401);
    assert.equal((await postFrom(server.app, '/api/auth/forgot-password', { email: long }, ip)).status, 200);
    assert.ok((await longestKey(server)) <= 100, `longest key ${await longestKey(server)}`);
    await server.app.background.idle();
  });

  it('lets no single address lock an owner out, however long it keeps guessing', async () => {
    const { email, password } = await registerUser(server, {}, { 'x-forwarded-for': address() });
    const attacker = address();
    // Fifteen minutes of guessing at the full per-address rate (30 a minute).
    const statuses = new Set<number>();
    for (let minute = 0; minute < 15; minute++) {
      for (let i = 0; i < 35; i++) statuses.add((await postFrom(server.app, '/api/auth/login', { email, password: 'Wrong-1-pass' }, attacker)).status);
      server.clock.advance(MINUTE);
    }
    assert.deepEqual([...statuses].sort(), [401, 429]);
    const owner = await postFrom(server.app, '/api/auth/login', { email, password }, address());
    assert.equal(owner.status, 200, JSON.stringify(owner.body));
  });

  it('bounds the table: one address adds at most two rows per request its address limit lets through', async () => {
    const before = await rowCount(server);
    const ip = address();
    for (let i = 0; i < 200; i++) await postFrom(server.app, '/api/auth/login', { email: uniqueEmail('junk'), password: '' }, ip);
    // Login allows 30 a minute per address; each may add an e-mail row and an e-mail-and-address row.
    assert.ok((await rowCount(server)) - before <= 2 * 30, `${(await rowCount(server)) - before} rows`);
  });
});

describeEachDatabase('per-e-mail ceilings', (target) => {
  let server: TestServer;
  let addresses = 0;
  const address = () => {
    addresses += 1;
    return `198.19.${Math.floor(addresses / 250)}.${1 + (addresses % 250)}`;
  };
  const limits = {
    ...GENEROUS_LIMITS,
    login: { ip: HUGE, emailIp: { max: 2, timeWindow: 15 * MINUTE }, email: { max: 4, timeWindow: 15 * MINUTE } },
    forgotPassword: { ip: HUGE, email: { max: 2, timeWindow: 15 * MINUTE } },
  };

  before(async () => {
    server = await startServer(target(), { rateLimits: limits });
  });
  after(async () => {
    await server?.close();
  });

  /** Wrong guesses for `email` from new addresses until its per-e-mail ceiling (4) is full. */
  async function fillCeiling(email: string) {
    for (let i = 0; i < 4; i++) assert.equal((await postFrom(server.app, '/api/auth/login', { email, password: 'Wrong-1-pass' }, address())).status, 401);
    assert.equal((await postFrom(server.app, '/api/auth/login', { email, password: 'Wrong-1-pass' }, address())).status, 429);
  }

  it('cannot be emptied by a flood of other e-mails (5,200 junk sign-ins from one address)', async () => {
    const victim = uniqueEmail('victim');
    await fillCeiling(victim);
    const flooder = address();
    for (let i = 0; i < 5200; i++) await postFrom(server.app, '/api/auth/login', { email: `junk.${i}.${victim}`, password: '' }, flooder);
    assert.equal((await postFrom(server.app, '/api/auth/login', { email: victim, password: 'Wrong-1-pass' }, address())).status, 429);
  });

  it('cannot be emptied for forgot-password either, so a mailbox is not flooded', async () => {
    const { email: victim } = await registerUser(server, {}, { 'x-forwarded-for': address() });
    const mails = async () => {
      await server.app.background.idle();
      return (await outboxMails(server.config.dataDir)).filter((mail) => mail.to.includes(victim)).length;
    };
    const before = await mails();
    // Past the mailbox's two, strangers are answered alike but mail nothing.
    for (let i = 0; i < 3; i++) assert.equal((await postFrom(server.app, '/api/auth/forgot-password', { email: victim }, address())).status, 200);
    assert.equal((await mails()) - before, 2);
    const flooder = address();
    for (let i = 0; i < 5200; i++) await postFrom(server.app, '/api/auth/forgot-password', { email: `junk.${i}@` }, flooder);
    for (let i = 0; i < 300; i++) await postFrom(server.app, '/api/auth/forgot-password', { email: `junk.${i}.${victim}` }, flooder);
    assert.equal((await postFrom(server.app, '/api/auth/forgot-password', { email: victim }, address())).status, 200);
    assert.equal((await mails()) - before, 2);
  });

  it('counts only wrong sign-ins: the owner signing in again and again is never held', async () => {
    const { email, password } = await registerUser(server, {}, { 'x-forwarded-for': address() });
    const ip = address();
    for (let i = 0; i < 8; i++) assert.equal((await postFrom(server.app, '/api/auth/login', { email, password }, ip)).status, 200);
  });

  it("lets the owner's own browser (its device token) past a ceiling strangers filled, and no one else", async () => {
    const { email, password } = await registerUser(server, {}, { 'x-forwarded-for': address() });
    const first = await postFrom(server.app, '/api/auth/login', { email, password }, address());
    assert.equal(first.status, 200);
    const deviceToken = first.body.deviceToken;
    assert.match(String(deviceToken), /^d2\.\d+\.0\.[A-Za-z0-9_-]{43}$/);
    await fillCeiling(email);
    // A browser that never signed in is held, even with the right password.
    assert.equal((await postFrom(server.app, '/api/auth/login', { email, password }, address())).status, 429);
    // Another account's token, a forged one, or an expired one do not help.
    const other = await registerUser(server, {}, { 'x-forwarded-for': address() });
    const othersToken = (await postFrom(server.app, '/api/auth/login', { email: other.email, password: other.password }, address())).body.deviceToken;
    for (const token of [othersToken, 'd2.99999999999.0.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', String(deviceToken).replace(/.$/, 'x'), 42]) {
      assert.equal((await postFrom(server.app, '/api/auth/login', { email, password, deviceToken: token }, address())).status, 429, String(token));
    }
    const owner = await postFrom(server.app, '/api/auth/login', { email, password, deviceToken }, address());
    assert.equal(owner.status, 200, JSON.stringify(owner.body));
    // The per-address limits still hold the device: two wrong guesses from one address, then 429.
    const ip = address();
    for (let i = 0; i < 2; i++) assert.equal((await postFrom(server.app, '/api/auth/login', { email, password: 'Wrong-1-pass', deviceToken }, ip)).status, 401);
    assert.equal((await postFrom(server.app, '/api/auth/login', { email, password, deviceToken }, ip)).status, 429);
    // 90 days on, the token has expired.
    server.clock.advance(91 * 24 * 60 * MINUTE);
    await fillCeiling(email);
    assert.equal((await postFrom(server.app, '/api/auth/login', { email, password, deviceToken }, address())).status, 429);
  });

  it('survives a restart: e-mail counts are kept in the database', async () => {
    const victim = uniqueEmail('restart');
    await fillCeiling(victim);
    await server.close();
    server = await startServer(target(), { rateLimits: limits, clock: server.clock });
    assert.equal((await postFrom(server.app, '/api/auth/login', { email: victim, password: 'Wrong-1-pass' }, address())).status, 429);
  });
});

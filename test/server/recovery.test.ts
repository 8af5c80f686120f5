/**
 * Recovery no stranger can block, under the production limits: requests from other addresses can
 * neither stop the owner asking for a reset link, nor kill a link already mailed, nor keep the right
 * password out of a browser the account has never seen; guessing stays bounded all the while.
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, it } from 'node:test';
import { leadingZeroBits } from '../../server/auth/proof-of-work.ts';
import { describeEachDatabase } from './helpers/databases.ts';
import { outbox, registerUser, uniqueEmail } from './helpers/fixtures.ts';
import { startServer, type TestServer } from './helpers/server.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The proof for a challenge, found as a browser finds it. */
function solve(challenge: { id: string; bits: number }): string {
  for (let nonce = 0; ; nonce++) {
    const proof = `${challenge.id}:${nonce.toString(36)}`;
    if (leadingZeroBits(createHash('sha256').update(proof).digest()) >= challenge.bits) return proof;
  }
}

describeEachDatabase('recovery no stranger can block', (target) => {
  let server: TestServer;
  let addresses = 0;
  /** A fresh client address. */
  const address = () => {
    addresses += 1;
    return `203.0.${Math.floor(addresses / 250)}.${1 + (addresses % 250)}`;
  };

  /** A POST from a given client address. */
  async function postFrom(path: string, payload: Record<string, unknown>, ip: string) {
    const answer = await server.app.inject({ method: 'POST', url: path, payload, remoteAddress: ip });
    return { status: answer.statusCode, headers: answer.headers, body: answer.json() as Record<string, any> };
  }

  /** The reset links mailed since `seen`, oldest first. */
  async function linksSince(seen: Set<string>): Promise<string[]> {
    await server.app.background.idle();
    return (await outbox(server.config.dataDir))
      .filter((mail) => !seen.has(mail.file))
      .map((mail) => /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1] ?? '')
      .filter(Boolean);
  }
  const mailsNow = async () => new Set((await outbox(server.config.dataDir)).map((mail) => mail.file));
  const valid = async (token: string) => (await postFrom('/api/auth/verify-reset-token', { token }, address())).body.valid === true;

  before(async () => {
    // The production limits, as a deployment runs them.
    server = await startServer(target(), { rateLimits: {} });
  });
  after(async () => {
    await server?.close();
  });

  it("lets no single address block the owner's reset: its sixth request waits, the owner's from elsewhere is mailed", async () => {
    const { email } = await registerUser(server, {}, { 'x-forwarded-for': address() });
    const seen = await mailsNow();
    const attacker = address();
    for (let i = 0; i < 5; i++) assert.equal((await postFrom('/api/auth/forgot-password', { email }, attacker)).status, 200);
    const refused = await postFrom('/api/auth/forgot-password', { email }, attacker);
    assert.equal(refused.status, 429);
    assert.ok(Number(refused.headers['retry-after']) <= 15 * 60);
    const owner = await postFrom('/api/auth/forgot-password', { email }, address());
    assert.equal(owner.status, 200, JSON.stringify(owner.body));
    const links = await linksSince(seen);
    assert.equal(links.length, 6);
    // A newer request kills no link: the first one mailed and the owner's both work.
    assert.equal(await valid(links[0] ?? ''), true);
    assert.equal(await valid(links[5] ?? ''), true);
    assert.equal((await postFrom('/api/auth/reset-password', { token: links[5], password: 'Fresh-Mango-77' }, address())).status, 200);
    // Using one link spends them all.
    for (const link of links) assert.equal(await valid(link), false);
  });

  it('caps the mails one mailbox receives in a day without refusing anyone, and every link it got stays valid', async () => {
    const { email } = await registerUser(server, {}, { 'x-forwarded-for': address() });
    const seen = await mailsNow();
    // Twelve strangers' addresses ask, spaced over most of a day.
    for (let i = 0; i < 12; i++) {
      const answer = await postFrom('/api/auth/forgot-password', { email }, address());
      assert.equal(answer.status, 200, `request ${i + 1}`);
      server.clock.advance(HOUR);
    }
    const links = await linksSince(seen);
    assert.equal(links.length, 10, 'ten mails a day, then the same answer and no mail');
    // Eleven hours after the tenth mail and just before the day's window ends, the owner asks:
    // no new mail, but every link the mailbox holds still works.
    server.clock.advance(10 * HOUR + 50 * MINUTE);
    const seenBefore = await mailsNow();
    assert.equal((await postFrom('/api/auth/forgot-password', { email }, address())).status, 200);
    assert.deepEqual(await linksSince(seenBefore), []);
    for (const link of links) assert.equal(await valid(link), true);
    // A reset through any of them starts the mailbox's count again.
    assert.equal((await postFrom('/api/auth/reset-password', { token: links[0], password: 'Fresh-Mango-77' }, address())).status, 200);
    const seenAfter = await mailsNow();
    assert.equal((await postFrom('/api/auth/forgot-password', { email }, address())).status, 200);
    assert.equal((await linksSince(seenAfter)).length, 1);
  });

  it('caps the reset mails one address can cause in a day', async () => {
    const sender = address();
    for (let i = 0; i < 30; i++) {
      assert.equal((await postFrom('/api/auth/forgot-password', { email: uniqueEmail('daily') }, sender)).status, 200, `request ${i + 1}`);
      // Ten per 15 minutes per address: spacing them keeps that limit out of the way.
      if (i % 10 === 9) server.clock.advance(16 * MINUTE);
    }
    assert.equal((await postFrom('/api/auth/forgot-password', { email: uniqueEmail('daily') }, sender)).status, 429);
    assert.equal((await postFrom('/api/auth/forgot-password', { email: uniqueEmail('daily') }, address())).status, 200);
    await server.app.background.idle();
  });

  it('lets the right password in from a new browser after eleven addresses × 12 wrong guesses, with a proof of work; each guess needs its own', async () => {
    const { email, password } = await registerUser(server, {}, { 'x-forwarded-for': address() });
    const statuses: number[] = [];
    for (let a = 0; a < 11; a++) {
      const attacker = address();
      for (let i = 0; i < 12; i++) statuses.push((await postFrom('/api/auth/login', { email, password: 'Wrong-1-pass' }, attacker)).status);
    }
    assert.equal(statuses.filter((status) => status === 401).length, 100, 'the per-e-mail ceiling bounds the wrong guesses checked');
    // A browser the account has never seen, with the right password: held, and given a challenge.
    const newBrowser = address();
    const held = await postFrom('/api/auth/login', { email, password }, newBrowser);
    assert.equal(held.status, 429);
    assert.equal(held.body.code, 'RATE_LIMITED');
    const challenge = held.body.challenge as { id: string; bits: number };
    assert.ok(challenge.bits >= 16 && challenge.bits <= 20, JSON.stringify(challenge));
    const proof = solve(challenge);
    const owner = await postFrom('/api/auth/login', { email, password, proof }, newBrowser);
    assert.equal(owner.status, 200, JSON.stringify(owner.body));
    // A guesser pays for every guess: a proof is spent by its first use, and good for its e-mail only.
    const guesser = address();
    const other = await registerUser(server, {}, { 'x-forwarded-for': address() });
    const fresh = solve((await postFrom('/api/auth/login', { email, password: 'Wrong-2-pass' }, guesser)).body.challenge);
    assert.equal((await postFrom('/api/auth/login', { email: other.email, password: other.password, proof: fresh }, guesser)).status, 200);
    assert.equal((await postFrom('/api/auth/login', { email, password: 'Wrong-2-pass', proof: fresh }, guesser)).status, 401);
    const reused = await postFrom('/api/auth/login', { email, password, proof: fresh }, guesser);
    assert.equal(reused.status, 429);
    assert.ok(reused.body.challenge);
    assert.equal((await postFrom('/api/auth/login', { email, password, proof: `${challenge.id}:zz` }, address())).status, 429);
    // A proof does not lift the per-address limits: this address's ten for the e-mail run out.
    let checked = 0;
    for (let i = 0; i < 12; i++) {
      const next = await postFrom('/api/auth/login', { email, password: 'Wrong-3-pass' }, guesser);
      const tried = next.body.challenge
        ? await postFrom('/api/auth/login', { email, password: 'Wrong-3-pass', proof: solve(next.body.challenge) }, guesser)
        : next;
      if (tried.status === 429) {
        assert.equal(tried.body.challenge, undefined);
        break;
      }
      assert.equal(tried.status, 401);
      checked += 1;
    }
    assert.ok(checked > 0 && checked < 5, `${checked} guesses checked`);
  });

  it('ends device tokens with a password reset', async () => {
    const { email, password } = await registerUser(server, {}, { 'x-forwarded-for': address() });
    const first = await postFrom('/api/auth/login', { email, password }, address());
    const deviceToken = first.body.deviceToken as string;
    assert.match(deviceToken, /^d2\.\d+\.0\.[A-Za-z0-9_-]{43}$/);
    for (let a = 0; a < 11; a++) {
      const attacker = address();
      for (let i = 0; i < 10; i++) await postFrom('/api/auth/login', { email, password: 'Wrong-1-pass' }, attacker);
    }
    assert.equal((await postFrom('/api/auth/login', { email, password }, address())).status, 429);
    assert.equal((await postFrom('/api/auth/login', { email, password, deviceToken }, address())).status, 200);
    const seen = await mailsNow();
    assert.equal((await postFrom('/api/auth/forgot-password', { email }, address())).status, 200);
    const [link] = await linksSince(seen);
    const newPassword = 'Fresh-Mango-77';
    assert.equal((await postFrom('/api/auth/reset-password', { token: link, password: newPassword }, address())).status, 200);
    // The token was issued under the old password: it no longer passes the ceiling.
    const stale = await postFrom('/api/auth/login', { email, password: newPassword, deviceToken }, address());
    assert.equal(stale.status, 429);
    const browser = address();
    const signedIn = await postFrom('/api/auth/login', { email, password: newPassword, deviceToken, proof: solve(stale.body.challenge) }, browser);
    assert.equal(signedIn.status, 200);
    assert.match(signedIn.body.deviceToken, /^d2\.\d+\.1\./);
    assert.equal((await postFrom('/api/auth/login', { email, password: newPassword, deviceToken: signedIn.body.deviceToken }, address())).status, 200);
  });
});

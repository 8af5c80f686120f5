/**
 * Proofs of work: how a browser the account has never seen gets past the per-e-mail ceiling on
 * wrong sign-ins without the server refusing the right password. Past the ceiling a sign-in answers
 * 429 with a challenge; the client finds a nonce whose SHA-256 of `<id>:<nonce>` starts with `bits`
 * zero bits and sends the same sign-in again with `proof: "<id>:<nonce>"`. The owner pays that once
 * (about a second); a guesser pays it for every guess, on top of the per-address limits.
 *
 * A challenge is `w1.<expiry, epoch seconds>.<bits>.<random>.<HMAC>`, the HMAC over the e-mail's
 * key, the expiry, the bits and the random part, keyed from the JWT secret: nothing is stored until
 * a proof is spent, it names no account, and it is good only for the e-mail it was issued for.
 * Each challenge is spent by its first proof (the caller records it; see rate-limits.ts).
 */
import { leadingZeroBits } from '../../protocol/proof-of-work.ts';

export { leadingZeroBits };
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { ProofChallenge } from '../../protocol/index.ts';

/** A challenge must be solved and sent within five minutes. */
export const CHALLENGE_MS = 5 * 60 * 1000;

/** The difficulty at the ceiling: 2^16 hashes on average, well under a second in a phone's browser. */
export const BASE_BITS = 16;

/** The most a challenge asks: 2^20 hashes, some seconds in a phone's browser. */
export const MAX_BITS = 20;

/** The longest string read as a proof. */
export const PROOF_MAX = 256;

/** Issues and checks proofs of work with one secret and the app's clock. */
export class ProofOfWork {
  readonly #key: Buffer;
  readonly #now: () => number;

  constructor(secret: string, now: () => number) {
    // A key of its own, so a challenge's MAC can never be taken for another token's signature.
    this.#key = createHash('sha256').update(`clinic-platform proof of work\0${secret}`).digest();
    this.#now = now;
  }

  /**
   * A challenge for the account whose e-mail has this rate-limit key. Its difficulty grows by one bit
   * each time the failures double past the ceiling: `count` failures against a ceiling of `max`.
   */
  challenge(emailKey: string, count: number, max: number): ProofChallenge {
    const excess = Math.max(1, count / Math.max(1, max));
    const bits = Math.min(MAX_BITS, BASE_BITS + Math.floor(Math.log2(excess)));
    const expires = Math.floor((this.#now() + CHALLENGE_MS) / 1000);
    const random = randomBytes(12).toString('base64url');
    return { id: `w1.${expires}.${bits}.${random}.${this.#mac(emailKey, expires, bits, random)}`, bits };
  }

  /**
   * The challenge id a proof solves, with when it expires (epoch milliseconds), when `proof` is a
   * solved, unexpired challenge issued for this e-mail key; otherwise null.
   */
  solved(proof: unknown, emailKey: string): { id: string; expiresAt: number } | null {
    if (typeof proof !== 'string' || proof.length > PROOF_MAX) return null;
    const match = /^(w1\.(\d{1,12})\.(\d{1,2})\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{43})):([A-Za-z0-9]{1,32})$/.exec(proof);
    if (!match) return null;
    const [, id = '', expiresText = '', bitsText = '', random = '', mac = ''] = match;
    const expires = Number(expiresText);
    const bits = Number(bitsText);
    if (expires * 1000 <= this.#now() || bits < BASE_BITS || bits > MAX_BITS) return null;
    const expected = Buffer.from(this.#mac(emailKey, expires, bits, random));
    const given = Buffer.from(mac);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    if (leadingZeroBits(createHash('sha256').update(proof).digest()) < bits) return null;
    return { id, expiresAt: expires * 1000 };
  }

  #mac(emailKey: string, expires: number, bits: number, random: string): string {
    return createHmac('sha256', this.#key).update(`${emailKey}|${expires}|${bits}|${random}`).digest('base64url');
  }
}

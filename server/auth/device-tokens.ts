/**
 * Device tokens: proof that a browser has signed in to an account before. Every sign-in and
 * registration answers one; a sign-in that presents a valid one for the same e-mail is not held by
 * the per-e-mail ceiling on wrong guesses, so strangers guessing from many addresses cannot lock
 * the owner out of their own devices. It grants nothing else: the password is still checked, and
 * the per-address limits still apply.
 *
 * A token is `d1.<expiry, epoch seconds>.<HMAC-SHA256 over the e-mail's key and the expiry>`,
 * keyed with a key derived from the JWT secret: nothing is stored, and it names no account.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** A device token is good for 90 days from the sign-in that issued it; each sign-in issues a new one. */
export const DEVICE_TOKEN_MS = 90 * 24 * 60 * 60 * 1000;

/** The longest string read as a device token. */
export const DEVICE_TOKEN_MAX = 128;

/** Signs and checks device tokens with one secret and the app's clock. */
export class DeviceTokens {
  readonly #key: Buffer;
  readonly #now: () => number;

  constructor(secret: string, now: () => number) {
    // A key of its own, so a device token's MAC can never be taken for another token's signature.
    this.#key = createHash('sha256').update(`clinic-platform device token\0${secret}`).digest();
    this.#now = now;
  }

  /** A new token for the account whose normalised e-mail has this rate-limit key (see emailKey). */
  issue(emailKey: string): string {
    const expires = Math.floor((this.#now() + DEVICE_TOKEN_MS) / 1000);
    return `d1.${expires}.${this.#mac(emailKey, expires)}`;
  }

  /** True when `token` is an unexpired device token issued for this e-mail key. */
  vouchesFor(token: unknown, emailKey: string): boolean {
    if (typeof token !== 'string' || token.length > DEVICE_TOKEN_MAX) return false;
    const match = /^d1\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
    if (!match?.[1] || !match[2]) return false;
    const expires = Number(match[1]);
    if (expires * 1000 <= this.#now()) return false;
    const expected = Buffer.from(this.#mac(emailKey, expires));
    const given = Buffer.from(match[2]);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  #mac(emailKey: string, expires: number): string {
    return createHmac('sha256', this.#key).update(`${emailKey}|${expires}`).digest('base64url');
  }
}

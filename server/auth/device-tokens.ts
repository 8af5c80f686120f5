/**
 * Device tokens: proof that a browser has signed in to an account before. Every sign-in and
 * registration answers one; a sign-in that presents a valid one for the same e-mail is not held by
 * the per-e-mail ceiling on wrong guesses, so strangers guessing from many addresses cannot lock
 * the owner out of their own devices. It grants nothing else: the password is still checked, and
 * the per-address limits still apply.
 *
 * A token is `d2.<expiry, epoch seconds>.<session version>.<HMAC-SHA256 over the e-mail's key, the
 * session version and the expiry>`, keyed with a key derived from the JWT secret: nothing is stored,
 * and it names no account. It holds only while the account's session version is the one it was
 * issued under, so a password reset (which raises the version) ends every device token with every
 * session: whoever took over a device is not exempt after the owner has reset.
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

  /**
   * A new token for the account whose normalised e-mail has this rate-limit key (see emailKey),
   * under its current session version.
   */
  issue(emailKey: string, sessionVersion: number): string {
    const expires = Math.floor((this.#now() + DEVICE_TOKEN_MS) / 1000);
    return `d2.${expires}.${sessionVersion}.${this.#mac(emailKey, sessionVersion, expires)}`;
  }

  /**
   * The session version `token` was issued under, when it is an unexpired device token issued for
   * this e-mail key; otherwise null. The caller compares it with the account's current version.
   */
  sessionVersionOf(token: unknown, emailKey: string): number | null {
    if (typeof token !== 'string' || token.length > DEVICE_TOKEN_MAX) return null;
    const match = /^d2\.(\d{1,12})\.(\d{1,9})\.([A-Za-z0-9_-]{43})$/.exec(token);
    if (!match?.[1] || !match[2] || !match[3]) return null;
    const expires = Number(match[1]);
    const version = Number(match[2]);
    if (expires * 1000 <= this.#now()) return null;
    const expected = Buffer.from(this.#mac(emailKey, version, expires));
    const given = Buffer.from(match[3]);
    return expected.length === given.length && timingSafeEqual(expected, given) ? version : null;
  }

  #mac(emailKey: string, sessionVersion: number, expires: number): string {
    return createHmac('sha256', this.#key).update(`${emailKey}|${sessionVersion}|${expires}`).digest('base64url');
  }
}

/** Opaque random tokens (refresh and reset) and the hashes they are stored under. */
import { createHash, randomBytes } from 'node:crypto';

/** A new token of 256 random bits, base64url-encoded (43 characters). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The SHA-256 under which a token is stored; a leaked table cannot be replayed. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('base64url');
}

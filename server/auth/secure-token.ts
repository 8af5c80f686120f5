/** Opaque random tokens (refresh and reset) and the hashes they are stored under. */
import { createHash, randomBytes } from 'node:crypto';

/** Bytes of a token: 256 random bits. */
const TOKEN_BYTES = 32;
/**
 * Random bytes drawn from the system 4 KiB at a time (one call per 128 tokens, as node's own
 * randomUUID draws its bytes), each byte handed out once.
 */
const POOL_BYTES = 4096;
let pool = Buffer.alloc(0);
let offset = 0;

/** A new token of 256 random bits, base64url-encoded (43 characters). */
export function newToken(): string {
  if (offset + TOKEN_BYTES > pool.length) {
    pool = randomBytes(POOL_BYTES);
    offset = 0;
  }
  const token = pool.toString('base64url', offset, offset + TOKEN_BYTES);
  // Handed out: wiped, so the pool never holds a token it has already given.
  pool.fill(0, offset, offset + TOKEN_BYTES);
  offset += TOKEN_BYTES;
  return token;
}

/** The SHA-256 under which a token is stored; a leaked table cannot be replayed. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('base64url');
}

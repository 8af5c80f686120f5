/**
 * The proof of work a sign-in is asked for past its account's per-e-mail ceiling, as the server
 * checks it and the widgets solve it: a SHA-256 digest that starts with enough zero bits. No DOM, no Node.
 */

/** How many zero bits a digest starts with. */
export function leadingZeroBits(digest: Uint8Array): number {
  let bits = 0;
  for (const byte of digest) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}

/**
 * Solves the proof of work a sign-in is asked for once strangers have filled its account's
 * per-e-mail ceiling: the first nonce whose SHA-256 of `<id>:<nonce>` starts with `bits` zero bits.
 * Loaded as a chunk of its own, only when a sign-in is asked for one. Hashes are taken in batches
 * so the page stays responsive while it works.
 */
import { leadingZeroBits } from '../../../../protocol/proof-of-work.ts';

export { leadingZeroBits };

/** How many hashes are started together before the next batch. */
const BATCH = 256;

/** The proof to send: `<id>:<nonce>` for the first nonce (base 36) that solves the challenge. */
export async function solve(challenge: { id: string; bits: number }, subtle: SubtleCrypto = globalThis.crypto.subtle): Promise<string> {
  const encoder = new TextEncoder();
  for (let start = 0; ; start += BATCH) {
    const candidates = Array.from({ length: BATCH }, (_, i) => `${challenge.id}:${(start + i).toString(36)}`);
    const digests = await Promise.all(candidates.map((candidate) => subtle.digest('SHA-256', encoder.encode(candidate))));
    const found = digests.findIndex((digest) => leadingZeroBits(new Uint8Array(digest)) >= challenge.bits);
    if (found >= 0) return candidates[found] as string;
  }
}

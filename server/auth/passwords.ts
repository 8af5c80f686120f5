/** Password hashing (argon2id) and the server-only rule against common passwords. */
import { randomBytes } from 'node:crypto';
import { hash, verify, type Options } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';

/** argon2id cost, OWASP's minimum: 19 MiB, 2 passes, 1 lane. */
export interface HashCost {
  memoryCost: number;
  timeCost: number;
}

/** The production cost (OWASP Password Storage Cheat Sheet). */
export const DEFAULT_HASH_COST: HashCost = { memoryCost: 19456, timeCost: 2 };

// The list is all lower-case; comparing lower-cased catches 'Password1' as 'password1'.
const commonPasswords = new Set(dictionary['passwords-common']);

/** True when the password (ignoring case) is on zxcvbn's list of common passwords. */
export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.toLowerCase());
}

/** Hashes and verifies passwords with one cost, and answers for unknown accounts in equal time. */
export class PasswordHasher {
  readonly #options: Options;
  #dummy: Promise<string> | null = null;

  constructor(cost: HashCost = DEFAULT_HASH_COST) {
    // 2 = Algorithm.Argon2id; the package exports it as a const enum, which isolatedModules cannot read.
    this.#options = { algorithm: 2, memoryCost: cost.memoryCost, timeCost: cost.timeCost, parallelism: 1 };
  }

  /** Hashes a password into a PHC string. */
  hash(password: string): Promise<string> {
    return hash(password, this.#options);
  }

  /** Checks a password against a stored hash; false for a malformed hash. */
  async verify(passwordHash: string, password: string): Promise<boolean> {
    try {
      return await verify(passwordHash, password, this.#options);
    } catch {
      return false;
    }
  }

  /** Spends as long as a real verify, for an e-mail with no account (no user enumeration by timing). */
  async verifyDummy(password: string): Promise<false> {
    this.#dummy ??= this.hash(randomBytes(16).toString('hex'));
    await this.verify(await this.#dummy, password);
    return false;
  }
}

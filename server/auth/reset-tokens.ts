/**
 * Password-reset tokens: 256 random bits stored as SHA-256, valid 24 hours, single use. A newer
 * request leaves the older ones valid (a stranger asking again must not kill the link the owner is
 * about to open); using any one of them, or any password change, spends them all. How many are live
 * at once is bounded by the mails one mailbox may receive in a day (the forgot-password limits).
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/connect.ts';
import { hashToken, newToken } from './secure-token.ts';

/** A reset link is valid for 24 hours. */
export const RESET_TOKEN_MS = 24 * 60 * 60 * 1000;

/** Creates, checks and consumes reset tokens against the database and the app's clock. */
export class ResetTokens {
  readonly #db: Db;
  readonly #now: () => number;

  constructor(db: Db, now: () => number) {
    this.#db = db;
    this.#now = now;
  }

  /** A new token for the user; their older live tokens stay valid. */
  async create(userId: string): Promise<string> {
    const now = this.#now();
    const token = newToken();
    await this.#db
      .insertInto('reset_tokens')
      .values({ id: randomUUID(), user_id: userId, token_hash: hashToken(token), created_at: now, expires_at: now + RESET_TOKEN_MS, spent_at: null })
      .execute();
    return token;
  }

  /**
   * The database work of `create` for an address without an account (or a mailbox whose mails are
   * muted): an insert of the same row that writes nothing, so the two cost alike. Returns a token
   * that was never stored.
   */
  async rehearseCreate(): Promise<string> {
    const now = this.#now();
    const token = newToken();
    await sql`insert into reset_tokens (id, user_id, token_hash, created_at, expires_at, spent_at) select ${randomUUID()}, ${randomUUID()}, ${hashToken(token)}, ${now}, ${now + RESET_TOKEN_MS}, null where 1 = 0`.execute(
      this.#db,
    );
    return token;
  }

  /** True when the token is known, unspent and unexpired; does not consume it. */
  async isValid(token: string): Promise<boolean> {
    const row = await this.#db
      .selectFrom('reset_tokens')
      .select('id')
      .where('token_hash', '=', hashToken(token))
      .where('spent_at', 'is', null)
      .where('expires_at', '>', this.#now())
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Spends the token and returns its user, or null when it is unknown, spent or expired. One
   * conditional UPDATE decides, so of N concurrent uses exactly one gets the user.
   */
  async consume(db: Db, token: string, now: number): Promise<string | null> {
    const row = await db
      .updateTable('reset_tokens')
      .set({ spent_at: now })
      .where('token_hash', '=', hashToken(token))
      .where('spent_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('user_id')
      .executeTakeFirst();
    return row?.user_id ?? null;
  }

  /** Spends every live token of a user (a newer request or a password change). */
  async spendAllOfUser(db: Db, userId: string, now: number): Promise<void> {
    await db.updateTable('reset_tokens').set({ spent_at: now }).where('user_id', '=', userId).where('spent_at', 'is', null).execute();
  }
}

/**
 * Refresh tokens: 256 random bits, stored as SHA-256, rotated on every use. Tokens descending from
 * one sign-in form a family; a spent token presented again revokes the family (reuse detection).
 */
import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Db } from '../db/connect.ts';
import { isPostgres, lockUser } from '../db/locks.ts';
import type { Database, RefreshTokensTable } from '../db/schema.ts';
import { hashToken, newToken } from './secure-token.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** 'Remember me' keeps the session for 30 days. */
export const REMEMBER_ME_MS = 30 * DAY_MS;
/** Without 'Remember me' a refresh token lives one day. */
export const SESSION_MS = DAY_MS;

/**
 * Note: two tabs of one browser may both present the same token when its access token expires.
 * The widgets' client serialises refreshes across tabs with the Web Locks API, but a browser without
 * it, or a retry after a lost answer, can still race. So a spent token presented again within this
 * window after its rotation is only refused (401), not treated as theft; after it, the family dies.
 */
export const REFRESH_GRACE_MS = 10_000;

/** Why a refresh was refused; all map to the same 401 for the client. */
export type RefusalReason = 'unknown' | 'expired' | 'revoked' | 'reused' | 'raced';

/** The outcome of presenting a refresh token. */
export type RotateResult = { ok: true; userId: string; sessionVersion: number; refreshToken: string } | { ok: false; reason: RefusalReason };

/** Issues, rotates and revokes refresh tokens against the database and the app's clock. */
export class RefreshTokens {
  readonly #db: Db;
  readonly #now: () => number;

  constructor(db: Db, now: () => number) {
    this.#db = db;
    this.#now = now;
  }

  /** Starts a new family for a sign-in and returns its first token. */
  issue(userId: string, rememberMe: boolean, db: Db = this.#db): Promise<string> {
    const now = this.#now();
    return this.#insert(db, userId, randomUUID(), rememberMe, now, now + (rememberMe ? REMEMBER_ME_MS : SESSION_MS));
  }

  /**
   * Exchanges a live token for its successor (same family), or says why not. Everything happens in
   * one transaction under the account's row lock, so a password reset or a sign-out that revokes
   * the family either waits for this rotation (and then revokes its successor too) or finishes
   * first (and this rotation then sees the token revoked).
   */
  rotate(token: string): Promise<RotateResult> {
    const now = this.#now();
    const hash = hashToken(token);
    return this.#db.transaction().execute(async (trx): Promise<RotateResult> => {
      const row = await lockedToken(trx, hash);
      if (!row) return { ok: false, reason: 'unknown' };
      if (row.revoked_at !== null) return { ok: false, reason: 'revoked' };
      if (row.spent_at !== null) {
        if (now - row.spent_at <= REFRESH_GRACE_MS) return { ok: false, reason: 'raced' };
        await this.#revokeFamily(trx, row.family_id, now);
        return { ok: false, reason: 'reused' };
      }
      if (row.expires_at <= now) return { ok: false, reason: 'expired' };
      await trx.updateTable('refresh_tokens').set({ spent_at: now }).where('id', '=', row.id).execute();
      // The successor keeps the family's end: the lifetime counts from sign-in ('Remember me': 30 days).
      const refreshToken = await this.#insert(trx, row.user_id, row.family_id, row.remember_me === 1, now, row.expires_at);
      return { ok: true, userId: row.user_id, sessionVersion: row.session_version, refreshToken };
    });
  }

  /** Revokes the family of a token (sign-out) under the account's row lock; unknown tokens are ignored. */
  revokeFamilyOf(token: string): Promise<void> {
    const now = this.#now();
    return this.#db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('refresh_tokens').select(['family_id', 'user_id']).where('token_hash', '=', hashToken(token)).executeTakeFirst();
      if (!row || !(await lockUser(trx, row.user_id))) return;
      await this.#revokeFamily(trx, row.family_id, now);
    });
  }

  /** Revokes every live token of a user (password change). */
  async revokeAllOfUser(db: Db, userId: string, now: number): Promise<void> {
    await db.updateTable('refresh_tokens').set({ revoked_at: now }).where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
  }

  async #revokeFamily(db: Db, familyId: string, now: number): Promise<void> {
    await db.updateTable('refresh_tokens').set({ revoked_at: now }).where('family_id', '=', familyId).where('revoked_at', 'is', null).execute();
  }

  async #insert(db: Db, userId: string, familyId: string, rememberMe: boolean, now: number, expiresAt: number): Promise<string> {
    const token = newToken();
    await db
      .insertInto('refresh_tokens')
      .values({
        id: randomUUID(),
        user_id: userId,
        family_id: familyId,
        token_hash: hashToken(token),
        remember_me: rememberMe ? 1 : 0,
        created_at: now,
        expires_at: expiresAt,
        spent_at: null,
        revoked_at: null,
      })
      .execute();
    return token;
  }
}

/**
 * The token's row with its account's session version, read under the account's row lock, or
 * undefined for an unknown token. SQLite: the transaction began IMMEDIATE and already holds the
 * database's write lock, so one read is final. PostgreSQL: find the owner, lock the owner's row,
 * then read the token again, since it may have been spent or revoked while the lock was awaited.
 */
async function lockedToken(trx: Transaction<Database>, hash: string): Promise<(RefreshTokensTable & { session_version: number }) | undefined> {
  if (!isPostgres(trx)) {
    return trx
      .selectFrom('refresh_tokens')
      .innerJoin('users', 'users.id', 'refresh_tokens.user_id')
      .selectAll('refresh_tokens')
      .select('users.session_version')
      .where('refresh_tokens.token_hash', '=', hash)
      .executeTakeFirst();
  }
  const owner = await trx.selectFrom('refresh_tokens').select('user_id').where('token_hash', '=', hash).executeTakeFirst();
  const user = owner && (await lockUser(trx, owner.user_id));
  if (!user) return undefined;
  const row = await trx.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', hash).executeTakeFirstOrThrow();
  return { ...row, session_version: user.session_version };
}

/**
 * Refresh tokens: 256 random bits, stored as SHA-256, rotated on every use. Tokens descending from
 * one sign-in form a family; a spent token presented again revokes the family (reuse detection).
 */
import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type SQLite from 'better-sqlite3';
import { sqliteOf, type Db } from '../db/connect.ts';
import { lockUser } from '../db/locks.ts';
import type { Database, RefreshTokensTable } from '../db/schema.ts';
import { hashToken, newToken } from './secure-token.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** 'Remember me' keeps the session for 30 days. */
export const REMEMBER_ME_MS = 30 * DAY_MS;
/** Without 'Remember me' a refresh token lives one day. */
export const SESSION_MS = DAY_MS;
/**
 * A sign-in made on another origin's page (a partner's site, a CMS) lives 12 hours whatever it
 * asked for: the page keeps it where that site's scripts can read it while the tab is open.
 */
export const EMBED_SESSION_MS = 12 * 60 * 60 * 1000;

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
export type RotateResult =
  | { ok: true; userId: string; sessionVersion: number; refreshToken: string; rememberMe: boolean; expiresAt: number }
  | { ok: false; reason: RefusalReason };

/** Issues, rotates and revokes refresh tokens against the database and the app's clock. */
export class RefreshTokens {
  readonly #db: Db;
  readonly #now: () => number;

  constructor(db: Db, now: () => number) {
    this.#db = db;
    this.#now = now;
  }

  /**
   * Starts a new family for a sign-in and returns its first token. The family ends 30 days from now
   * with 'Remember me', else one day, and never later than `maxLifetimeMs` from now.
   */
  issue(userId: string, rememberMe: boolean, db: Db = this.#db, maxLifetimeMs = Number.POSITIVE_INFINITY): Promise<string> {
    const now = this.#now();
    return this.#insert(db, userId, randomUUID(), rememberMe, now, now + Math.min(rememberMe ? REMEMBER_ME_MS : SESSION_MS, maxLifetimeMs));
  }

  /**
   * Starts a new family for a sign-in whose password was checked against the account at
   * `sessionVersion`, under the account's row lock; null (nothing issued) when the account is gone
   * or its session version moved since (a password reset committed while the password was hashed).
   */
  issueIfUnchanged(userId: string, sessionVersion: number, rememberMe: boolean, maxLifetimeMs?: number): Promise<string | null> {
    return this.#db.transaction().execute(async (trx) => {
      const locked = await lockUser(trx, userId);
      if (!locked || Number(locked.session_version) !== sessionVersion) return null;
      return this.issue(userId, rememberMe, trx, maxLifetimeMs);
    });
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
    const sqlite = sqliteOf(this.#db);
    // SQLite: four prepared statements in one IMMEDIATE transaction, run while this holds the
    // connection, so no other transaction interleaves. It is the hottest write of the API.
    if (sqlite) return this.#db.connection().execute(async () => sqliteRotation(sqlite)(hash, now));
    return this.#db.transaction().execute(async (trx): Promise<RotateResult> => {
      const row = await lockedToken(trx, hash);
      const verdict = judge(row, now);
      if (verdict === 'reused') await this.#revokeFamily(trx, row!.family_id, now);
      if (verdict !== 'live') return { ok: false, reason: verdict };
      await trx.updateTable('refresh_tokens').set({ spent_at: now }).where('id', '=', row!.id).execute();
      const successor = successorOf(row!, now);
      await trx.insertInto('refresh_tokens').values(successor.row).execute();
      return rotated(row!, successor.token);
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
      .values(tokenRow(token, userId, familyId, rememberMe, now, expiresAt))
      .execute();
    return token;
  }
}

/** A stored token with its account's session version, as a rotation reads it. */
type TokenRow = RefreshTokensTable & { session_version: number };

/** The row that stores a new token (its hash, never the token). */
function tokenRow(token: string, userId: string, familyId: string, rememberMe: boolean, now: number, expiresAt: number): RefreshTokensTable {
  return {
    id: randomUUID(),
    user_id: userId,
    family_id: familyId,
    token_hash: hashToken(token),
    remember_me: rememberMe ? 1 : 0,
    created_at: now,
    expires_at: expiresAt,
    spent_at: null,
    revoked_at: null,
  };
}

/**
 * What presenting this token means: `live` (rotate it), a refusal, or `reused`: a token spent
 * more than the grace window ago, presented again; its whole family is then revoked.
 */
function judge(row: TokenRow | undefined, now: number): 'live' | RefusalReason {
  if (!row) return 'unknown';
  if (row.revoked_at !== null) return 'revoked';
  if (row.spent_at !== null) return now - row.spent_at <= REFRESH_GRACE_MS ? 'raced' : 'reused';
  if (row.expires_at <= now) return 'expired';
  return 'live';
}

/** The successor of a live token: a new token in the same family, which keeps the family's end ('Remember me': 30 days from sign-in). */
function successorOf(row: TokenRow, now: number): { token: string; row: RefreshTokensTable } {
  const token = newToken();
  return { token, row: tokenRow(token, row.user_id, row.family_id, row.remember_me === 1, now, row.expires_at) };
}

/** The answer of a rotation: the successor, and the end its family keeps. */
function rotated(row: TokenRow, refreshToken: string): RotateResult {
  return { ok: true, userId: row.user_id, sessionVersion: row.session_version, refreshToken, rememberMe: row.remember_me === 1, expiresAt: row.expires_at };
}

/** The SQLite rotation of each handle, its statements prepared once. */
const sqliteRotations = new WeakMap<SQLite.Database, (hash: string, now: number) => RotateResult>();

/**
 * The rotation as one IMMEDIATE transaction of prepared statements on SQLite: the transaction
 * holds the database's single write lock from its first statement, which is the row lock there.
 */
function sqliteRotation(sqlite: SQLite.Database): (hash: string, now: number) => RotateResult {
  let rotation = sqliteRotations.get(sqlite);
  if (rotation) return rotation;
  const find = sqlite.prepare<[string], TokenRow>(
    'select refresh_tokens.*, users.session_version from refresh_tokens join users on users.id = refresh_tokens.user_id where refresh_tokens.token_hash = ?',
  );
  const spend = sqlite.prepare<[number, string]>('update refresh_tokens set spent_at = ? where id = ?');
  const revokeFamily = sqlite.prepare<[number, string]>('update refresh_tokens set revoked_at = ? where family_id = ? and revoked_at is null');
  const insert = sqlite.prepare<[RefreshTokensTable]>(
    'insert into refresh_tokens (id, user_id, family_id, token_hash, remember_me, created_at, expires_at, spent_at, revoked_at) values (@id, @user_id, @family_id, @token_hash, @remember_me, @created_at, @expires_at, @spent_at, @revoked_at)',
  );
  const transaction = sqlite.transaction((hash: string, now: number): RotateResult => {
    const row = find.get(hash);
    const verdict = judge(row, now);
    if (verdict === 'reused') revokeFamily.run(now, row!.family_id);
    if (verdict !== 'live') return { ok: false, reason: verdict };
    spend.run(now, row!.id);
    const successor = successorOf(row!, now);
    insert.run(successor.row);
    return rotated(row!, successor.token);
  });
  rotation = (hash, now) => transaction.immediate(hash, now);
  sqliteRotations.set(sqlite, rotation);
  return rotation;
}

/**
 * The token's row with its account's session version, read under the account's row lock, or
 * undefined for an unknown token (PostgreSQL): find the owner, lock the owner's row (`FOR UPDATE`),
 * then read the token again, since it may have been spent or revoked while the lock was awaited.
 */
async function lockedToken(trx: Transaction<Database>, hash: string): Promise<TokenRow | undefined> {
  const owner = await trx.selectFrom('refresh_tokens').select('user_id').where('token_hash', '=', hash).executeTakeFirst();
  const user = owner && (await lockUser(trx, owner.user_id));
  if (!user) return undefined;
  const row = await trx.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', hash).executeTakeFirstOrThrow();
  return { ...row, session_version: user.session_version };
}

/**
 * Serialising the writes that concern one account. Rotating a refresh token, signing out and
 * changing the password each take the account's row lock first, inside their transaction, so a
 * revocation can never miss a successor that a concurrent rotation is inserting.
 */
import { PostgresAdapter, type Transaction } from 'kysely';
import type { Database } from './schema.ts';

/** What the lock reads of the account: the version access tokens must carry to stay valid. */
export interface LockedUser {
  session_version: number;
}

/**
 * Locks the account's row until the transaction ends and returns it, or undefined when the
 * account does not exist. PostgreSQL: `SELECT … FOR UPDATE`. SQLite: every transaction begins
 * IMMEDIATE (see connect.ts), so it already holds the database's single write lock.
 */
export function lockUser(trx: Transaction<Database>, userId: string): Promise<LockedUser | undefined> {
  const query = trx.selectFrom('users').select('session_version').where('id', '=', userId);
  return (isPostgres(trx) ? query.forUpdate() : query).executeTakeFirst();
}

/** True when the builder talks to PostgreSQL. */
export function isPostgres(db: Transaction<Database>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** Setting a new password with a reset token: one transaction, all or nothing. */
import type { Db } from '../db/connect.ts';
import type { RefreshTokens } from './refresh-tokens.ts';
import type { ResetTokens } from './reset-tokens.ts';

/**
 * Consumes the token and, if it was live, stores the new hash, spends the user's other reset tokens
 * and revokes all their refresh tokens. Returns the account's e-mail, or null (changing nothing) for
 * a dead token. The
 * account row's update takes its lock before the revocation, so a refresh rotating at the same
 * moment either finishes first (its successor is then revoked) or waits and is refused.
 */
export function resetPassword(
  db: Db,
  deps: { resetTokens: ResetTokens; refreshTokens: RefreshTokens; now: number },
  token: string,
  passwordHash: string,
): Promise<string | null> {
  const { resetTokens, refreshTokens, now } = deps;
  return db.transaction().execute(async (trx) => {
    const userId = await resetTokens.consume(trx, token, now);
    if (userId === null) return null;
    // Raising the session version revokes every access token signed before this moment, exactly.
    // It ends every device token too: they hold only under the session version they were issued in.
    const { email } = await trx
      .updateTable('users')
      .set((eb) => ({ password_hash: passwordHash, password_changed_at: now, session_version: eb('session_version', '+', 1) }))
      .where('id', '=', userId)
      .returning('email')
      .executeTakeFirstOrThrow();
    await resetTokens.spendAllOfUser(trx, userId, now);
    await refreshTokens.revokeAllOfUser(trx, userId, now);
    return email;
  });
}

/** Setting a new password with a reset token: one transaction, all or nothing. */
import type { Db } from '../db/connect.ts';
import type { RefreshTokens } from './refresh-tokens.ts';
import type { ResetTokens } from './reset-tokens.ts';

/**
 * Consumes the token and, if it was live, stores the new hash, spends the user's other reset tokens
 * and revokes all their refresh tokens. Returns false (changing nothing) for a dead token.
 */
export function resetPassword(
  db: Db,
  deps: { resetTokens: ResetTokens; refreshTokens: RefreshTokens; now: number },
  token: string,
  passwordHash: string,
): Promise<boolean> {
  const { resetTokens, refreshTokens, now } = deps;
  return db.transaction().execute(async (trx) => {
    const userId = await resetTokens.consume(trx, token, now);
    if (userId === null) return false;
    await trx.updateTable('users').set({ password_hash: passwordHash, password_changed_at: now }).where('id', '=', userId).execute();
    await resetTokens.spendAllOfUser(trx, userId, now);
    await refreshTokens.revokeAllOfUser(trx, userId, now);
    return true;
  });
}

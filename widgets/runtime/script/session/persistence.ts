import { STORAGE_KEYS } from '../../../../protocol/storage.ts';
import type { StoredSession } from '../../../../protocol/stored-session.ts';
import type { User } from '../../../../protocol/user.ts';
import { readStored, removeStored } from '../storage/stored.ts';

/**
 * A signed-in session as kept in memory and in storage. Without a refresh token (null), the API
 * keeps it in its HttpOnly cookie (a page on the API's own origin), and the access token lives in
 * this page's memory only: null until the page has refreshed it.
 */
export interface Session {
  user: User;
  token: string | null;
  refreshToken?: string | null | undefined;
}

/**
 * Ensure that a value is a complete stored session, as protocol/stored-session.ts's StoredSession says:
 * id, name, email and role present and not blank, with token and refreshToken both present and not
 * blank, or both absent (the refresh token is in the API's cookie). Checked by hand, so the classic
 * script that restores the session carries no validation library; test/unit/schemas.test.ts holds
 * the two to the same answers.
 */
export function isStoredSession(value: unknown): value is StoredSession {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const record = value as Record<string, unknown>;
  const filled = (key: string) =>
    (typeof record[key] === 'string' && (record[key] as string).trim() !== '') || (key === 'id' && typeof record.id === 'number' && !Number.isNaN(record.id));
  const optionalText = (key: string) => record[key] === undefined || record[key] === null || typeof record[key] === 'string';
  const tokens = ['token', 'refreshToken'];
  return (
    ['id', 'name', 'email', 'role'].every(filled) &&
    (tokens.every(filled) || !tokens.some((key) => key in record)) &&
    optionalText('avatar') &&
    optionalText('clinicName')
  );
}

/**
 * Reads the saved session; it is restored only if id, name, email and role are present, with
 * both tokens or with neither (the refresh token in the API's cookie), otherwise it is discarded
 * (removed from storage).
 */
export function readSession(storage: Storage | null): Session | null {
  const parsed = readStored(storage, STORAGE_KEYS.session, isStoredSession);
  if (!parsed) {
    // The tokens' own keys go with it, whatever is left of them.
    clearSession(storage);
    return null;
  }
  const { token = null, refreshToken, ...user } = parsed;
  return { user: { ...user, id: String(user.id) }, token, refreshToken };
}

/**
 * Saves the session: the user with its tokens, and the tokens under their own keys. A session whose
 * refresh token is in the API's cookie is saved as the user alone (the API client removes the keys
 * an older session left).
 */
export function writeSession(storage: Storage | null, session: Session): void {
  if (!storage) return;
  const { user, token, refreshToken } = session;
  try {
    storage.setItem(STORAGE_KEYS.session, JSON.stringify(refreshToken ? { ...user, token, refreshToken } : user));
    if (refreshToken) {
      storage.setItem(STORAGE_KEYS.token, token as string);
      storage.setItem(STORAGE_KEYS.refreshToken, refreshToken);
    }
  } catch {
    // Storage full or blocked: the session still lives in memory for this page.
  }
}

/** Removes every saved trace of the session. */
export function clearSession(storage: Storage | null): void {
  for (const key of Object.values(STORAGE_KEYS)) removeStored(storage, key);
}

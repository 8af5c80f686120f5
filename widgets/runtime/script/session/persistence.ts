import { STORAGE_KEYS } from '../../../../protocol/storage.ts';
import type { StoredSession } from '../../../../protocol/stored-session.ts';
import type { User } from '../../../../protocol/user.ts';
import { readStored } from '../storage/stored.ts';

/** A signed-in session as kept in memory and in storage. */
export interface Session {
  user: User;
  token: string;
  refreshToken: string;
}

/**
 * Ensure that a value is a complete stored session, as protocol/stored-session.ts's StoredSession says:
 * the user with its tokens, id, name, email, role, token and refreshToken present and not blank.
 * Checked by hand, so the classic script that restores the session carries no validation library;
 * test/unit/schemas.test.ts holds the two to the same answers.
 */
export function isStoredSession(value: unknown): value is StoredSession {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const record = value as Record<string, unknown>;
  const filled = (key: string) =>
    (typeof record[key] === 'string' && (record[key] as string).trim() !== '') || (key === 'id' && typeof record.id === 'number' && !Number.isNaN(record.id));
  const optionalText = (key: string) => record[key] === undefined || record[key] === null || typeof record[key] === 'string';
  return ['id', 'name', 'email', 'role', 'token', 'refreshToken'].every(filled) && optionalText('avatar') && optionalText('clinicName');
}

/**
 * Reads the saved session; it is restored only if id, name, email, role, token and
 * refreshToken are all present, otherwise it is discarded (removed from storage).
 */
export function readSession(storage: Storage | null): Session | null {
  const parsed = readStored(storage, STORAGE_KEYS.session, isStoredSession);
  if (!parsed) {
    if (storage && (safeGet(storage, STORAGE_KEYS.token) !== null || safeGet(storage, STORAGE_KEYS.refreshToken) !== null)) clearSession(storage);
    return null;
  }
  const { token, refreshToken, ...user } = parsed;
  return { user: { ...user, id: String(user.id) }, token, refreshToken };
}

/** Saves the session: the user with its tokens, and the tokens under their own keys. */
export function writeSession(storage: Storage | null, session: Session): void {
  if (!storage) return;
  try {
    storage.setItem(STORAGE_KEYS.session, JSON.stringify({ ...session.user, token: session.token, refreshToken: session.refreshToken }));
    storage.setItem(STORAGE_KEYS.token, session.token);
    storage.setItem(STORAGE_KEYS.refreshToken, session.refreshToken);
  } catch {
    // Storage full or blocked: the session still lives in memory for this page.
  }
}

/** Removes every saved trace of the session. */
export function clearSession(storage: Storage | null): void {
  if (!storage) return;
  for (const key of Object.values(STORAGE_KEYS)) {
    try {
      storage.removeItem(key);
    } catch {
      // Blocked storage has nothing to clear.
    }
  }
}

function safeGet(storage: Storage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

/** The page's localStorage, or null where the browser blocks it (sandboxed frames, some private modes). */
export function browserStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

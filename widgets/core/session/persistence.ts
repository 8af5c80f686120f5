import type { StoredSession, User } from '../schemas/responses.ts';

/** The browser-storage keys of SPEC §3: the user with its tokens, and each token on its own. */
export const STORAGE_KEYS = {
  session: 'clinic.session',
  token: 'clinic.token',
  refreshToken: 'clinic.refreshToken',
} as const;

/** A signed-in session as kept in memory and in storage. */
export interface Session {
  user: User;
  token: string;
  refreshToken: string;
}

const REQUIRED = ['id', 'name', 'email', 'role', 'token', 'refreshToken'] as const;

/**
 * Ensure that a value has the StoredSession shape (responses.ts). Checked by hand, field for
 * field as the struct says, so the classic script that restores the session carries no validation
 * library; test/unit/schemas.test.ts holds the two to the same answers.
 */
export function isStoredSession(value: unknown): value is StoredSession {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const record = value as Record<string, unknown>;
  const text = (key: string) => typeof record[key] === 'string';
  const optionalText = (key: string) => record[key] === undefined || record[key] === null || text(key);
  return (
    (text('id') || typeof record.id === 'number') &&
    ['name', 'email', 'role', 'token', 'refreshToken'].every(text) &&
    optionalText('avatar') &&
    optionalText('clinicName')
  );
}

/**
 * Reads the saved session; SPEC §4: it is restored only if id, name, email, role, token and
 * refreshToken are all present, otherwise it is discarded (removed from storage).
 */
export function readSession(storage: Storage | null): Session | null {
  if (!storage) return null;
  let raw: string | null;
  try {
    raw = storage.getItem(STORAGE_KEYS.session);
  } catch {
    return null;
  }
  if (raw === null) {
    if (safeGet(storage, STORAGE_KEYS.token) !== null || safeGet(storage, STORAGE_KEYS.refreshToken) !== null) clearSession(storage);
    return null;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = null;
  }
  const complete =
    isStoredSession(parsed) &&
    REQUIRED.every((key) => {
      const value = (parsed as Record<string, unknown>)[key];
      return (typeof value === 'string' && value.trim() !== '') || typeof value === 'number';
    });
  if (!complete) {
    clearSession(storage);
    return null;
  }
  const { token, refreshToken, ...user } = parsed as StoredSession;
  return { user: { ...user, id: String(user.id) }, token, refreshToken };
}

/** Saves the session as SPEC §3 says: the user with its tokens, and the tokens under their own keys. */
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

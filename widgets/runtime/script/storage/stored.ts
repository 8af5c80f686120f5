/**
 * JSON values kept in the browser's storage (the session in localStorage, the chat in
 * sessionStorage). Storage may be missing or blocked (sandboxed or third-party frames with cookies
 * off, some private modes): then nothing is read and nothing is kept beyond the page. A stored value
 * is checked on every read; one that does not parse or fit (corrupted, edited, from an older build)
 * is removed and reads as absent. The check is a plain type guard, so the classic script can use
 * this without a validation library (a superstruct struct passes as `(value) => is(value, Struct)`).
 */

/** The page's localStorage or sessionStorage, or null where the browser blocks it. */
export function webStorage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return globalThis[kind] ?? null;
  } catch {
    return null;
  }
}

/** The value stored under `key` if it parses and passes `valid`; null when absent or blocked; removed when invalid. */
export function readStored<T>(storage: Storage | null, key: string, valid: (value: unknown) => value is T): T | null {
  if (!storage) return null;
  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch {
    return null;
  }
  if (raw === null) return null;
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = null;
  }
  if (valid(parsed)) return parsed;
  removeStored(storage, key);
  return null;
}

/** Keeps `value` as JSON under `key`; false when storage is missing, full or blocked (it then lives for this page only). */
export function writeStored(storage: Storage | null, key: string, value: unknown): boolean {
  if (!storage) return false;
  try {
    storage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

/** Removes `key`; blocked storage has nothing to remove. */
export function removeStored(storage: Storage | null, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    /* nothing to remove */
  }
}

/** Recognises database errors that both drivers report differently. */

/** True when the error is a unique-constraint violation (SQLite or PostgreSQL). */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  // better-sqlite3: SQLITE_CONSTRAINT_UNIQUE / _PRIMARYKEY; pg: SQLSTATE 23505 unique_violation.
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}

/**
 * True when the error is a PostgreSQL pool that found no connection in time: every connection was
 * busy for the whole wait, or a new one did not open within it. The database is saturated or
 * unreachable, not the request at fault, so the caller answers 503 and asks the client to retry.
 */
export function isPoolTimeout(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  // pg-pool's two messages for a wait past `connectionTimeoutMillis`.
  return error.message === 'timeout exceeded when trying to connect' || error.message === 'Connection terminated due to connection timeout';
}

/**
 * Noticing a full disk. A write that fails for want of space (SQLITE_FULL, PostgreSQL's disk_full)
 * is logged as "disk full", naming the database's directory, and the health check answers 503
 * while writes fail: for DISK_FULL_MS after the last such failure, and whenever SQLite has reached
 * its page limit or the directory has less than MIN_FREE_BYTES free.
 */
import { statfs } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';

/** How long after a failed write the health check keeps answering 503. */
export const DISK_FULL_MS = 30_000;
/** Less free space than this in the SQLite file's directory counts as a full disk. */
export const MIN_FREE_BYTES = 1024 * 1024;

/** True when the error is a write refused for want of space (SQLite or PostgreSQL). */
export function isDiskFull(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  // better-sqlite3: SQLITE_FULL; pg: SQLSTATE 53100 disk_full.
  return code === 'SQLITE_FULL' || code === '53100';
}

/** Remembers the last write that failed on a full disk, on the app's clock. */
export class DiskFullWatch {
  #lastFull = Number.NEGATIVE_INFINITY;
  readonly #now: () => number;
  readonly #where: string;

  /** `where` names the storage in the log (the SQLite file's directory, or "the PostgreSQL server"). */
  constructor(now: () => number, where: string) {
    this.#now = now;
    this.#where = where;
  }

  /** Logs and remembers the error when it is a full disk; returns whether it was. */
  note(error: unknown, log: FastifyBaseLogger): boolean {
    if (!isDiskFull(error)) return false;
    this.#lastFull = this.#now();
    log.error({ err: error }, `database disk full (${this.#where}): writes fail until space is freed`);
    return true;
  }

  /** True while a write failed on a full disk within DISK_FULL_MS. */
  recentlyFull(): boolean {
    return this.#now() - this.#lastFull < DISK_FULL_MS;
  }
}

/** True when the directory has less than MIN_FREE_BYTES available to this process. */
export async function directoryIsFull(dir: string): Promise<boolean> {
  try {
    const stats = await statfs(dir);
    return stats.bavail * stats.bsize < MIN_FREE_BYTES;
  } catch {
    return false;
  }
}

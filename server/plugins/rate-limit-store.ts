/**
 * Where rate-limit counts are kept. Each count is a fixed window: the first hit starts it at 1 and
 * sets when it ends, later hits add 1, and the first hit after the end starts a new window.
 *
 * - In the database (`rate_limits`, both SQLite and PostgreSQL): one atomic upsert per hit, shared
 *   by every instance on one database, kept across a restart, and never pushed out by other keys.
 *   Expired rows are swept every minute.
 * - In memory: a map bounded to a fixed number of keys, the least recently hit dropped first. Only
 *   per-address counts live there (SQLite's one instance, the refresh path kept cheap): pushing an
 *   address out takes as many other addresses, and whoever has those is not held by a per-address
 *   limit anyway. Nothing that guards an account (a per-e-mail count) is kept in memory.
 */
import { sql } from 'kysely';
import type { Db } from '../db/connect.ts';

/** A count and the end of its window, epoch milliseconds. */
export interface Count {
  count: number;
  resetsAt: number;
}

/** A place to keep counts. */
export interface Counters {
  /** Adds one to the key's count, starting a window of `windowMs` if none is running. */
  hit(key: string, windowMs: number): Promise<Count>;
  /** Takes one back from a running window (a sign-in that turned out right). */
  refund(key: string): Promise<void>;
  /** Ends the key's window (a password reset ends its mailbox's mail count). */
  clear(key: string): Promise<void>;
  /** Stops background work (the sweeper). */
  stop(): void;
}

/** How often expired database counters are swept away. */
const SWEEP_MS = 60_000;

/** Counts in the `rate_limits` table, on the app's clock. */
export function databaseCounters(db: Db, now: () => number): Counters {
  const sweep = () => {
    db.deleteFrom('rate_limits')
      .where('resets_at', '<=', now())
      .execute()
      .catch(() => undefined);
  };
  const sweeper = setInterval(sweep, SWEEP_MS);
  sweeper.unref();
  return {
    async hit(key, windowMs) {
      const at = now();
      const resetsAt = at + windowMs;
      const row = await db
        .insertInto('rate_limits')
        .values({ key, count: 1, resets_at: resetsAt })
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet({
            count: sql<number>`CASE WHEN rate_limits.resets_at <= ${at} THEN 1 ELSE rate_limits.count + 1 END`,
            resets_at: sql<number>`CASE WHEN rate_limits.resets_at <= ${at} THEN CAST(${resetsAt} AS bigint) ELSE rate_limits.resets_at END`,
          }),
        )
        .returning(['count', 'resets_at'])
        .executeTakeFirstOrThrow();
      return { count: Number(row.count), resetsAt: Number(row.resets_at) };
    },
    async refund(key) {
      await db
        .updateTable('rate_limits')
        .set((eb) => ({ count: eb('count', '-', 1) }))
        .where('key', '=', key)
        .where('count', '>', 0)
        .where('resets_at', '>', now())
        .execute();
    },
    async clear(key) {
      await db.deleteFrom('rate_limits').where('key', '=', key).execute();
    },
    stop: () => clearInterval(sweeper),
  };
}

/** The most per-address counts kept in memory: about 100 bytes each, so a few megabytes at most. */
export const MEMORY_COUNTER_KEYS = 50_000;

/** Counts in a bounded map (least recently hit dropped first), on the app's clock. */
export function memoryCounters(now: () => number, maxKeys = MEMORY_COUNTER_KEYS): Counters & { size(): number } {
  const counts = new Map<string, Count>();
  return {
    async hit(key, windowMs) {
      const at = now();
      let entry = counts.get(key);
      if (entry === undefined || entry.resetsAt <= at) entry = { count: 0, resetsAt: at + windowMs };
      entry.count += 1;
      // Re-inserted, so the map's order is the order of last hits.
      counts.delete(key);
      counts.set(key, entry);
      while (counts.size > maxKeys) counts.delete(counts.keys().next().value as string);
      return { count: entry.count, resetsAt: entry.resetsAt };
    },
    async refund(key) {
      const entry = counts.get(key);
      if (entry && entry.count > 0 && entry.resetsAt > now()) entry.count -= 1;
    },
    async clear(key) {
      counts.delete(key);
    },
    stop: () => counts.clear(),
    size: () => counts.size,
  };
}

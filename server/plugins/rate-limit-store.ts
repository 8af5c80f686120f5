/**
 * A @fastify/rate-limit store over the app's database, so every server instance on one PostgreSQL
 * database counts against the same limits. One atomic upsert per check: a fresh window starts at
 * 1, a live one adds 1, whichever instance asks.
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'kysely';
import type { Db } from '../db/connect.ts';

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];

/** How often expired counters are swept away. */
const SWEEP_MS = 60_000;

/** A store class bound to one database, and a way to stop its sweeper when the app closes. */
export function databaseStore(db: Db, now: () => number = Date.now): { Store: FastifyRateLimitStoreCtor; stop(): void } {
  const sweeper = setInterval(() => {
    db.deleteFrom('rate_limits')
      .where('resets_at', '<=', now())
      .execute()
      .catch(() => undefined);
  }, SWEEP_MS);
  sweeper.unref();

  class DatabaseStore implements FastifyRateLimitStore {
    incr(key: string, callback: Callback, timeWindow: number): void {
      const at = now();
      const resetsAt = at + timeWindow;
      db.insertInto('rate_limits')
        .values({ key, count: 1, resets_at: resetsAt })
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet({
            count: sql<number>`CASE WHEN rate_limits.resets_at <= ${at} THEN 1 ELSE rate_limits.count + 1 END`,
            resets_at: sql<number>`CASE WHEN rate_limits.resets_at <= ${at} THEN CAST(${resetsAt} AS bigint) ELSE rate_limits.resets_at END`,
          }),
        )
        .returning(['count', 'resets_at'])
        .executeTakeFirstOrThrow()
        .then(
          (row) => callback(null, { current: Number(row.count), ttl: Math.max(0, Number(row.resets_at) - at) }),
          (error: Error) => callback(error),
        );
    }

    child(): DatabaseStore {
      return this;
    }
  }
  return { Store: DatabaseStore, stop: () => clearInterval(sweeper) };
}

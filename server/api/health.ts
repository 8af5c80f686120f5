/**
 * GET /api/health: 200 once the database answers a query; 503 when it does not, or while writes
 * fail on a full disk (a write refused for want of space lately, SQLite at its page limit, or the
 * SQLite file's directory nearly out of space).
 */
import { dirname } from 'node:path';
import { sql } from 'kysely';
import { sqliteOf } from '../db/connect.ts';
import { directoryIsFull } from '../db/disk-full.ts';
import { healthAnswer } from './answers.ts';
import type { Api, ApiContext } from './index.ts';

/** The 503 message while writes fail on a full disk. */
export const DISK_FULL_MESSAGE = 'The database disk is full: changes cannot be saved.';

/** Registers the health check. */
export async function healthRoutes(app: Api, ctx: ApiContext): Promise<void> {
  const { config, db, diskFull } = ctx;
  const sqlite = sqliteOf(db);
  const sqliteDir = config.database.kind === 'sqlite' ? dirname(config.database.file) : null;

  /** SQLite: the file cannot grow (at its page limit with no free page), or its directory is out of space. */
  async function sqliteFull(): Promise<boolean> {
    if (!sqlite || sqliteDir === null) return false;
    const atLimit = await db.connection().execute(async () => {
      const pages = Number(sqlite.pragma('page_count', { simple: true }));
      const limit = Number(sqlite.pragma('max_page_count', { simple: true }));
      const free = Number(sqlite.pragma('freelist_count', { simple: true }));
      return pages >= limit && free === 0;
    });
    return atLimit || (await directoryIsFull(sqliteDir));
  }

  app.get('/health', { schema: { response: { 200: healthAnswer, 503: healthAnswer } } }, async (request, reply) => {
    try {
      await sql`select 1`.execute(db);
    } catch (err) {
      request.log.error({ err }, 'health check: database unavailable');
      reply.code(503);
      return { status: 'unavailable', message: 'The database is not answering.' };
    }
    if (diskFull.recentlyFull() || (await sqliteFull())) {
      request.log.error('health check: database disk full');
      reply.code(503);
      return { status: 'unavailable', message: DISK_FULL_MESSAGE };
    }
    return { status: 'ok' };
  });
}

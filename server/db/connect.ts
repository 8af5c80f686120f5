/** Opens the database named by the configuration: SQLite (WAL) by default, PostgreSQL by URL. */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config.ts';
import type { Database } from './schema.ts';

/** The typed query builder over the app's schema. */
export type Db = Kysely<Database>;

/** int8 (bigint) and numeric counts come back from pg as strings; our values fit in a double. */
const INT8_OID = 20;

/** Opens a connection (SQLite) or a pool (PostgreSQL); `db.destroy()` closes it. */
export function openDatabase(config: DatabaseConfig): Db {
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: config.url,
      max: 10,
      // A database that does not answer fails the request (and the health check) instead of hanging it.
      connectionTimeoutMillis: 5000,
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
          oid === INT8_OID ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
      },
    });
    // An idle client losing its connection (a database restart) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', (error) => console.error(`PostgreSQL pool: idle client error: ${error.message}`));
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  mkdirSync(dirname(config.file), { recursive: true });
  const database = new SQLite(config.file);
  database.pragma('journal_mode = WAL');
  // FULL fsyncs the WAL at every commit: an answered registration survives even a power cut.
  database.pragma('synchronous = FULL');
  database.pragma('busy_timeout = 5000');
  database.pragma('foreign_keys = ON');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
}

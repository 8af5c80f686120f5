/** Opens the database named by the configuration: SQLite (WAL) by default, PostgreSQL by URL. */
import { chmodSync, closeSync, mkdirSync, openSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase, type SqliteStatement } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config.ts';
import { BACKSTOP_PAGES, LOG_SIZE_LIMIT_BYTES, startCheckpointer } from './checkpointer.ts';
import type { Database } from './schema.ts';

/** The typed query builder over the app's schema. */
export type Db = Kysely<Database>;

/** int8 (bigint) and numeric counts come back from pg as strings; our values fit in a double. */
const INT8_OID = 20;

/** The SQLite handle under each SQLite Db, for the statements that bypass the query builder. */
const sqliteHandles = new WeakMap<Db, SQLite.Database>();

/**
 * The SQLite handle under `db`, or undefined on PostgreSQL. Run statements on it only while holding
 * the connection (`db.connection().execute(…)`), so they never interleave with a transaction.
 */
export function sqliteOf(db: Db): SQLite.Database | undefined {
  return sqliteHandles.get(db);
}

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
  const handle = openSqlite(config.file);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: handle.kysely }) });
  sqliteHandles.set(db, handle.database);
  return db;
}

/** How many distinct statements the SQLite handle keeps prepared; the app has a few dozen. */
const STATEMENT_CACHE_SIZE = 256;
/** SQLite's page cache for the app's connection, in KiB (negative in the pragma): the hot indexes stay in memory. */
const PAGE_CACHE_KIB = 32 * 1024;

/**
 * Opens the SQLite file, readable by its owner only (mode 0600; SQLite gives its -wal and -shm files
 * the same mode), in WAL mode with `synchronous = NORMAL`: a crash of the process loses no answered
 * write, while a power cut or kernel crash may lose the last commits before the next checkpoint.
 *
 * Returns the handle, and the view of it Kysely sees: statements prepared once and reused, and
 * transactions that begin IMMEDIATE: a transaction holds the write lock from its first statement,
 * so two server processes on one file wait for each other (busy_timeout) instead of failing on a
 * lock upgrade.
 */
function openSqlite(file: string): { database: SQLite.Database; kysely: SqliteDatabase } {
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  closeSync(openSync(file, 'a', 0o600));
  chmodSync(file, 0o600);
  const database = new SQLite(file);
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = NORMAL');
  database.pragma('busy_timeout = 5000');
  database.pragma('foreign_keys = ON');
  database.pragma(`cache_size = -${PAGE_CACHE_KIB}`);
  // Checkpoints run in a worker thread (checkpointer.ts); this connection makes them only as a backstop.
  database.pragma(`wal_autocheckpoint = ${BACKSTOP_PAGES}`);
  database.pragma(`journal_size_limit = ${LOG_SIZE_LIMIT_BYTES}`);
  // The worker's messages may arrive after this connection has closed: they then have nothing to do.
  const whileOpen = (work: () => void) => () => {
    if (!database.open) return;
    try {
      work();
    } catch (error) {
      console.error(`SQLite checkpoint: ${(error as Error).message}`);
    }
  };
  const checkpointer = startCheckpointer(
    file,
    whileOpen(() => database.pragma('wal_checkpoint(PASSIVE)')),
    (error) => {
      console.error(`SQLite checkpointer stopped (${error.message}); the app's connection checkpoints itself.`);
      whileOpen(() => database.pragma('wal_autocheckpoint = 1000'))();
    },
  );
  const statements = new Map<string, SqliteStatement>();
  // SQLite rolls a transaction back by itself when a write fails on a full disk (SQLITE_FULL) or
  // for want of memory; a second ROLLBACK would then fail with "cannot rollback - no transaction is
  // active" and hide the real error. So the rollback runs only while a transaction is open.
  const rollback = database.prepare('rollback');
  const rollbackIfOpen: SqliteStatement = {
    reader: false,
    all: () => [],
    iterate: () => [][Symbol.iterator](),
    run: () => (database.inTransaction ? rollback.run() : { changes: 0, lastInsertRowid: 0 }),
  };
  const kysely: SqliteDatabase = {
    close: () => {
      checkpointer.stop();
      database.close();
    },
    prepare(sql: string): SqliteStatement {
      if (sql === 'rollback') return rollbackIfOpen;
      const text = sql === 'begin' ? 'begin immediate' : sql;
      let statement = statements.get(text);
      if (!statement) {
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value as string);
        statement = database.prepare(text) as unknown as SqliteStatement;
        statements.set(text, statement);
      }
      return statement;
    },
  };
  return { database, kysely };
}

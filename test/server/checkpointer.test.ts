/**
 * SQLite's log is checkpointed by the worker thread, not by the commit of a request: pages written
 * through the app's connection reach the database file while that connection only commits, and
 * the log then starts again from its beginning instead of growing with every commit.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, readSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { sql } from 'kysely';
import SQLite from 'better-sqlite3';
import { BACKSTOP_PAGES, startCheckpointer } from '../../server/db/checkpointer.ts';
import { openDatabase, sqliteOf, type Db } from '../../server/db/connect.ts';
import { migrateToLatest } from '../../server/db/migrations.ts';

/** Resolves once `check` holds, polling as the worker works; fails after `ms`. */
async function until(check: () => boolean, what: string, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) assert.fail(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** How many times the log of `file` has started again (bytes 12–15 of its header, the checkpoint sequence number). */
function restarts(file: string): number {
  const header = Buffer.alloc(16);
  const fd = openSync(`${file}-wal`, 'r');
  try {
    readSync(fd, header, 0, 16, 0);
  } finally {
    closeSync(fd);
  }
  return header.readUInt32BE(12);
}

/** Runs `body` with the path of a database file in a folder of its own, then removes the folder. */
async function inScratch(body: (file: string) => Promise<void>): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'clinic-checkpoint-'));
  try {
    await body(join(dir, 'clinic.sqlite'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Runs `body` on a fresh migrated SQLite database in a folder of its own, then removes it. */
function withDatabase(body: (db: Db, file: string) => Promise<void>): Promise<void> {
  return inScratch(async (file) => {
    const db = openDatabase({ kind: 'sqlite', file });
    try {
      await migrateToLatest(db);
      await body(db, file);
    } finally {
      await db.destroy();
    }
  });
}

describe('the SQLite checkpointer', () => {
  it('copies committed pages into the database file while the app only commits', () =>
    withDatabase(async (db, file) => {
      // The app's own connection would checkpoint only past 10,000 pages: this stays far below.
      await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db);
      const before = statSync(file).size;
      await db.transaction().execute(async (trx) => {
        for (let i = 0; i < 200; i++) {
          await trx
            .insertInto('rate_limits')
            .values({ key: randomBytes(400).toString('hex'), count: 1, resets_at: i })
            .execute();
        }
      });
      assert.equal(statSync(file).size, before, 'the commit itself writes only to the log');
      await until(() => statSync(file).size > before, 'the worker has copied the pages into the database file');
    }));

  it('keeps the log from growing under a steady stream of commits: it starts again from its beginning', () =>
    withDatabase(async (db, file) => {
      const sqlite = sqliteOf(db)!;
      const pageSize = sqlite.pragma('page_size', { simple: true }) as number;
      const insert = sqlite.prepare('insert into rate_limits (key, count, resets_at) values (?, 1, 0)');
      insert.run(randomBytes(16).toString('hex'));
      const first = restarts(file);
      let largest = 0;
      // Small commits, one per turn of the timers as requests make them, until the log has started
      // again three times; the backstop (the app's connection checkpointing by itself) is never
      // reached. (A loop that commits without pause writes the log faster than any server's
      // requests do, and only races the worker's clock.)
      for (let i = 0; restarts(file) < first + 3; i++) {
        insert.run(randomBytes(16).toString('hex'));
        largest = Math.max(largest, statSync(`${file}-wal`).size);
        await new Promise((resolve) => setTimeout(resolve, 1));
        assert.ok(i < 20_000, 'the log never started again');
      }
      assert.ok(largest < BACKSTOP_PAGES * pageSize, `the log reached ${largest} bytes`);
    }));

  it("asks the app's connection to finish only once the log passes 1,000 pages, and the log then starts again", () =>
    inScratch(async (file) => {
      const app = new SQLite(file);
      const asked: number[] = [];
      const checkpointer = startCheckpointer(
        file,
        (logPages) => asked.push(logPages),
        (error) => assert.fail(error),
      );
      try {
        app.pragma('journal_mode = WAL');
        // This connection never checkpoints by itself: only the worker and the finish do.
        app.pragma('wal_autocheckpoint = 0');
        app.exec('create table pages (body blob)');
        const insert = app.prepare('insert into pages (body) values (?)');
        const commitPages = (count: number) =>
          app.transaction(() => {
            for (let i = 0; i < count; i++) insert.run(randomBytes(3_000));
          })();
        // About 500 pages (a row of 3,000 bytes fills most of a page): copied, and not asked for.
        commitPages(500);
        const small = statSync(file).size;
        await until(() => statSync(file).size > small, 'the worker has copied the first 500 pages');
        // 1,200 pages more, in one commit: the log passes 1,000 pages at once.
        commitPages(1_200);
        const first = restarts(file);
        await until(() => asked.length > 0 && asked.at(-1)! >= 1_000, 'the worker has asked for the finish');
        assert.ok(
          asked.every((logPages) => logPages >= 1_000),
          `asked at ${asked.join(', ')} pages`,
        );
        app.pragma('wal_checkpoint(PASSIVE)');
        // A commit that meets the worker's next checkpoint leaves the log as it is; the one after starts it again.
        await until(() => {
          insert.run(randomBytes(16));
          return restarts(file) > first;
        }, 'a commit has started the log again');
      } finally {
        checkpointer.stop();
        app.close();
      }
    }));
});

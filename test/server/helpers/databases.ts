/**
 * Runs a suite once per database: SQLite in a fresh temporary DATA_DIR, and PostgreSQL in a fresh
 * database on the cluster named by TEST_PG_URL (started by test/server/run.ts), when there is one.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import type { DatabaseConfig } from '../../../server/config.ts';

/** One database a suite runs against, with the environment that selects it. */
export interface TestDatabase {
  kind: 'sqlite' | 'postgres';
  /** A fresh temporary data directory (outbox, jwt-secret; the SQLite file for SQLite). */
  dataDir: string;
  database: DatabaseConfig;
  /** DATA_DIR and, for PostgreSQL, DATABASE_URL. */
  env: Record<string, string>;
}

/** Why PostgreSQL runs are skipped, or null when they run. */
export function postgresSkipReason(): string | null {
  if (process.env.TEST_PG_URL) return null;
  return process.env.TEST_PG_SKIP_REASON ?? 'TEST_PG_URL is not set (run the suite with `tsx test/server/run.ts` to start PostgreSQL)';
}

async function withAdmin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Declares `body` once per available database; `target()` is ready inside tests and hooks. */
export function describeEachDatabase(title: string, body: (target: () => TestDatabase) => void): void {
  describe(`${title} (SQLite)`, () => {
    let current: TestDatabase | undefined;
    before(async () => {
      const dataDir = await mkdtemp(join(tmpdir(), 'clinic-sqlite-'));
      current = { kind: 'sqlite', dataDir, database: { kind: 'sqlite', file: join(dataDir, 'clinic.sqlite') }, env: { DATA_DIR: dataDir } };
    });
    body(() => current ?? assertReady());
    // Registered after the body's hooks, so it runs after the suite has closed its servers.
    after(async () => {
      if (current) await rm(current.dataDir, { recursive: true, force: true });
    });
  });

  const skip = postgresSkipReason();
  if (skip !== null) {
    // One skipped test (not a skipped suite), so the skip shows in every report's counts.
    describe(`${title} (PostgreSQL)`, () => {
      it('runs on PostgreSQL too', { skip }, () => undefined);
    });
    return;
  }
  describe(`${title} (PostgreSQL)`, () => {
    let current: TestDatabase | undefined;
    const adminUrl = process.env.TEST_PG_URL ?? '';
    const name = `test_${randomBytes(6).toString('hex')}`;
    before(async () => {
      await withAdmin(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const dataDir = await mkdtemp(join(tmpdir(), 'clinic-pgdata-'));
      current = { kind: 'postgres', dataDir, database: { kind: 'postgres', url: url.href }, env: { DATA_DIR: dataDir, DATABASE_URL: url.href } };
    });
    body(() => current ?? assertReady());
    after(async () => {
      if (!current) return;
      await rm(current.dataDir, { recursive: true, force: true });
      await withAdmin(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    });
  });
}

function assertReady(): never {
  throw new Error('the test database is used before its before() hook ran');
}

/**
 * A full disk is reported: a write that fails for want of space is logged as "disk full" (not as
 * the rollback that followed it), and the health check answers 503 while writes fail. SQLite's
 * `max_page_count` caps the file where it stands, as a full disk would.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sqliteOf } from '../../server/db/connect.ts';
import { DISK_FULL_MS } from '../../server/db/disk-full.ts';
import { describeEachDatabase } from './helpers/databases.ts';
import { registration } from './helpers/fixtures.ts';
import { startServer, type TestServer } from './helpers/server.ts';

describeEachDatabase('a full disk', (target) => {
  let server: TestServer;
  const lines: string[] = [];
  before(async () => {
    server = await startServer(target(), { logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } } });
  });
  after(async () => {
    await server?.close();
  });

  it('is logged as "disk full" and answered 503 by the health check while writes fail', async (t) => {
    const sqlite = sqliteOf(server.appDb);
    if (!sqlite) {
      t.skip('the page limit that stands in for a full disk is SQLite’s');
      return;
    }
    assert.equal((await server.get('/api/health')).status, 200);
    const pages = Number(sqlite.pragma('page_count', { simple: true }));
    sqlite.pragma('wal_checkpoint(TRUNCATE)');
    // Room for nothing more: the file may not grow past the pages it has (and has no free page).
    sqlite.pragma('incremental_vacuum');
    sqlite.pragma(`max_page_count = ${pages}`);
    lines.length = 0;

    // Fill what room is left, so a write certainly needs a new page.
    let failed = null;
    for (let i = 0; i < 200 && failed === null; i++) {
      const answer = await server.post('/api/contact', { name: 'Asha', email: 'asha@example.in', message: 'x'.repeat(4000) });
      if (answer.status !== 201) failed = answer;
    }
    assert.ok(failed, 'a write failed once the file could not grow');
    assert.equal(failed.status, 500);
    const log = lines.join('');
    assert.match(log, /database disk full/);
    assert.doesNotMatch(log, /cannot rollback/);

    const health = await server.get('/api/health');
    assert.equal(health.status, 503);
    assert.deepEqual(health.body, { status: 'unavailable', message: 'The database disk is full: changes cannot be saved.' });

    // Space comes back: writes work again, and once the last failure is DISK_FULL_MS old, so does health.
    sqlite.pragma('max_page_count = 1073741823');
    const registered = await server.post('/api/auth/register', registration());
    assert.equal(registered.status, 201, registered.text);
    assert.equal((await server.get('/api/health')).status, 503);
    server.clock.advance(DISK_FULL_MS);
    assert.equal((await server.get('/api/health')).status, 200);
    await server.app.background.idle();
  });
});

describe('isDiskFull', () => {
  it('knows SQLite and PostgreSQL full-disk errors', async () => {
    const { isDiskFull } = await import('../../server/db/disk-full.ts');
    assert.equal(isDiskFull({ code: 'SQLITE_FULL' }), true);
    assert.equal(isDiskFull({ code: '53100' }), true);
    assert.equal(isDiskFull({ code: 'SQLITE_ERROR' }), false);
    assert.equal(isDiskFull(null), false);
  });
});

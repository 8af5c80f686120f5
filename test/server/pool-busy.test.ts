/** PostgreSQL with every pooled connection busy past the pool's wait: 503 with Retry-After, not 500. */
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { describeEachDatabase } from './helpers/databases.ts';
import { loggedServer } from './helpers/log-lines.ts';
import type { TestServer } from './helpers/server.ts';

describeEachDatabase('a saturated database pool', (target) => {
  let server: TestServer;
  const lines = loggedServer(target, (started) => {
    server = started;
  });

  it('answers 503 with Retry-After and a JSON error when no connection frees up within the wait', async (t) => {
    if (target().kind !== 'postgres') return t.skip('SQLite has one connection, no pool to wait on');
    // Every connection of the app's pool (10) held by a transaction that waits for the test.
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const held: Array<Promise<unknown>> = [];
    let acquired = 0;
    const allHeld = new Promise<void>((resolve) => {
      for (let i = 0; i < 10; i += 1) {
        held.push(
          server.appDb.connection().execute(async () => {
            acquired += 1;
            if (acquired === 10) resolve();
            await released;
          }),
        );
      }
    });
    await allHeld;
    try {
      const answer = await server.post('/api/auth/refresh-token', { refreshToken: 'x'.repeat(43) });
      assert.equal(answer.status, 503);
      assert.equal(answer.headers.get('retry-after'), '5');
      assert.equal(answer.headers.get('content-type')?.split(';')[0], 'application/json');
      assert.deepEqual(answer.body, { code: 'SERVER_ERROR', message: 'Server error. Please try again later.' });
      const requestId = answer.headers.get('x-request-id');
      assert.ok(lines.some((line) => line.reqId === requestId && line.level === 40 && /pool wait/.test(String(line.msg))));
      assert.ok(!lines.some((line) => line.reqId === requestId && line.err), 'no stack is logged for a busy pool');
    } finally {
      release();
      await Promise.all(held);
    }
    // Once the connections are back, the same call is answered as usual.
    assert.equal((await server.post('/api/auth/refresh-token', { refreshToken: 'x'.repeat(43) })).status, 401);
  });
});

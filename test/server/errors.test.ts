/** Server failures: a generic 500 without stack or SQL, a 503 health check, and both logged with the request id. */
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { sql } from 'kysely';
import { describeEachDatabase } from './helpers/databases.ts';
import { loggedServer } from './helpers/log-lines.ts';
import type { TestServer } from './helpers/server.ts';

describeEachDatabase('server errors', (target) => {
  let server: TestServer;
  const lines = loggedServer(target, (started) => {
    server = started;
  });

  it('answers 500 "Server error. Please try again later." with no stack or SQL, and logs it with the request id', async () => {
    await sql`DROP TABLE contact_messages`.execute(server.db);
    const answer = await server.post('/api/contact', { name: 'A', email: 'a@b.in', message: 'hello' });
    assert.equal(answer.status, 500);
    assert.deepEqual(answer.body, { code: 'SERVER_ERROR', message: 'Server error. Please try again later.' });
    assert.doesNotMatch(answer.text, /contact_messages|insert|stack|at /i);
    const requestId = answer.headers.get('x-request-id');
    assert.ok(requestId);
    const logged = lines.find((line) => line.reqId === requestId && line.level === 50 && line.err);
    assert.ok(logged, 'the failure is logged at error level with its request id');
    assert.match(JSON.stringify(logged.err), /contact_messages/, 'the log keeps the detail the answer hides');
  });

  it('answers GET /api/health 503 when the database does not answer', async () => {
    await server.appDb.destroy();
    const answer = await server.get('/api/health');
    assert.equal(answer.status, 503);
    assert.equal(answer.body.status, 'unavailable');
    const requestId = answer.headers.get('x-request-id');
    assert.ok(lines.some((line) => line.reqId === requestId && line.level === 50));
  });
});

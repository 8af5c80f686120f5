/**
 * The real server process: a SIGKILL in the middle of 100 registrations loses none that were
 * answered 201, and SIGTERM lets requests in flight finish before the process exits.
 */
import assert from 'node:assert/strict';
import { after, it } from 'node:test';
import { describeEachDatabase } from './helpers/databases.ts';
import { GOOD_PASSWORD, registration, uniqueEmail } from './helpers/fixtures.ts';
import { killAll, postFrom as post, startProcess, type Running } from './helpers/process.ts';

describeEachDatabase('server process', (target) => {
  const started: Running[] = [];
  after(() => killAll(started));
  const start = async (logLevel?: string) => {
    const running = await startProcess(target(), logLevel ? { LOG_LEVEL: logLevel } : {});
    started.push(running);
    return running;
  };

  it('keeps every registration answered 201 when killed with SIGKILL midway through 100', async () => {
    const first = await start();
    const emails = Array.from({ length: 100 }, () => uniqueEmail('durable'));
    const confirmed: string[] = [];
    let killed = false;
    let next = 0;
    // Eight clients register in turn; the process is killed once 40 registrations are confirmed.
    const worker = async () => {
      while (next < emails.length && !killed) {
        const client = next++;
        const email = emails[client] ?? '';
        try {
          const response = await post(first.url, '/api/auth/register', registration({ email }), client);
          if (response.status === 201) confirmed.push(email);
          if (confirmed.length >= 40 && !killed) {
            killed = true;
            first.child.kill('SIGKILL');
          }
        } catch {
          // In flight when the process died: its fate is unknown, so it is not counted.
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    if (!killed) first.child.kill('SIGKILL');
    assert.equal((await first.exited).signal, 'SIGKILL');
    assert.ok(confirmed.length >= 40 && confirmed.length < 100, `${confirmed.length} confirmed`);

    const second = await start();
    const logins = await Promise.all(confirmed.map((email, i) => post(second.url, '/api/auth/login', { email, password: GOOD_PASSWORD }, i)));
    assert.deepEqual(
      logins.map((r) => r.status).filter((s) => s !== 200),
      [],
    );
    second.child.kill('SIGTERM');
    assert.equal((await second.exited).code, 0);
  });

  it('finishes requests in flight on SIGTERM, then exits 0', async () => {
    const running = await start('info');
    const emails = Array.from({ length: 30 }, () => uniqueEmail('graceful'));
    let answered = 0;
    const pending = emails.map(async (email, i) => {
      const response = await post(running.url, '/api/auth/register', registration({ email }), i);
      answered += 1;
      return response.status;
    });
    // Signal once the server has logged all 30 requests as received (hashing keeps them in flight).
    const received = () => (running.output().match(/"msg":"incoming request"/g) ?? []).length;
    while (received() < emails.length) await new Promise((resolve) => setTimeout(resolve, 2));
    const answeredBeforeSignal = answered;
    running.child.kill('SIGTERM');
    const answers = await Promise.all(pending);
    assert.ok(answeredBeforeSignal < emails.length, 'some requests were still in flight at the signal');
    assert.deepEqual(
      answers.filter((status) => status !== 201),
      [],
    );
    assert.equal((await running.exited).code, 0);

    const again = await start();
    const logins = await Promise.all(emails.map((email, i) => post(again.url, '/api/auth/login', { email, password: GOOD_PASSWORD }, i)));
    assert.deepEqual(
      logins.map((r) => r.status).filter((s) => s !== 200),
      [],
    );
    again.child.kill('SIGTERM');
    await again.exited;
  });
});

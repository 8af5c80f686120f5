/**
 * Time-outs and shutdown, on the real server process: a stalled upload is cut at REQUEST_TIMEOUT
 * and cannot keep the process from exiting on SIGTERM within SHUTDOWN_TIMEOUT; hundreds of
 * requests in flight at SIGTERM each get a complete answer, none is reset.
 */
import assert from 'node:assert/strict';
import { request as httpRequest } from 'node:http';
import { connect, type Socket } from 'node:net';
import { after, before, it } from 'node:test';
import { describeEachDatabase } from './helpers/databases.ts';
import { killAll, startProcess, type Running } from './helpers/process.ts';
import { startServer, type TestServer } from './helpers/server.ts';

/**
 * A raw connection that sends `head` (and stalls), collecting what the server sends until it
 * closes. It is destroyed when the test ends by time-out, so a server that never cuts it can close.
 */
function stall(url: string, head: string, testSignal: AbortSignal): { socket: Socket; closed: Promise<string> } {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  testSignal.addEventListener('abort', () => socket.destroy());
  socket.write(head);
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
  const closed = new Promise<string>((resolve) => {
    socket.on('close', () => resolve(received));
    socket.on('error', () => undefined);
  });
  return { socket, closed };
}

/** A contact POST whose body stops after 10 of its 100 announced bytes. */
const STALLED_UPLOAD = 'POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"name":"A';

/** Resolves when the server's log has counted `count` received requests. */
async function receivedRequests(running: Running, count: number): Promise<void> {
  while ((running.output().match(/"msg":"incoming request"/g) ?? []).length < count) await new Promise((resolve) => setTimeout(resolve, 5));
}

describeEachDatabase('time-outs', (target) => {
  let server: TestServer;
  before(async () => {
    server = await startServer(target(), { env: { REQUEST_TIMEOUT: '1' } });
  });
  after(async () => {
    await server?.close();
  });

  it('cuts a stalled upload and a stalled header with 408 at REQUEST_TIMEOUT, and keeps serving', { timeout: 15_000 }, async (t) => {
    const upload = stall(server.url, STALLED_UPLOAD, t.signal);
    const header = stall(server.url, 'GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: ', t.signal);
    for (const answer of await Promise.all([upload.closed, header.closed])) assert.match(answer, /^HTTP\/1\.1 408 /);
    assert.equal((await server.get('/api/health')).status, 200);
  });
});

describeEachDatabase('shutdown', (target) => {
  const started: Running[] = [];
  after(() => killAll(started));

  it('exits 0 on SIGTERM within SHUTDOWN_TIMEOUT while an upload is stalled', { timeout: 30_000 }, async (t) => {
    const running = await startProcess(target(), { LOG_LEVEL: 'info', REQUEST_TIMEOUT: '600', SHUTDOWN_TIMEOUT: '1' });
    started.push(running);
    const upload = stall(running.url, STALLED_UPLOAD, t.signal);
    await receivedRequests(running, 1);
    running.child.kill('SIGTERM');
    assert.deepEqual(await running.exited, { code: 0, signal: null });
    await upload.closed;
    assert.match(running.output(), /shutdown deadline of 1000 ms reached/);
  });

  it('answers each of 400 requests in flight at SIGTERM completely (201, or 503 with Connection: close), resetting none', { timeout: 120_000 }, async () => {
    const running = await startProcess(target(), { SHUTDOWN_TIMEOUT: '60' });
    started.push(running);
    const count = 400;
    let written = 0;
    const answers = await Promise.allSettled(
      Array.from(
        { length: count },
        (_, i) =>
          new Promise<{ status: number; connection: string | undefined; body: { message?: string } }>((resolve, reject) => {
            const payload = JSON.stringify({ name: 'Asha', email: `flight.${i}@clinic.example`, message: 'Please call me back.' });
            const request = httpRequest(
              `${running.url}/api/contact`,
              {
                method: 'POST',
                agent: false,
                // One client address each: the process runs with its production per-IP limits.
                localAddress: `127.0.${1 + Math.floor(i / 250)}.${1 + (i % 250)}`,
                headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
              },
              (response) => {
                let text = '';
                response.setEncoding('utf8');
                response.on('data', (chunk: string) => (text += chunk));
                response.on('end', () =>
                  resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body: JSON.parse(text) as { message?: string } }),
                );
                response.on('error', reject);
              },
            );
            request.on('error', reject);
            // The signal goes once every request has been written out to the server.
            request.on('finish', () => {
              written += 1;
              if (written === count) running.child.kill('SIGTERM');
            });
            request.end(payload);
          }),
      ),
    );
    const failures = answers.flatMap((answer) => (answer.status === 'rejected' ? [String((answer.reason as { code?: string }).code ?? answer.reason)] : []));
    assert.deepEqual(failures, [], `${failures.length} of ${count} requests failed`);
    for (const answer of answers) {
      if (answer.status !== 'fulfilled') continue;
      const { status, connection, body } = answer.value;
      assert.ok(status === 201 || status === 503, `status ${status}`);
      assert.equal(typeof body.message, 'string');
      if (status === 503) assert.equal(connection, 'close');
    }
    assert.deepEqual(await running.exited, { code: 0, signal: null });
  });
});

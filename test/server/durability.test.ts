/**
 * The real server process: a SIGKILL in the middle of 100 registrations loses none that were
 * answered 201, and SIGTERM lets requests in flight finish before the process exits.
 */
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { after, it } from 'node:test';
import { describeEachDatabase, type TestDatabase } from './helpers/databases.ts';
import { GOOD_PASSWORD, registration, uniqueEmail } from './helpers/fixtures.ts';

interface Running {
  child: ChildProcess;
  url: string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Everything the process printed so far. */
  output(): string;
}

/** Starts `node --import tsx server/server.ts` on a free loopback port and waits for its address. */
async function startProcess(target: TestDatabase, logLevel = 'warn'): Promise<Running> {
  // Without NODE_TEST_CONTEXT, or node would treat the server as a test file and encode its output.
  const { NODE_TEST_CONTEXT: _, ...parentEnv } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
    env: { ...parentEnv, ...target.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: logLevel },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then(() => reject(new Error(`server exited:\n${output}`)));
  });
  return { child, url, exited, output: () => output };
}

/**
 * POSTs JSON from the i-th loopback address (127.0.1.i): the process runs with its production rate
 * limits, which allow 20 registrations per IP, so each client gets an address of its own.
 */
function post(url: string, path: string, body: unknown, client: number): Promise<{ status: number }> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      `${url}${path}`,
      {
        method: 'POST',
        localAddress: `127.0.${1 + Math.floor(client / 250)}.${1 + (client % 250)}`,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0 }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

describeEachDatabase('server process', (target) => {
  const started: Running[] = [];
  after(async () => {
    for (const running of started) if (running.child.exitCode === null && running.child.signalCode === null) running.child.kill('SIGKILL');
  });
  const start = async (logLevel?: string) => {
    const running = await startProcess(target(), logLevel);
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
    assert.deepEqual(logins.map((r) => r.status).filter((s) => s !== 200), []);
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
    assert.deepEqual(answers.filter((status) => status !== 201), []);
    assert.equal((await running.exited).code, 0);

    const again = await start();
    const logins = await Promise.all(emails.map((email, i) => post(again.url, '/api/auth/login', { email, password: GOOD_PASSWORD }, i)));
    assert.deepEqual(logins.map((r) => r.status).filter((s) => s !== 200), []);
    again.child.kill('SIGTERM');
    await again.exited;
  });
});

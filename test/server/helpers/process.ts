/** The real server process (`node --import tsx server/server.ts`) for tests that signal or kill it. */
import { spawn, type ChildProcess } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import type { TestDatabase } from './databases.ts';

/** A started server process. */
export interface Running {
  child: ChildProcess;
  url: string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Everything the process printed so far. */
  output(): string;
  /** Sends SIGTERM unless it has exited, and waits for the exit. */
  stop(): Promise<void>;
}

/** Starts the server on a free loopback port with `env` on top of the database's, and waits for its address. */
export async function startProcess(target: Pick<TestDatabase, 'env'>, env: Record<string, string> = {}): Promise<Running> {
  // Without NODE_TEST_CONTEXT, or node would treat the server as a test file and encode its output.
  const { NODE_TEST_CONTEXT: _, ...parentEnv } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
    env: { ...parentEnv, ...target.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    // A bound, not a pace: a loaded two-core machine can take most of a minute to compile and start
    // it. One that never starts is killed, so it cannot come up later beside the next test's.
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start:\n${output}`));
    }, 90_000);
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
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  return { child, url, exited, output: () => output, stop };
}

/** Kills, with SIGKILL, every process in `started` that is still running. */
export function killAll(started: Running[]): void {
  for (const running of started) if (running.child.exitCode === null && running.child.signalCode === null) running.child.kill('SIGKILL');
}

/**
 * POSTs JSON from the i-th loopback address (127.0.1.i): the process runs with its production rate
 * limits, which count per IP, so each client gets an address of its own.
 */
export function postFrom(
  url: string,
  path: string,
  body: unknown,
  client: number,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; text: string }> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      `${url}${path}`,
      {
        method: 'POST',
        agent: false,
        localAddress: `127.0.${1 + Math.floor(client / 250)}.${1 + (client % 250)}`,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

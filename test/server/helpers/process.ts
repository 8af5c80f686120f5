/** A real server process (`node --import tsx server/server.ts`) on a free loopback port. */
import { spawn, type ChildProcess } from 'node:child_process';

/** A started server process. */
export interface ServerProcess {
  child: ChildProcess;
  url: string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Everything the process printed so far. */
  output(): string;
  /** Sends SIGTERM unless it has exited, and waits for the exit. */
  stop(): Promise<void>;
}

/** Starts the server with the given environment and waits until it says where it listens. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  // Without NODE_TEST_CONTEXT, or node would treat the server as a test file and encode its output.
  const { NODE_TEST_CONTEXT: _, ...parentEnv } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
    env: { ...parentEnv, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
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
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  return { child, url, exited, output: () => output, stop };
}

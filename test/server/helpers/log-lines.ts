/** A log stream for a test server that keeps each JSON line it is given, parsed, to look at. */
import { Writable } from 'node:stream';
import { after, before } from 'node:test';
import type { TestDatabase } from './databases.ts';
import { startServer, type TestServer } from './server.ts';

export function logLines(): { stream: Writable; lines: Array<Record<string, unknown>> } {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { stream, lines };
}

/**
 * A server for the suite that keeps its log (at info) as parsed lines: started before the suite's
 * tests and handed to `use`, closed after them. Returns the lines.
 */
export function loggedServer(target: () => TestDatabase, use: (server: TestServer) => void): Array<Record<string, unknown>> {
  const { stream, lines } = logLines();
  let started: TestServer | undefined;
  before(async () => {
    started = await startServer(target(), { logger: { level: 'info', stream } });
    use(started);
  });
  after(async () => {
    await started?.close();
  });
  return lines;
}

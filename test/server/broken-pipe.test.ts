/**
 * A clean stop when the log's reader has gone: the server's standard output is a pipe whose reading
 * end is closed (`| head`, a log shipper that exited), and SIGTERM still ends the process within
 * SHUTDOWN_TIMEOUT, every time. Logging does not touch the database, so SQLite alone is used.
 */
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { killAll, startProcess, type Running } from './helpers/process.ts';

const SHUTDOWN_SECONDS = 2;
const RUNS = 5;

function get(base: string, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    request(`${base}${path}`, { agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    })
      .on('error', reject)
      .end();
  });
}

describe('SIGTERM with a broken pipe for a log', () => {
  const started: Running[] = [];
  const dirs: string[] = [];
  after(async () => {
    killAll(started);
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  for (const reader of ['gone', 'stalled'] as const)
    it(`exits within SHUTDOWN_TIMEOUT (${SHUTDOWN_SECONDS} s) with the reader ${reader}, ${RUNS} runs out of ${RUNS}`, { timeout: 120_000 }, async () => {
      for (let run = 0; run < RUNS; run++) {
        const dataDir = await mkdtemp(join(tmpdir(), 'clinic-pipe-'));
        dirs.push(dataDir);
        const server = await startProcess({ env: { DATA_DIR: dataDir } }, { LOG_LEVEL: 'info', SHUTDOWN_TIMEOUT: String(SHUTDOWN_SECONDS) });
        started.push(server);
        // Gone: every later write to the log's pipe fails with EPIPE. Stalled: the pipe fills and
        // every later write waits.
        if (reader === 'gone') server.child.stdout?.destroy();
        else server.child.stdout?.pause();
        // Requests the server logs, so lines are written (and pending) after the reader went: enough
        // to fill a pipe's 64 kB.
        for (let i = 0; i < 300; i++) assert.equal(await get(server.url, '/api/health'), 200);
        const signalled = Date.now();
        server.child.kill('SIGTERM');
        const bound = new Promise<'hung'>((resolve) => setTimeout(() => resolve('hung'), (SHUTDOWN_SECONDS + 1) * 1000).unref());
        const outcome = await Promise.race([server.exited, bound]);
        assert.notEqual(outcome, 'hung', `run ${run + 1}: still running ${SHUTDOWN_SECONDS + 1} s after SIGTERM`);
        const took = Date.now() - signalled;
        assert.ok(took <= SHUTDOWN_SECONDS * 1000 + 500, `run ${run + 1}: exited after ${took} ms`);
        assert.deepEqual(outcome, { code: 0, signal: null }, `run ${run + 1}`);
      }
    });
});

/**
 * Memory outside the heap under one client's uploads: a server process takes 800 concurrent 1 MB
 * bodies from one address and its resident memory stays under a stated ceiling, because the client's
 * body bytes in flight are bounded and the rest are refused before their bodies are read.
 */
import assert from 'node:assert/strict';
import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { startProcess, type Running } from './helpers/process.ts';

const UPLOADS = 800;
/** The most the process may grow above its resident size before the uploads. */
const GROWTH_CEILING_MB = 120;

/** The process's resident set size in MB (Linux). */
async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1] ?? 0) / 1024;
}

/** POSTs `payload` on a connection of its own; resolves with the status, or the error's code when the server cut it. */
function upload(base: string, path: string, payload: Buffer): Promise<number | string> {
  return new Promise((resolve) => {
    const req = request(
      `${base}${path}`,
      { method: 'POST', agent: false, headers: { 'content-type': 'application/json', 'content-length': payload.length } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    req.end(payload);
  });
}

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

describe(`a server under ${UPLOADS} concurrent 1 MB uploads from one address`, () => {
  let dataDir = '';
  let server: Running | undefined;
  before(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'clinic-uploads-'));
    server = await startProcess({ env: { DATA_DIR: dataDir } }, { LOG_LEVEL: 'error' });
  });
  after(async () => {
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it(`keeps its resident memory within ${GROWTH_CEILING_MB} MB of where it started and keeps answering`, async () => {
    const base = server?.url ?? '';
    const pid = server?.child.pid ?? 0;
    // Warm up: the routes compiled, the database open.
    for (let i = 0; i < 5; i++) assert.equal(await get(base, '/api/health'), 200);
    const start = await rssMb(pid);
    let peak = start;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        peak = Math.max(peak, await rssMb(pid));
        await new Promise<void>((resolve) => setImmediate(resolve));
      }
    })();
    const payload = Buffer.from(JSON.stringify({ name: 'Asha', email: 'asha@clinic.example', message: 'a'.repeat(1000 * 1000 - 100) }));
    const outcomes = await Promise.all(Array.from({ length: UPLOADS }, () => upload(base, '/api/contact', payload)));
    sampling = false;
    await sampler;
    const counts = new Map<number | string, number>();
    for (const outcome of outcomes) counts.set(outcome, (counts.get(outcome) ?? 0) + 1);
    const summary = JSON.stringify([...counts]);
    assert.deepEqual(
      outcomes.filter((outcome) => typeof outcome === 'number' && outcome >= 500),
      [],
      summary,
    );
    assert.ok((counts.get(429) ?? 0) > 0, `some uploads refused: ${summary}`);
    assert.equal(await get(base, '/api/health'), 200);
    assert.equal(server?.child.exitCode, null, server?.output());
    console.log(`# RSS ${start.toFixed(0)} MB before, ${peak.toFixed(0)} MB at the peak; outcomes ${summary}`);
    assert.ok(peak - start < GROWTH_CEILING_MB, `RSS grew from ${start.toFixed(0)} to ${peak.toFixed(0)} MB`);
  });
});

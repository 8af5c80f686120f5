/**
 * Memory under a flood from one address: a server process with a 256 MB heap takes 2,000 requests
 * carrying 1 MB e-mails (sign-in, registration, forgot-password) and keeps answering its health
 * check. Rate-limit keys are fixed-length hashes of valid e-mails, so no body is ever kept.
 */
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { startProcess, type Running } from './helpers/process.ts';

const REQUESTS = 2000;
const CONCURRENCY = 4;

function call(agent: Agent, base: string, method: string, path: string, payload?: Buffer): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${base}${path}`,
      { method, agent, headers: payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {} },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

describe('a server with a 256 MB heap under 1 MB e-mails from one address', () => {
  let dataDir = '';
  let server: Running | undefined;
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  before(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'clinic-memory-'));
    server = await startProcess({ env: { DATA_DIR: dataDir } }, { NODE_OPTIONS: '--max-old-space-size=256', LOG_LEVEL: 'error' });
  });
  after(async () => {
    agent.destroy();
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it(`survives ${REQUESTS} requests and keeps answering /api/health`, async () => {
    const base = server?.url ?? '';
    const huge = 'a'.repeat(1000 * 1000 - 100);
    const bodies = [
      ['/api/auth/login', { email: `${huge}@x.test`, password: 'Wrong-1-pass' }],
      ['/api/auth/forgot-password', { email: `${huge}@x.test` }],
      ['/api/auth/register', { email: `${huge}@x.test`, password: 'Tulsi-Garden-42' }],
    ] as const;
    // Each request a different e-mail, as the attack sent them: the last characters change.
    const payloadOf = (i: number) => {
      const [path, body] = bodies[i % bodies.length] as (typeof bodies)[number];
      return { path, payload: Buffer.from(JSON.stringify({ ...body, email: `${i}.${body.email}` })) };
    };
    const statuses = new Map<number, number>();
    let next = 0;
    const worker = async () => {
      while (next < REQUESTS) {
        const i = next++;
        const { path, payload } = payloadOf(i);
        const status = await call(agent, base, 'POST', path, payload);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (i % 250 === 0) assert.equal(await call(agent, base, 'GET', '/api/health'), 200, `health after ${i} requests`);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    assert.equal(await call(agent, base, 'GET', '/api/health'), 200);
    assert.equal(server?.child.exitCode, null, server?.output());
    assert.deepEqual(
      [...statuses.keys()].filter((status) => status >= 500),
      [],
      JSON.stringify([...statuses]),
    );
  });
});

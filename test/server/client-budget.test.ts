/**
 * The per-client body budget, request by request: a client's uploads in flight hold their declared
 * bytes from their headers until their answers (or their connections) end; past CLIENT_UPLOAD_MB the
 * next is answered 429 before its body is read, another client is not held, and the bytes come back.
 * The budget lives in the process, not the database, so SQLite alone is used.
 *
 * An address past its per-address rate limit is answered 429 from its request's headers alone: its
 * body is never awaited nor read.
 */
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { rawRequest } from './helpers/raw-http.ts';
import { startServer, type TestServer } from './helpers/server.ts';

const MB = 1024 * 1024;
const UPLOAD = MB;

/** Opens an upload from `client` (through the trusted proxy) whose body stops after its first bytes. */
function heldUpload(url: string, client: string): Socket {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  socket.on('error', () => undefined);
  socket.write(
    `POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${UPLOAD}\r\nX-Forwarded-For: ${client}\r\n\r\n{"name":"A`,
  );
  return socket;
}

/** The first answer's status line on `socket`, e.g. "HTTP/1.1 429 Too Many Requests". */
function statusLine(socket: Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString('latin1');
      const end = text.indexOf('\r\n');
      if (end >= 0) resolve(text.slice(0, end));
    });
    socket.on('close', () => reject(new Error(`closed before an answer: ${JSON.stringify(text)}`)));
  });
}

/** Resolves once `ready()` holds, checking after each turn of the event loop. */
async function until(ready: () => boolean): Promise<void> {
  while (!ready()) await new Promise<void>((resolve) => setImmediate(resolve));
}

describe('the per-client body budget', () => {
  let dataDir: string;
  let server: TestServer;
  before(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'clinic-budget-'));
    const env = { DATA_DIR: dataDir, TRUST_PROXY: '1', CLIENT_UPLOAD_MB: '4', UPLOAD_MB: '64' };
    server = await startServer({ kind: 'sqlite', dataDir, database: { kind: 'sqlite', file: join(dataDir, 'clinic.sqlite') }, env }, { env });
  });
  after(async () => {
    await server?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("refuses a client's upload past its budget before reading it, holds no other client, and gives the bytes back", async () => {
    const client = '198.51.100.7';
    const held = Array.from({ length: 4 }, () => heldUpload(server.url, client));
    await until(() => server.app.clientBudget.bytes(client) === 4 * UPLOAD);
    const body = JSON.stringify({ name: 'Asha', email: 'asha@clinic.example', message: 'Hello' });
    // A fifth upload, however small, would take the client past 4 MB: refused at once.
    const refused = await rawRequest(server.url, '/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': client, 'content-length': String(MB) },
    }).catch((error: NodeJS.ErrnoException) => ({ status: error.code, headers: {} as Record<string, unknown> }));
    assert.ok(refused.status === 429 || refused.status === 'ECONNRESET' || refused.status === 'EPIPE', String(refused.status));
    if (refused.status === 429) assert.equal(refused.headers['retry-after'], '1');
    const small = await rawRequest(server.url, '/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
      body,
    });
    assert.equal(small.status, 429, 'the budget counts declared bytes, so even a small body waits');
    // Another client is not held by this one's uploads.
    const other = await rawRequest(server.url, '/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.8' },
      body,
    });
    assert.equal(other.status, 201, other.text);
    // The held uploads end (their client went away): their bytes come back, and the client may send again.
    for (const socket of held) socket.destroy();
    await until(() => server.app.clientBudget.bytes(client) === 0 && server.app.clientBudget.totalBytes() === 0);
    const again = await rawRequest(server.url, '/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
      body,
    });
    assert.equal(again.status, 201, again.text);
  });
});

describe('an address past its rate limit', () => {
  let dataDir: string;
  let server: TestServer;
  before(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'clinic-limit-body-'));
    const env = { DATA_DIR: dataDir, TRUST_PROXY: '1' };
    server = await startServer(
      { kind: 'sqlite', dataDir, database: { kind: 'sqlite', file: join(dataDir, 'clinic.sqlite') }, env },
      { env, rateLimits: { contact: { ip: { max: 2, timeWindow: 60_000 } } } },
    );
  });
  after(async () => {
    await server?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('is answered 429 from its headers, its 1 MB body never awaited, and holds no budget bytes', async () => {
    const client = '198.51.100.20';
    const body = JSON.stringify({ name: 'Asha', email: 'asha@clinic.example', message: 'Hello' });
    for (let i = 0; i < 2; i++) {
      const sent = await rawRequest(server.url, '/api/contact', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
        body,
      });
      assert.equal(sent.status, 201, sent.text);
    }
    // The third declares 1 MB and sends a few bytes of it: the answer comes without the rest.
    const socket = heldUpload(server.url, client);
    try {
      assert.match(await statusLine(socket), /^HTTP\/1\.1 429 /);
      await until(() => server.app.clientBudget.bytes(client) === 0);
    } finally {
      socket.destroy();
    }
    // Another address is not held by this one's count.
    const other = await rawRequest(server.url, '/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.21' },
      body,
    });
    assert.equal(other.status, 201, other.text);
  });
});

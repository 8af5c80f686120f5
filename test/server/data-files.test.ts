/** The data the server writes to disk is readable by its owner only: the SQLite files and the outbox. */
import assert from 'node:assert/strict';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, it } from 'node:test';
import { describeEachDatabase } from './helpers/databases.ts';
import { registerUser, requestResetToken } from './helpers/fixtures.ts';
import { startServer, type TestServer } from './helpers/server.ts';

const modeOf = async (path: string) => (await stat(path)).mode & 0o777;

describeEachDatabase('data files', (target) => {
  let server: TestServer;
  before(async () => {
    server = await startServer(target());
  });
  after(async () => {
    await server?.close();
  });

  it('creates the SQLite database and its journal files with mode 600', async (t) => {
    if (target().kind !== 'sqlite') {
      t.skip('PostgreSQL keeps its own files');
      return;
    }
    await registerUser(server);
    const files = (await readdir(target().dataDir)).filter((name) => name.startsWith('clinic.sqlite'));
    assert.ok(files.includes('clinic.sqlite') && files.includes('clinic.sqlite-wal'), files.join(', '));
    for (const file of files) assert.equal(await modeOf(join(target().dataDir, file)), 0o600, file);
  });

  it('writes the outbox folder with mode 700 and each mail with mode 600', async () => {
    const { email } = await registerUser(server);
    await requestResetToken(server, email);
    const dir = join(target().dataDir, 'outbox');
    assert.equal(await modeOf(dir), 0o700);
    for (const file of await readdir(dir)) assert.equal(await modeOf(join(dir, file)), 0o600, file);
  });
});

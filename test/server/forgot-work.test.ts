/**
 * Forgot-password does the same work for an address with an account and one without: a token is
 * made in one transaction and the whole mail is composed; only the known address's token is
 * stored and only its mail goes out. So neither the answer nor the requests after it tell them apart.
 */
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import type { Mailer } from '../../server/mail/mailer.ts';
import { describeEachDatabase } from './helpers/databases.ts';
import { outbox, registerUser, uniqueEmail } from './helpers/fixtures.ts';
import { startServer, type TestServer } from './helpers/server.ts';

describeEachDatabase('forgot-password work', (target) => {
  let server: TestServer;
  const calls: string[] = [];
  before(async () => {
    server = await startServer(target(), {
      wrapMailer: (mailer: Mailer): Mailer => ({
        send: (mail) => (calls.push(`send ${mail.to}`), mailer.send(mail)),
        rehearse: (mail) => (calls.push(`rehearse ${mail.to}`), mailer.rehearse(mail)),
        close: () => mailer.close(),
      }),
    });
  });
  after(async () => {
    await server?.close();
  });

  it('composes a whole mail for an unknown address too, and sends and stores nothing for it', async () => {
    const { email } = await registerUser(server);
    const ghost = uniqueEmail('ghost');
    calls.length = 0;
    const mailsBefore = (await outbox(server.config.dataDir)).length;
    const tokensBefore = await server.db.selectFrom('reset_tokens').select('id').execute();
    await server.post('/api/auth/forgot-password', { email: ghost });
    await server.post('/api/auth/forgot-password', { email });
    await server.app.background.idle();
    assert.deepEqual(calls.sort(), [`rehearse ${ghost}`, `send ${email}`].sort());
    assert.equal((await outbox(server.config.dataDir)).length, mailsBefore + 1);
    assert.equal((await server.db.selectFrom('reset_tokens').select('id').execute()).length, tokensBefore.length + 1);
    const sent = await server.db.selectFrom('sent_mail').select('to_address').where('to_address', '=', ghost).execute();
    assert.deepEqual(sent, []);
  });
});

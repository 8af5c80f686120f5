/** POST /api/contact, POST /api/newsletter and GET /api/health. */
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { PHONE_MESSAGE } from '../../protocol/index.ts';
import { describeEachDatabase } from './helpers/databases.ts';
import { uniqueEmail } from './helpers/fixtures.ts';
import { startServer, type TestServer } from './helpers/server.ts';

const THANKS = { message: "Thanks for your message. We'll get back to you within 4 hours." };
const SUBSCRIBED = { message: "You're subscribed. Watch your inbox for product news." };

describeEachDatabase('contact, newsletter and health', (target) => {
  let server: TestServer;
  before(async () => {
    server = await startServer(target());
  });
  after(async () => {
    await server?.close();
  });

  it('stores a contact message with 201 and defaults the contact method to e-mail', async () => {
    const email = uniqueEmail('visitor');
    const answer = await server.post('/api/contact', { name: ' Meera ', email, message: 'Please call me about the Pro plan.' });
    assert.equal(answer.status, 201);
    assert.deepEqual(answer.body, THANKS);
    const row = await server.db.selectFrom('contact_messages').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    assert.equal(row.name, 'Meera');
    assert.equal(row.contact_method, 'email');
    assert.equal(row.phone, null);
    assert.equal(row.clinic_name, null);
  });

  it('refuses a call or WhatsApp reply without a phone number (400 naming the field), and stores nothing', async () => {
    for (const contactMethod of ['phone', 'whatsapp']) {
      const email = uniqueEmail('visitor');
      for (const phone of [undefined, '', '   ']) {
        const answer = await server.post('/api/contact', { name: 'Ravi', email, message: 'Call me', contactMethod, ...(phone === undefined ? {} : { phone }) });
        assert.equal(answer.status, 400, answer.text);
        assert.equal(answer.body.fields.phone, 'Please enter a phone number so we can call or message you');
      }
      const rows = await server.db.selectFrom('contact_messages').selectAll().where('email', '=', email).execute();
      assert.equal(rows.length, 0);
    }
  });

  it('stores every optional field and the chosen method', async () => {
    const email = uniqueEmail('visitor');
    const answer = await server.post('/api/contact', {
      name: 'Ravi',
      email,
      phone: '022-2345 6789',
      clinicName: 'Smile Dental',
      message: 'WhatsApp me',
      contactMethod: 'whatsapp',
    });
    assert.equal(answer.status, 201);
    const row = await server.db.selectFrom('contact_messages').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    assert.deepEqual([row.phone, row.clinic_name, row.contact_method], ['+912223456789', 'Smile Dental', 'whatsapp']);
  });

  it('stores the text fields trimmed, blank optional fields as none, and ignores unknown keys', async () => {
    const email = uniqueEmail('visitor');
    const answer = await server.post('/api/contact', {
      name: 'Ravi',
      email,
      phone: '   ',
      clinicName: '  Smile Dental \t',
      message: '\n  Call me after six.  \n',
      admin: true,
      id: 'chosen-by-the-client',
    });
    assert.equal(answer.status, 201, answer.text);
    const row = await server.db.selectFrom('contact_messages').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    assert.deepEqual([row.phone, row.clinic_name, row.message], [null, 'Smile Dental', 'Call me after six.']);
    assert.notEqual(row.id, 'chosen-by-the-client');
  });

  it('answers 400 with field messages for missing fields and an unknown method', async () => {
    const empty = await server.post('/api/contact', {});
    assert.equal(empty.status, 400);
    assert.equal(empty.body.message, 'Invalid input data');
    assert.deepEqual(Object.keys(empty.body.fields).sort(), ['email', 'message', 'name']);
    const method = await server.post('/api/contact', { name: 'A', email: 'a@b.in', message: 'hi', contactMethod: 'pigeon' });
    assert.equal(method.status, 400);
    assert.deepEqual(method.body.fields, { contactMethod: 'Please choose how we should contact you' });
    const tooLong = await server.post('/api/contact', { name: 'A', email: 'a@b.in', message: 'x'.repeat(5001) });
    assert.equal(tooLong.status, 400);
    assert.ok(tooLong.body.fields.message);
  });

  it('refuses a phone number that is not an Indian one, with the field message', async () => {
    for (const phone of ['12345', '+44 7946 095812', '0845012345', '1234567890', 'call me']) {
      const answer = await server.post('/api/contact', { name: 'A', email: uniqueEmail('phone'), message: 'hi', phone });
      assert.equal(answer.status, 400, phone);
      assert.deepEqual(answer.body.fields, { phone: PHONE_MESSAGE }, phone);
    }
  });

  it('subscribes an address once, lower-cased, and answers repeats the same', async () => {
    const email = uniqueEmail('Reader');
    const first = await server.post('/api/newsletter', { email });
    const again = await server.post('/api/newsletter', { email: `  ${email.toUpperCase()} ` });
    assert.equal(first.status, 201);
    assert.deepEqual(first.body, SUBSCRIBED);
    assert.equal(again.status, 201);
    assert.deepEqual(again.body, SUBSCRIBED);
    const rows = await server.db.selectFrom('newsletter_signups').select('email').where('email', '=', email.toLowerCase()).execute();
    assert.equal(rows.length, 1);
  });

  it('answers 400 for a newsletter address without "@"', async () => {
    const answer = await server.post('/api/newsletter', { email: 'nope' });
    assert.equal(answer.status, 400);
    assert.deepEqual(answer.body, {
      code: 'INVALID_INPUT',
      message: 'Invalid input data',
      fields: { email: 'Please enter a valid email address' },
      fieldCodes: { email: 'EMAIL_INVALID' },
    });
  });

  it('answers GET /api/health 200 {status: "ok"} once the database answers', async () => {
    const answer = await server.get('/api/health');
    assert.equal(answer.status, 200);
    assert.deepEqual(answer.body, { status: 'ok' });
    assert.equal(answer.headers.get('cache-control'), 'no-store');
  });
});

/**
 * Bad input on both databases: a control character in any text field, and anything but exactly one
 * mailbox address, is refused with 400 and the field named; never a 500, never a mail sent.
 */
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { CONTROL_CHARACTER_MESSAGE, EMAIL_MESSAGE } from '../../protocol/index.ts';
import { describeEachDatabase } from './helpers/databases.ts';
import { GOOD_PASSWORD, outbox, registerUser, registration, uniqueEmail } from './helpers/fixtures.ts';
import { startServer, type TestServer } from './helpers/server.ts';

const CONTROLS = ['\u0000', '\u0001', '\u0007', '\u001b', '\u007f', '\r\nBcc: evil@attacker.example', '\t', '\n'];

/** Addresses a person could paste that must not become one or several recipients. */
const NOT_ONE_ADDRESS = [
  'x@x.in, y@y.in',
  'x@x.in,y@y.in',
  'x@x.in;y@y.in',
  'a@clinic.example\r\nBcc: evil@attacker.example',
  'a@clinic.example\nBcc: evil@attacker.example',
  'Asha Rao <asha@clinic.example>',
  '<asha@clinic.example>',
  'asha@[127.0.0.1]',
  'asha@localhost',
  'asha rao@clinic.example',
  '@clinic.example',
  'asha@',
  'asha@clinic..example',
  'asha@clinic.example.',
  `${'a'.repeat(250)}@x.in`,
];

describeEachDatabase('input rules', (target) => {
  let server: TestServer;
  before(async () => {
    server = await startServer(target());
  });
  after(async () => {
    await server?.close();
  });

  /** Each endpoint's text fields, with a valid body the bad value is put into. */
  const cases: Array<{ path: string; body: () => Record<string, unknown>; fields: string[]; multiline?: string[] }> = [
    { path: '/api/auth/register', body: () => registration(), fields: ['clinicName', 'ownerName', 'phone', 'location', 'password'] },
    {
      path: '/api/contact',
      body: () => ({ name: 'Asha', email: uniqueEmail(), message: 'Hello', phone: '9876543210', clinicName: 'Glow' }),
      fields: ['name', 'phone', 'clinicName', 'message'],
      multiline: ['message'],
    },
    { path: '/api/auth/reset-password', body: () => ({ token: 'a'.repeat(43), password: 'Fresh-Mango-77' }), fields: ['token', 'password'] },
    { path: '/api/auth/verify-reset-token', body: () => ({ token: 'a'.repeat(43) }), fields: [] },
    { path: '/api/auth/refresh-token', body: () => ({ refreshToken: 'a'.repeat(43) }), fields: ['refreshToken'] },
    { path: '/api/auth/logout', body: () => ({ refreshToken: 'a'.repeat(43) }), fields: ['refreshToken'] },
  ];

  for (const { path, body, fields, multiline = [] } of cases) {
    for (const field of fields) {
      it(`${path}: refuses control characters in ${field} with 400 naming it`, async () => {
        for (const control of CONTROLS) {
          // A multi-line field keeps tabs and line breaks; every other control is refused there too.
          if (multiline.includes(field) && !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(control)) continue;
          const payload = body();
          const base = String(payload[field]);
          payload[field] = `${base.slice(0, 3)}${control}${base.slice(3)}`;
          if (field === 'password' && path === '/api/auth/register') payload.confirmPassword = payload[field];
          const answer = await server.post(path, payload);
          assert.equal(answer.status, 400, `${JSON.stringify(control)} in ${field}: ${answer.status} ${answer.text}`);
          assert.equal(answer.body.message, 'Invalid input data');
          assert.equal(answer.body.fields?.[field], CONTROL_CHARACTER_MESSAGE, `${JSON.stringify(control)} in ${field}: ${answer.text}`);
        }
      });
    }
  }

  it('keeps line breaks and tabs in a contact message', async () => {
    const answer = await server.post('/api/contact', { name: 'Asha', email: uniqueEmail(), message: 'Line one\r\n\tLine two\nLine three' });
    assert.equal(answer.status, 201, answer.text);
  });

  it('answers verify-reset-token with a NUL like any dead token, never 500', async () => {
    const answer = await server.post('/api/auth/verify-reset-token', { token: 'abc\u0000def' });
    assert.equal(answer.status, 200);
    assert.equal(answer.body.valid, false);
  });

  for (const path of ['/api/auth/register', '/api/auth/login', '/api/auth/forgot-password', '/api/contact', '/api/newsletter']) {
    it(`${path}: accepts only one mailbox address`, async () => {
      const seen = (await outbox(server.config.dataDir)).length;
      for (const email of NOT_ONE_ADDRESS) {
        const payload = path === '/api/auth/register' ? registration({ email }) : { email, password: GOOD_PASSWORD, name: 'Asha', message: 'Hi' };
        const answer = await server.post(path, payload);
        assert.equal(answer.status, 400, `${JSON.stringify(email)}: ${answer.status} ${answer.text}`);
        assert.equal(answer.body.fields?.email, EMAIL_MESSAGE, `${JSON.stringify(email)}: ${answer.text}`);
      }
      await server.app.background.idle();
      assert.equal((await outbox(server.config.dataDir)).length, seen, 'no mail may go out for a refused address');
    });
  }

  it('stores one spelling of an address: NFC, trimmed, lower-cased', async () => {
    const local = `zoe${Date.now().toString(36)}`;
    const decomposed = `  ${local.replace('zoe', 'Zoe\u0308')}@Clinic.Example `;
    const composed = `${local.replace('zoe', 'zo\u00eb')}@clinic.example`;
    const { user } = await registerUser(server, { email: decomposed });
    assert.equal(user.email, composed);
    const again = await server.post('/api/auth/register', registration({ email: composed.toUpperCase() }));
    assert.equal(again.status, 409);
    const login = await server.post('/api/auth/login', { email: composed, password: GOOD_PASSWORD });
    assert.equal(login.status, 200);
  });
});

/**
 * The API in nine languages: every error carries a stable code beside its message; the message, the
 * field messages and the `{message}` answers follow Accept-Language (marked with Content-Language
 * and Vary), whatever the header holds; the account keeps the language it registered in, and its
 * mails are written in it (the reset mail in the language the request asked in).
 */
import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { after, before, it } from 'node:test';
import { CATALOGS } from '../../server/languages.ts';
import { describeEachDatabase } from './helpers/databases.ts';
import { outboxMails, registration, uniqueEmail } from './helpers/fixtures.ts';
import { startServer, type Answer, type TestServer } from './helpers/server.ts';

const HI = CATALOGS['hi-IN'];
const hindi = { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' };

/** The answer is marked as written in `language`, and caches keep one copy per language. */
function assertIn(answer: Answer, language: string): void {
  assert.equal(answer.headers.get('content-language'), language);
  assert.match(answer.headers.get('vary') ?? '', /(^|,\s*)Accept-Language(\s*,|$)/i);
}

describeEachDatabase('languages', (target) => {
  let server: TestServer;
  before(async () => {
    server = await startServer(target(), { env: { PUBLIC_URL: 'https://clinic.example/' } });
  });
  after(async () => {
    await server?.close();
  });

  it('gives every error a stable code, and each refused field its own code', async () => {
    const email = uniqueEmail('codes');
    await server.post('/api/auth/register', registration({ email }));
    const cases: Array<[Promise<Answer>, number, string]> = [
      [server.post('/api/auth/register', registration({ email })), 409, 'EMAIL_EXISTS'],
      [server.post('/api/auth/login', { email, password: 'Wrong-pass-1' }), 401, 'INVALID_CREDENTIALS'],
      [server.get('/api/auth/me'), 401, 'UNAUTHORIZED'],
      [server.post('/api/auth/refresh-token', { refreshToken: 'x'.repeat(43) }), 401, 'REFRESH_TOKEN_INVALID'],
      [server.post('/api/auth/reset-password', { token: 'dead', password: 'Fresh-Mango-77' }), 400, 'RESET_TOKEN_INVALID'],
      [server.get('/api/nothing-here'), 404, 'NOT_FOUND'],
      [server.request('POST', '/api/contact', { body: '{"name":', headers: { 'content-type': 'application/json' } }), 400, 'MALFORMED_JSON'],
      [server.request('POST', '/api/contact', { body: 'name=A', headers: { 'content-type': 'text/plain' } }), 415, 'UNSUPPORTED_MEDIA_TYPE'],
      [server.post('/api/contact', { name: 'A', email: 'a@b.in', message: 'x'.repeat(1_100_000) }), 413, 'PAYLOAD_TOO_LARGE'],
      [server.post('/api/contact', {}, { origin: 'https://evil.example' }), 403, 'FORBIDDEN_ORIGIN'],
    ];
    for (const [pending, status, code] of cases) {
      const answer = await pending;
      assert.equal(answer.status, status, code);
      assert.equal(answer.body.code, code, answer.text);
      assert.equal(answer.body.message, CATALOGS['en-IN'].errors[code as keyof typeof HI.errors]);
    }
    const refused = await server.post('/api/contact', { name: '', email: 'nope', message: 'x'.repeat(5001), contactMethod: 'phone' });
    assert.deepEqual(refused.body, {
      code: 'INVALID_INPUT',
      message: 'Invalid input data',
      fields: {
        name: 'Please enter your name',
        email: 'Please enter a valid email address',
        message: 'Please keep this under 5000 characters',
        phone: 'Please enter a phone number so we can call or message you',
      },
      fieldCodes: { name: 'NAME_REQUIRED', email: 'EMAIL_INVALID', message: 'TOO_LONG', phone: 'PHONE_FOR_METHOD' },
    });
  });

  it('keeps Retry-After on the RATE_LIMITED answer, in the language asked for', async () => {
    const limited = await startServer(target(), { rateLimits: { newsletter: { ip: { max: 1, timeWindow: 60_000 } } } });
    try {
      await limited.post('/api/newsletter', { email: uniqueEmail() }, hindi);
      const answer = await limited.post('/api/newsletter', { email: uniqueEmail() }, hindi);
      assert.equal(answer.status, 429);
      assert.ok(Number(answer.headers.get('retry-after')) >= 1);
      assert.deepEqual(answer.body, { code: 'RATE_LIMITED', message: HI.errors.RATE_LIMITED });
      assertIn(answer, 'hi-IN');
    } finally {
      await limited.close();
    }
  });

  it('writes error messages and field messages in the language of Accept-Language', async () => {
    const answer = await server.post('/api/contact', { name: 'A', email: 'nope', message: 'x'.repeat(5001) }, { 'accept-language': 'mr' });
    assert.equal(answer.status, 400);
    const mr = CATALOGS['mr-IN'];
    assert.deepEqual(answer.body, {
      code: 'INVALID_INPUT',
      message: mr.errors.INVALID_INPUT,
      fields: { email: mr.validation.emailInvalid, message: 'कृपया हे 5000 अक्षरांपेक्षा कमी ठेवा' },
      fieldCodes: { email: 'EMAIL_INVALID', message: 'TOO_LONG' },
    });
    assertIn(answer, 'mr-IN');
    const login = await server.post('/api/auth/login', { email: uniqueEmail(), password: 'Wrong-pass-1' }, { 'accept-language': 'ta-IN' });
    assert.deepEqual(login.body, { code: 'INVALID_CREDENTIALS', message: CATALOGS['ta-IN'].errors.INVALID_CREDENTIALS });
    assertIn(login, 'ta-IN');
    const missing = await server.get('/api/nothing', { 'accept-language': 'gu' });
    assert.deepEqual(missing.body, { code: 'NOT_FOUND', message: CATALOGS['gu-IN'].errors.NOT_FOUND });
  });

  it('writes the {message} answers in the language of Accept-Language', async () => {
    const contact = await server.post('/api/contact', { name: 'A', email: 'a@b.in', message: 'Namaste' }, hindi);
    assert.equal(contact.status, 201);
    assert.deepEqual(contact.body, { message: HI.answers.contactThanks });
    assertIn(contact, 'hi-IN');
    const newsletter = await server.post('/api/newsletter', { email: uniqueEmail() }, { 'accept-language': 'kn-IN' });
    assert.deepEqual(newsletter.body, { message: CATALOGS['kn-IN'].answers.newsletterThanks });
    assertIn(newsletter, 'kn-IN');
    const forgot = await server.post('/api/auth/forgot-password', { email: uniqueEmail('ghost') }, { 'accept-language': 'te' });
    assert.deepEqual(forgot.body, { message: CATALOGS['te-IN'].answers.resetLinkSent });
    assertIn(forgot, 'te-IN');
    const verify = await server.post('/api/auth/verify-reset-token', { token: 'dead' }, { 'accept-language': 'ml' });
    assert.deepEqual(verify.body, { valid: false, message: CATALOGS['ml-IN'].errors.RESET_TOKEN_INVALID });
    // English is the answer of today, byte for byte, marked as en-IN.
    const english = await server.post('/api/newsletter', { email: uniqueEmail() });
    assert.deepEqual(english.body, { message: "You're subscribed. Watch your inbox for product news." });
    assertIn(english, 'en-IN');
    await server.app.background.idle();
  });

  it('answers in English, never a 500, whatever the Accept-Language header holds', async () => {
    // [header, the language of the answer]: a malformed q counts as no q (the tag stays wanted).
    const headers: Array<[string, 'en-IN' | 'hi-IN']> = [
      ['x'.repeat(100 * 1024), 'en-IN'],
      [`${'fr;q=0.9, '.repeat(5000)}hi`, 'en-IN'],
      // Under Node's header limit: only the first 512 characters are read, so the late Hindi is not.
      [`${'fr;q=0.9, '.repeat(1000)}hi`, 'en-IN'],
      [`hi;q=0.1, ${'de, '.repeat(2000)}`, 'hi-IN'],
      ['hi;q=garbage, ta;q=0.5', 'hi-IN'],
      ['hi-IN;q=1.0000000000000000001', 'hi-IN'],
      ['hi;q=0, *', 'en-IN'],
      ['*', 'en-IN'],
      ['de-DE, fr;q=0.8', 'en-IN'],
      ['en-US,en;q=0.9', 'en-IN'],
      ['\u0001hi\u0002', 'en-IN'],
      [';;;,,,=q', 'en-IN'],
      ['xx-yy-zz-'.repeat(2000), 'en-IN'],
      ['xx-yy-zz-'.repeat(1000), 'en-IN'],
      ['🙂', 'en-IN'],
    ];
    for (const [header, language] of headers) {
      const label = header.slice(0, 40);
      let answer: Answer;
      try {
        answer = await server.post('/api/auth/login', { email: 'nope', password: '' }, { 'accept-language': header });
      } catch (error) {
        // A header fetch itself refuses to send (control characters, non-Latin-1) never reaches the server.
        assert.match(String((error as Error).cause ?? error), /header|ByteString|invalid/i, label);
        continue;
      }
      assert.notEqual(answer.status, 500, label);
      if (answer.status === 431) continue; // Node refuses a header block over its limit before the app sees it.
      assert.equal(answer.status, 400, label);
      assert.equal(answer.body.code, 'INVALID_INPUT');
      assert.equal(answer.body.message, CATALOGS[language].errors.INVALID_INPUT, label);
      assertIn(answer, language);
    }
  });

  it('reads a header of raw bytes fetch would refuse to send (UTF-8, Latin-1) without failing', async () => {
    const { port } = new URL(server.url);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1');
      const chunks: Buffer[] = [];
      socket.on('data', (chunk) => chunks.push(chunk));
      socket.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
      socket.on('error', reject);
      const body = '{}';
      // Written, not ended: the server closes the connection once it has answered (Connection: close).
      socket.write(
        Buffer.concat([
          Buffer.from(
            `POST /api/newsletter HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nAccept-Language: `,
          ),
          Buffer.from('🙂;q=1, \xe9\xff, ta;q=0.5', 'utf8'),
          Buffer.from(`\r\n\r\n${body}`),
        ]),
      );
    });
    assert.match(answer, /^HTTP\/1\.1 400 /);
    assert.match(answer, /^content-language: ta-IN\r$/im);
    assert.ok(answer.includes(JSON.stringify(CATALOGS['ta-IN'].errors.INVALID_INPUT)));
  });

  it("stores the account's language: its own tag, else the request's Accept-Language, else en-IN", async () => {
    const cases: Array<[Record<string, unknown>, Record<string, string>, string]> = [
      [{ language: 'hi' }, {}, 'hi-IN'],
      [{ language: 'TA-in' }, { 'accept-language': 'bn' }, 'ta-IN'],
      [{ language: 'klingon' }, { 'accept-language': 'bn-IN' }, 'bn-IN'],
      [{}, { 'accept-language': 'gu' }, 'gu-IN'],
      [{ language: 'fr' }, {}, 'en-IN'],
      [{}, {}, 'en-IN'],
    ];
    for (const [fields, headers, language] of cases) {
      const email = uniqueEmail('lang');
      const answer = await server.post('/api/auth/register', registration({ email, ...fields }), headers);
      assert.equal(answer.status, 201, answer.text);
      assert.equal(answer.body.user.language, language, JSON.stringify([fields, headers]));
      const row = await server.db.selectFrom('users').select('language').where('email', '=', email).executeTakeFirstOrThrow();
      assert.equal(row.language, language);
      const me = await server.get('/api/auth/me', { authorization: `Bearer ${answer.body.token}` });
      assert.equal(me.body.user.language, language);
    }
    const tooLong = await server.post('/api/auth/register', registration({ language: 'x'.repeat(100) }));
    assert.equal(tooLong.status, 400);
    assert.deepEqual(tooLong.body.fieldCodes, { language: 'TOO_LONG' });
    await server.app.background.idle();
  });

  it('sends a Hindi registration a Hindi welcome mail', async () => {
    const email = uniqueEmail('hindi');
    const answer = await server.post(
      '/api/auth/register',
      registration({ email, ownerName: 'डॉ. आशा राव', language: 'hi-IN', plan: 'pro', billing: 'annually' }),
    );
    assert.equal(answer.status, 201, answer.text);
    await server.app.background.idle();
    const mail = (await outboxMails(target().dataDir)).find((m) => m.to === email) ?? assert.fail('no welcome mail');
    assert.equal(mail.subject, 'ClinicPlatform में आपका स्वागत है: आपका फ़्री ट्रायल शुरू हो गया है');
    assert.match(mail.text, /^नमस्ते डॉ\. आशा राव,$/m);
    assert.match(mail.text, /^प्लान: Pro, सालाना बिलिंग \(₹72,000 प्रति वर्ष \+ 18% GST\)। ट्रायल के दौरान कोई शुल्क नहीं लिया जाएगा।$/m);
    assert.match(mail.text, /https:\/\/clinic\.example\/hi\/handbook#getting-started/);
    assert.match(mail.html, /<html lang="hi-IN">/);
    const recorded = await server.db.selectFrom('sent_mail').select('subject').where('to_address', '=', email).executeTakeFirstOrThrow();
    assert.equal(recorded.subject, mail.subject);
  });

  it("writes the reset mail in the language the request asks in, else the account's", async () => {
    const email = uniqueEmail('tamil');
    assert.equal((await server.post('/api/auth/register', registration({ email, language: 'hi' }))).status, 201);
    await server.app.background.idle();
    const resetMailTo = async (body: Record<string, unknown>, headers: Record<string, string>) => {
      const seen = new Set((await outboxMails(target().dataDir)).map((m) => m.file));
      const answer = await server.post('/api/auth/forgot-password', { email, ...body }, headers);
      assert.equal(answer.status, 200);
      await server.app.background.idle();
      const fresh = (await outboxMails(target().dataDir)).filter((m) => !seen.has(m.file) && m.to === email);
      assert.equal(fresh.length, 1);
      return fresh[0]!;
    };
    const tamil = await resetMailTo({}, { 'accept-language': 'ta-IN,ta;q=0.9' });
    assert.equal(tamil.subject, 'உங்கள் கடவுச்சொல்லை மீட்டமைக்கவும்');
    assert.match(tamil.text, /இந்த இணைப்பு 24 மணி நேரம் செல்லுபடியாகும்/);
    assert.match(tamil.text, /https:\/\/clinic\.example\/ta\/reset-password\?token=[\w-]+/);
    // The body's language wins over the header; with neither, the account's language (Hindi) is used.
    assert.equal((await resetMailTo({ language: 'gu-IN' }, { 'accept-language': 'ta' })).subject, 'તમારો પાસવર્ડ રીસેટ કરો');
    assert.equal((await resetMailTo({}, {})).subject, 'अपना पासवर्ड रीसेट करें');
    assert.equal((await resetMailTo({}, { 'accept-language': '*' })).subject, 'अपना पासवर्ड रीसेट करें');
    assert.equal((await resetMailTo({}, { 'accept-language': 'en-GB' })).subject, 'Reset your password');
  });

  it('keeps existing accounts in Indian English (the migration default)', async () => {
    const email = uniqueEmail('old');
    await server.db
      .insertInto('users')
      .values({
        id: `old-${Date.now()}`,
        email,
        password_hash: 'x',
        owner_name: 'Old Owner',
        clinic_name: 'Old Clinic',
        phone: '+919876543210',
        clinic_type: 'dental',
        location: 'Pune',
        team_size: null,
        plan: null,
        billing: null,
        role: 'owner',
        terms_accepted_at: 0,
        password_changed_at: 0,
        session_version: 0,
        created_at: 0,
      })
      .execute();
    const row = await server.db.selectFrom('users').select('language').where('email', '=', email).executeTakeFirstOrThrow();
    assert.equal(row.language, 'en-IN');
    // No language asked for: the account's English.
    await server.post('/api/auth/forgot-password', { email });
    await server.app.background.idle();
    const mail = (await outboxMails(target().dataDir)).find((m) => m.to === email) ?? assert.fail('no reset mail');
    assert.equal(mail.subject, 'Reset your password');
  });
});

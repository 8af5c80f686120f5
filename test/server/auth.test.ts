/** POST /api/auth/register, POST /api/auth/login and GET /api/auth/me against a real database. */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, it } from 'node:test';
import { SignJWT } from 'jose';
import { PERSONAL_PASSWORD_MESSAGE, PHONE_MESSAGE } from '../../protocol/index.ts';
import { describeEachDatabase } from './helpers/databases.ts';
import { GOOD_PASSWORD, outbox, registerUser, registration, uniqueEmail } from './helpers/fixtures.ts';
import { startServer, type TestServer } from './helpers/server.ts';

const COMMON = 'This password is too common. Please choose a less predictable one.';

describeEachDatabase('accounts', (target) => {
  let server: TestServer;
  before(async () => {
    server = await startServer(target());
  });
  after(async () => {
    await server?.close();
  });

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  it('sends a welcome mail with the next steps, built from PUBLIC_URL, after registering (and none for a refused one)', async () => {
    const email = uniqueEmail('welcome');
    const answer = await server.post('/api/auth/register', registration({ email, ownerName: 'Dr. <b>Meera</b> Iyer' }), { 'x-forwarded-host': 'evil.example' });
    assert.equal(answer.status, 201);
    await server.app.background.idle();
    const mails = (await outbox(target().dataDir)).filter((m) => m.text.includes(`To: ${email}`));
    assert.equal(mails.length, 1);
    const mail = mails[0]!.text;
    assert.match(mail, /Subject: Welcome to ClinicPlatform: your free trial has started/);
    // Replies reach a person: the default Reply-To is the support address the mail names.
    assert.match(mail, /^From: ClinicPlatform <no-reply@localhost>$/m);
    assert.match(mail, /^Reply-To: ClinicPlatform Support <support@clinicplatform\.in>$/m);
    assert.match(mail, /write to support@clinicplatform\.in/);
    for (const link of ['/handbook#getting-started', '/support', '/contact']) assert.ok(mail.includes(`${server.config.publicUrl}${link}`), `links ${link}`);
    assert.doesNotMatch(mail, /evil\.example/);
    // The name is text in the HTML part, never markup.
    assert.match(mail, /Dr\. &lt;b&gt;Meera&lt;\/b&gt; Iyer/);
    const recorded = await server.db.selectFrom('sent_mail').select(['kind', 'transport']).where('to_address', '=', email).execute();
    assert.deepEqual(recorded, [{ kind: 'welcome', transport: 'outbox' }]);

    const again = await server.post('/api/auth/register', registration({ email }));
    assert.equal(again.status, 409);
    await server.app.background.idle();
    assert.equal((await outbox(target().dataDir)).filter((m) => m.text.includes(`To: ${email}`)).length, 1);
  });

  it('sends the welcome mail from MAIL_FROM with replies to MAIL_REPLY_TO, the address the mail names', async () => {
    const own = await startServer(target(), { env: { MAIL_FROM: 'Kesar Care <hello@kesar.example>', MAIL_REPLY_TO: '"Kesar Support" <Care@Kesar.example>' } });
    try {
      const email = uniqueEmail('from');
      assert.equal((await own.post('/api/auth/register', registration({ email }))).status, 201);
      await own.app.background.idle();
      const mail = (await outbox(target().dataDir)).find((m) => m.text.includes(`To: ${email}`))?.text ?? assert.fail('no welcome mail');
      assert.match(mail, /^From: Kesar Care <hello@kesar\.example>$/m);
      assert.match(mail, /^Reply-To: Kesar Support <care@kesar\.example>$/m);
      assert.match(mail, /^Reply to this e-mail or write to care@kesar\.example if anything is unclear\.$/m);
      assert.match(mail, /<a href="mailto:care@kesar\.example">care@kesar\.example<\/a>/);
      assert.doesNotMatch(mail, /support@clinicplatform\.in/);
    } finally {
      await own.close();
    }
  });

  it('keeps the plan chosen on /pricing with the account, returns it in user and names it in the welcome mail', async () => {
    const email = uniqueEmail('plan');
    const answer = await server.post('/api/auth/register', registration({ email, plan: 'pro', billing: 'annually' }));
    assert.equal(answer.status, 201, answer.text);
    assert.deepEqual([answer.body.user.plan, answer.body.user.billing], ['pro', 'annually']);
    const row = await server.db.selectFrom('users').select(['plan', 'billing']).where('email', '=', email).executeTakeFirstOrThrow();
    assert.deepEqual(row, { plan: 'pro', billing: 'annually' });
    const me = await server.get('/api/auth/me', bearer(answer.body.token));
    assert.deepEqual([me.body.user.plan, me.body.user.billing], ['pro', 'annually']);
    const login = await server.post('/api/auth/login', { email, password: GOOD_PASSWORD });
    assert.deepEqual([login.body.user.plan, login.body.user.billing], ['pro', 'annually']);
    await server.app.background.idle();
    const mail = (await outbox(target().dataDir)).find((m) => m.text.includes(`To: ${email}`))?.text ?? assert.fail('no welcome mail');
    assert.match(mail, /^Plan: Pro, billed annually \(₹72,000 a year \+ 18% GST\)\. Nothing is charged during the trial\.$/m);
    assert.match(mail, /<p>Plan: Pro, billed annually \(₹72,000 a year \+ 18% GST\)\. Nothing is charged during the trial\.<\/p>/);
  });

  it('bills a plan chosen without a period monthly, ignores a period without a plan, and refuses a plan a trial cannot start on', async () => {
    const monthly = uniqueEmail('plan');
    assert.equal((await server.post('/api/auth/register', registration({ email: monthly, plan: 'basic' }))).status, 201);
    const none = uniqueEmail('plan');
    const noPlan = await server.post('/api/auth/register', registration({ email: none, billing: 'annually' }));
    assert.deepEqual([noPlan.body.user.plan, noPlan.body.user.billing], [null, null]);
    const rows = await server.db.selectFrom('users').select(['email', 'plan', 'billing']).where('email', 'in', [monthly, none]).orderBy('plan').execute();
    assert.deepEqual(
      rows.map((row) => [row.email === monthly, row.plan, row.billing]).sort(),
      [
        [false, null, null],
        [true, 'basic', 'monthly'],
      ].sort(),
    );
    await server.app.background.idle();
    const mail = (await outbox(target().dataDir)).find((m) => m.text.includes(`To: ${none}`))?.text ?? assert.fail('no welcome mail');
    assert.doesNotMatch(mail, /Plan:/);
    for (const [plan, billing, field, message] of [
      ['enterprise', 'annually', 'plan', 'Please choose a plan from the pricing page'],
      ['gold', undefined, 'plan', 'Please choose a plan from the pricing page'],
      ['pro', 'weekly', 'billing', 'Please choose monthly or annual billing'],
    ] as const) {
      const refused = await server.post('/api/auth/register', registration({ plan, ...(billing ? { billing } : {}) }));
      assert.equal(refused.status, 400, plan);
      assert.deepEqual(refused.body.fields, { [field]: message }, plan);
    }
  });

  it('registers with 201 {user, token, refreshToken} and the public user record', async () => {
    const payload = registration({ email: '  New.Owner@Clinic.EXAMPLE ' });
    const answer = await server.post('/api/auth/register', payload);
    assert.equal(answer.status, 201);
    const { user, token, refreshToken } = answer.body;
    assert.equal(typeof user.id, 'string');
    assert.deepEqual(
      { ...user, id: 'x' },
      {
        id: 'x',
        name: 'Dr. Asha Rao',
        email: 'new.owner@clinic.example',
        role: 'owner',
        avatar: null,
        clinicName: 'Glow Aesthetics',
        plan: null,
        billing: null,
        language: 'en-IN',
      },
    );
    assert.match(token, /^[\w-]+\.[\w-]+\.[\w-]+$/);
    assert.match(refreshToken, /^[\w-]{43}$/);
    const me = await server.get('/api/auth/me', bearer(token));
    assert.equal(me.status, 200);
    assert.deepEqual(me.body, { user });
  });

  it('stores every registration field, a trimmed lower-cased e-mail and an argon2id hash', async () => {
    const email = uniqueEmail('Stored');
    const { user } = await registerUser(server, { email: ` ${email.toUpperCase()} `, teamSize: '16-50', clinicType: 'dental', location: ' Pune ' });
    const row = await server.db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
    assert.equal(row.email, email.toLowerCase());
    assert.equal(row.clinic_type, 'dental');
    assert.equal(row.team_size, '16-50');
    assert.equal(row.location, 'Pune');
    assert.equal(row.phone, '+919876543210');
    assert.equal(row.owner_name, 'Dr. Asha Rao');
    assert.equal(typeof row.terms_accepted_at, 'number');
    assert.ok(Math.abs(row.terms_accepted_at - server.clock.now()) < 1000);
    assert.match(row.password_hash, /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    assert.ok(!row.password_hash.includes(GOOD_PASSWORD));
  });

  it('accepts the snake_case spelling alone and a missing team size', async () => {
    const email = uniqueEmail();
    const answer = await server.post('/api/auth/register', {
      clinic_name: 'Snake Clinic',
      owner_name: 'Dr. Snake',
      email,
      phone: '9876543210',
      password: GOOD_PASSWORD,
      confirmPassword: GOOD_PASSWORD,
      clinic_type: 'wellness',
      location: 'Goa',
      agree_to_terms: true,
    });
    assert.equal(answer.status, 201, answer.text);
    assert.equal(answer.body.user.clinicName, 'Snake Clinic');
    const row = await server.db.selectFrom('users').select(['team_size', 'clinic_type']).where('email', '=', email).executeTakeFirstOrThrow();
    assert.deepEqual(row, { team_size: null, clinic_type: 'wellness' });
  });

  it('refuses a phone number outside the Indian numbering plan, with the field message', async () => {
    for (const phone of ['12345', '98450 1234', '+1 415 555 0100', '+91 98450 123456', '1234567890', '22 2345 6789']) {
      const answer = await server.post('/api/auth/register', registration({ phone }));
      assert.equal(answer.status, 400, phone);
      assert.deepEqual(answer.body.fields, { phone: PHONE_MESSAGE }, phone);
    }
  });

  it('accepts a mobile after the trunk 0 and a landline with its STD code, and stores them in E.164', async () => {
    for (const [phone, stored] of [
      ['098201 45678', '+919820145678'],
      ['022 2345 6789', '+912223456789'],
      ['+91 (0)80 4718-2290', '+918047182290'],
    ]) {
      const email = uniqueEmail('phone');
      const answer = await server.post('/api/auth/register', registration({ email, phone }));
      assert.equal(answer.status, 201, answer.text);
      const row = await server.db.selectFrom('users').select('phone').where('email', '=', email).executeTakeFirstOrThrow();
      assert.equal(row.phone, stored, phone);
    }
  });

  it('answers 409 "Email already exists" for a taken e-mail in any case', async () => {
    const { email } = await registerUser(server);
    const again = await server.post('/api/auth/register', registration({ email: `  ${email.toUpperCase()}` }));
    assert.equal(again.status, 409);
    assert.deepEqual(again.body, { code: 'EMAIL_EXISTS', message: 'Email already exists' });
  });

  it('answers 400 "Invalid input data" with a message per missing field', async () => {
    const answer = await server.post('/api/auth/register', {});
    assert.equal(answer.status, 400);
    assert.equal(answer.body.message, 'Invalid input data');
    assert.deepEqual(Object.keys(answer.body.fields).sort(), [
      'agreeToTerms',
      'clinicName',
      'clinicType',
      'confirmPassword',
      'email',
      'location',
      'ownerName',
      'password',
      'phone',
    ]);
    assert.equal(answer.body.fields.email, 'Please enter a valid email address');
    assert.equal(answer.body.fields.password, 'Password must be at least 8 characters long');
  });

  it('refuses a mismatched confirmation, wrong types, terms not agreed and an unknown clinic type', async () => {
    const mismatch = await server.post('/api/auth/register', registration({ confirmPassword: 'Other-Password-1' }));
    assert.equal(mismatch.status, 400);
    assert.deepEqual(mismatch.body.fields, { confirmPassword: 'Passwords do not match' });

    const types = await server.post('/api/auth/register', registration({ email: 42, agreeToTerms: 'yes', clinicType: 'spa' }));
    assert.equal(types.status, 400);
    assert.equal(types.body.fields.email, 'Please enter a valid email address');
    assert.equal(types.body.fields.agreeToTerms, 'You must agree to the Terms of Service and Privacy Policy');
    assert.equal(types.body.fields.clinicType, 'Please select your clinic type');

    const notAgreed = await server.post('/api/auth/register', registration({ agreeToTerms: false }));
    assert.equal(notAgreed.status, 400);
    assert.ok(notAgreed.body.fields.agreeToTerms);
  });

  it('refuses passwords that are too long (never truncates) or common, in any case', async () => {
    const long = `Aa1${'x'.repeat(126)}`;
    const tooLong = await server.post('/api/auth/register', registration({ password: long, confirmPassword: long }));
    assert.equal(tooLong.status, 400);
    assert.equal(tooLong.body.fields.password, 'Password must be at most 128 characters long');

    for (const common of ['password123', 'Password123', 'QWERTY123']) {
      const answer = await server.post('/api/auth/register', registration({ password: common, confirmPassword: common }));
      assert.equal(answer.status, 400, common);
      assert.deepEqual(answer.body, {
        code: 'INVALID_INPUT',
        message: 'Invalid input data',
        fields: { password: COMMON },
        fieldCodes: { password: 'PASSWORD_COMMON' },
      });
    }
  });

  it("refuses a password made from the owner's name, the clinic's name or the e-mail address, saying why", async () => {
    const owner = { ownerName: 'Priya Deshpande', clinicName: 'Kesar Clinic' };
    for (const [password, email] of [
      ['priya deshpande', uniqueEmail('owner')],
      ['kesarclinic', uniqueEmail('owner')],
      ['Deshpande@2024', uniqueEmail('owner')],
      ['skinbypriya99', `skinbypriya99@example.in`],
    ] as const) {
      const answer = await server.post('/api/auth/register', registration({ ...owner, email, password, confirmPassword: password }));
      assert.equal(answer.status, 400, password);
      assert.deepEqual(
        answer.body,
        {
          code: 'INVALID_INPUT',
          message: 'Invalid input data',
          fields: { password: PERSONAL_PASSWORD_MESSAGE },
          fieldCodes: { password: 'PASSWORD_PERSONAL' },
        },
        password,
      );
    }
    const ownWords = 'Kesar-monsoon-1987';
    const accepted = await server.post('/api/auth/register', registration({ ...owner, password: ownWords, confirmPassword: ownWords }));
    assert.equal(accepted.status, 201, accepted.text);
  });

  it('keeps all 128 characters of a password: its 127-character prefix does not sign in', async () => {
    const password = `Aa1${'y'.repeat(125)}`;
    assert.equal(password.length, 128);
    const { email } = await registerUser(server, { password, confirmPassword: password });
    assert.equal((await server.post('/api/auth/login', { email, password })).status, 200);
    assert.equal((await server.post('/api/auth/login', { email, password: password.slice(0, 127) })).status, 401);
  });

  it('signs in with 200 {user, token, refreshToken}, e-mail trimmed and in any case', async () => {
    const { email, password, user } = await registerUser(server);
    const answer = await server.post('/api/auth/login', { email: ` ${email.toUpperCase()} `, password });
    assert.equal(answer.status, 200);
    assert.deepEqual(answer.body.user, user);
    assert.equal(typeof answer.body.token, 'string');
    assert.equal(typeof answer.body.refreshToken, 'string');
  });

  it('answers the same 401 for a wrong password and an unknown e-mail, in similar time', async () => {
    const { email } = await registerUser(server);
    const wrong = await server.post('/api/auth/login', { email, password: 'Wrong-Password-9' });
    const unknown = await server.post('/api/auth/login', { email: uniqueEmail('nobody'), password: 'Wrong-Password-9' });
    assert.equal(wrong.status, 401);
    assert.equal(unknown.status, 401);
    assert.deepEqual(wrong.body, { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' });
    assert.deepEqual(unknown.body, wrong.body);

    const time = async (body: object) => {
      const started = performance.now();
      await server.post('/api/auth/login', body);
      return performance.now() - started;
    };
    const wrongTimes: number[] = [];
    const unknownTimes: number[] = [];
    for (let i = 0; i < 7; i++) {
      wrongTimes.push(await time({ email, password: 'Wrong-Password-9' }));
      unknownTimes.push(await time({ email: uniqueEmail('nobody'), password: 'Wrong-Password-9' }));
    }
    // The fastest of each: other work on a shared machine only ever adds time to a sample, so the
    // minimum is each path's own cost. Both pay one argon2 verify (tens of ms); without the dummy
    // verify the unknown e-mail would answer about twenty times faster (a ratio near 0.05).
    const ratio = Math.min(...unknownTimes) / Math.min(...wrongTimes);
    assert.ok(ratio > 0.3 && ratio < 10, `unknown/wrong time ratio ${ratio.toFixed(2)}`);
  });

  it('answers 400 with field messages for a bad sign-in form and ignores unknown keys', async () => {
    const empty = await server.post('/api/auth/login', { email: 'no-at-sign', password: '' });
    assert.equal(empty.status, 400);
    assert.deepEqual(empty.body, {
      code: 'INVALID_INPUT',
      message: 'Invalid input data',
      fields: { email: 'Please enter a valid email address', password: 'Password is required' },
      fieldCodes: { email: 'EMAIL_INVALID', password: 'PASSWORD_REQUIRED' },
    });
    const { email, password } = await registerUser(server);
    const extra = await server.post('/api/auth/login', { email, password, rememberMe: false, device: 'kiosk' });
    assert.equal(extra.status, 200);
  });

  it('gives a 1-day refresh token by default and a 30-day one with rememberMe', async () => {
    const { email, password } = await registerUser(server);
    const lifetime = async (rememberMe: boolean) => {
      const { body } = await server.post('/api/auth/login', { email, password, rememberMe });
      const { createHash } = await import('node:crypto');
      const hash = createHash('sha256').update(body.refreshToken).digest('base64url');
      const row = await server.db.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', hash).executeTakeFirstOrThrow();
      return row.expires_at - row.created_at;
    };
    assert.equal(await lifetime(false), 24 * 60 * 60 * 1000);
    assert.equal(await lifetime(true), 30 * 24 * 60 * 60 * 1000);
  });

  it('answers /me 401 with WWW-Authenticate for a missing, malformed or foreign token', async () => {
    const missing = await server.get('/api/auth/me');
    assert.equal(missing.status, 401);
    assert.equal(missing.headers.get('www-authenticate'), 'Bearer');
    assert.deepEqual(missing.body, { code: 'UNAUTHORIZED', message: 'Invalid or expired access token' });
    assert.equal((await server.get('/api/auth/me', bearer('not.a.jwt'))).status, 401);
    assert.equal((await server.get('/api/auth/me', { authorization: 'Basic abc' })).status, 401);
    const foreign = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('x')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('z'.repeat(40)));
    assert.equal((await server.get('/api/auth/me', bearer(foreign))).status, 401);
  });

  it('refuses alg "none" and tokens with the wrong issuer or audience, even with the right secret', async () => {
    const { user } = await registerUser(server);
    const now = Math.floor(server.clock.now() / 1000);
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const claims = { sub: user.id, iss: 'clinic-platform', aud: 'clinic-platform-api', iat: now, exp: now + 600 };
    const unsigned = `${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.`;
    assert.equal((await server.get('/api/auth/me', bearer(unsigned))).status, 401);

    const secret = new TextEncoder().encode((await readFile(join(target().dataDir, 'jwt-secret'), 'utf8')).trim());
    const sign = (issuer: string, audience: string, extra: object = { sv: 0 }) =>
      new SignJWT({ ...extra })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(user.id)
        .setIssuer(issuer)
        .setAudience(audience)
        .setIssuedAt(now)
        .setExpirationTime(now + 600)
        .sign(secret);
    assert.equal((await server.get('/api/auth/me', bearer(await sign('clinic-platform', 'clinic-platform-api')))).status, 200);
    // The session-version claim is required and must be the account's current one.
    assert.equal((await server.get('/api/auth/me', bearer(await sign('clinic-platform', 'clinic-platform-api', {})))).status, 401);
    assert.equal((await server.get('/api/auth/me', bearer(await sign('clinic-platform', 'clinic-platform-api', { sv: 1 })))).status, 401);
    assert.equal((await server.get('/api/auth/me', bearer(await sign('clinic-platform', 'clinic-platform-api', { sv: '0' })))).status, 401);
    assert.equal((await server.get('/api/auth/me', bearer(await sign('someone-else', 'clinic-platform-api')))).status, 401);
    assert.equal((await server.get('/api/auth/me', bearer(await sign('clinic-platform', 'another-api')))).status, 401);
  });

  it('keeps the generated JWT secret in DATA_DIR with mode 600', async () => {
    const { stat } = await import('node:fs/promises');
    const info = await stat(join(target().dataDir, 'jwt-secret'));
    assert.equal(info.mode & 0o777, 0o600);
  });

  it('expires the access token after 15 minutes (injectable clock)', async () => {
    const { token } = await registerUser(server);
    server.clock.advance(14 * 60 * 1000);
    assert.equal((await server.get('/api/auth/me', bearer(token))).status, 200);
    server.clock.advance(60 * 1000 + 1000);
    assert.equal((await server.get('/api/auth/me', bearer(token))).status, 401);
  });

  it('answers /me 404 "User not found" when the account is gone', async () => {
    const { token, user } = await registerUser(server);
    await server.db.deleteFrom('users').where('id', '=', user.id).execute();
    const answer = await server.get('/api/auth/me', bearer(token));
    assert.equal(answer.status, 404);
    assert.deepEqual(answer.body, { code: 'USER_NOT_FOUND', message: 'User not found' });
  });
});

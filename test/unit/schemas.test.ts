import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  CONTROL_CHARACTER_MESSAGE,
  ContactMessage,
  ForgotPassword,
  Login,
  PERSONAL_PASSWORD_MESSAGE,
  PHONE_MESSAGE,
  RegisterForm,
  ResetPassword,
  checkForm,
  fromRegisterPayload,
  isIndianPhone,
  toE164Phone,
  normalizeEmail,
  passwordNotPersonal,
  passwordsMatch,
  personalPasswordProblem,
  resetFormProblem,
  toRegisterPayload,
  StoredSession,
} from '../../protocol/index.ts';
import { is } from 'superstruct';
import { isStoredSession } from '../../widgets/runtime/script/session/persistence.ts';

const registration = {
  clinicName: 'Glow Skin Clinic',
  ownerName: 'Asha Rao',
  email: 'asha@example.in',
  phone: '+91 98450 12345',
  password: 'longenough',
  confirmPassword: 'longenough',
  clinicType: 'aesthetic',
  location: 'Bengaluru',
  agreeToTerms: true,
};

describe('login form', () => {
  it("asks for an '@' in the e-mail: 'Please enter a valid email address'", () => {
    const result = checkForm(Login, { email: 'asha.example.in', password: 'x' });
    assert.deepEqual(result, { ok: false, errors: { email: 'Please enter a valid email address' } });
  });

  it("needs a password of at least 1 character: 'Password is required'", () => {
    const result = checkForm(Login, { email: 'a@b.in', password: '' });
    assert.deepEqual(result, { ok: false, errors: { password: 'Password is required' } });
  });

  it('reports both fields at once and accepts rememberMe', () => {
    const result = checkForm(Login, { email: '', password: '' });
    assert.equal(result.ok, false);
    assert.deepEqual(Object.keys(!result.ok ? result.errors : {}), ['email', 'password']);
    assert.equal(checkForm(Login, { email: 'a@b.in', password: 'p', rememberMe: true }).ok, true);
  });
});

describe('registration form', () => {
  it('accepts a complete form, with team size optional', () => {
    assert.equal(checkForm(RegisterForm, registration, [passwordsMatch]).ok, true);
    assert.equal(checkForm(RegisterForm, { ...registration, teamSize: '6-15' }, [passwordsMatch]).ok, true);
  });

  const cases: [string, Record<string, unknown>, string, string][] = [
    ['email without @', { email: 'asha' }, 'email', 'Please enter a valid email address'],
    ['password under 8', { password: 'short7!', confirmPassword: 'short7!' }, 'password', 'Password must be at least 8 characters long'],
    ['confirmation differs', { confirmPassword: 'different' }, 'confirmPassword', 'Passwords do not match'],
    ['no clinic name', { clinicName: '  ' }, 'clinicName', 'Clinic name is required'],
    ['no owner name', { ownerName: '' }, 'ownerName', 'Owner name is required'],
    ['no phone', { phone: '' }, 'phone', 'Phone number is required'],
    ['phone of 5 digits', { phone: '12345' }, 'phone', PHONE_MESSAGE],
    ['phone of 9 digits', { phone: '98450 1234' }, 'phone', PHONE_MESSAGE],
    ['phone of 11 digits', { phone: '98450123456' }, 'phone', PHONE_MESSAGE],
    ['phone starting 0', { phone: '0845012345' }, 'phone', PHONE_MESSAGE],
    ['phone with another country code', { phone: '+44 7946 095812' }, 'phone', PHONE_MESSAGE],
    ['phone with letters', { phone: '98450-ABCDE' }, 'phone', PHONE_MESSAGE],
    ['phone with +91 twice', { phone: '+91 +91 9845012345' }, 'phone', PHONE_MESSAGE],
    ['no confirmation', { confirmPassword: '' }, 'confirmPassword', 'Please confirm your password'],
    ['no clinic type', { clinicType: '' }, 'clinicType', 'Please select your clinic type'],
    ['unknown clinic type', { clinicType: 'spa' }, 'clinicType', 'Please select your clinic type'],
    ['no location', { location: '' }, 'location', 'Location is required'],
    ['terms not agreed', { agreeToTerms: false }, 'agreeToTerms', 'You must agree to the Terms of Service and Privacy Policy'],
    ['unknown team size', { teamSize: '1000' }, 'teamSize', 'Please select a team size'],
  ];
  for (const [name, change, field, message] of cases) {
    it(`${name}: '${message}'`, () => {
      const result = checkForm(RegisterForm, { ...registration, ...change }, [passwordsMatch]);
      assert.equal(result.ok, false);
      assert.equal(!result.ok && result.errors[field], message);
    });
  }

  it('sends the form plus the snake_case copies, and reads either spelling back', () => {
    const payload = toRegisterPayload({ ...registration, teamSize: '1-5' } as RegisterForm);
    assert.equal(payload.clinic_name, 'Glow Skin Clinic');
    assert.equal(payload.owner_name, 'Asha Rao');
    assert.equal(payload.clinic_type, 'aesthetic');
    assert.equal(payload.team_size, '1-5');
    assert.equal(payload.agree_to_terms, true);
    assert.equal(payload.clinicName, 'Glow Skin Clinic');
    const snakeOnly = {
      clinic_name: 'A',
      owner_name: 'B',
      email: 'a@b.in',
      phone: '9876543210',
      password: 'longenough',
      clinic_type: 'dental',
      location: 'Pune',
      agree_to_terms: true,
    };
    const read = fromRegisterPayload(snakeOnly);
    assert.equal(checkForm(RegisterForm, read, [passwordsMatch]).ok, true);
  });
});

describe('reset password (in order)', () => {
  it('checks the confirmation first', () => {
    assert.equal(resetFormProblem('short', 'other'), 'Passwords do not match');
  });
  it('then shows only the first failing rule', () => {
    assert.equal(resetFormProblem('Ab1', 'Ab1'), 'Password must be at least 8 characters long');
    assert.equal(resetFormProblem('ABCDEFGH1', 'ABCDEFGH1'), 'Password must contain at least one lowercase letter');
    assert.equal(resetFormProblem('abcdefgh1', 'abcdefgh1'), 'Password must contain at least one uppercase letter');
    assert.equal(resetFormProblem('Abcdefghi', 'Abcdefghi'), 'Password must contain at least one number');
    assert.equal(resetFormProblem('Abcdefg1', 'Abcdefg1'), null);
  });
  it("needs a token: 'Invalid or missing reset token'", () => {
    const result = checkForm(ResetPassword, { token: '', password: 'Abcdefg1' });
    assert.deepEqual(result, { ok: false, errors: { token: 'Invalid or missing reset token' } });
  });
});

describe('other forms', () => {
  it('forgot password needs an e-mail', () => {
    assert.equal(checkForm(ForgotPassword, { email: '' }).ok, false);
    assert.equal(checkForm(ForgotPassword, { email: 'a@b.in' }).ok, true);
  });
  it('contact needs name, e-mail and message; the rest is optional', () => {
    const result = checkForm(ContactMessage, { name: '', email: 'x', message: '' });
    assert.deepEqual(!result.ok && Object.keys(result.errors).sort(), ['email', 'message', 'name']);
    assert.equal(checkForm(ContactMessage, { name: 'A', email: 'a@b.in', message: 'Hi', contactMethod: 'whatsapp' }).ok, true);
    assert.equal(checkForm(ContactMessage, { name: 'A', email: 'a@b.in', message: 'Hi', contactMethod: 'pigeon' }).ok, false);
  });
});

describe('e-mail rule, shared by the forms and the server', () => {
  it('accepts one mailbox address, international ones too', () => {
    for (const email of ['asha@example.in', 'Asha.Rao+clinic@Example.IN', '  asha@example.in ', 'zoë@example.in', 'asha@xn--80ak6aa92e.com', 'a@b.co.in']) {
      assert.equal(checkForm(ForgotPassword, { email }).ok, true, email);
    }
  });

  it('refuses lists, display names, header injection, IP literals and hosts without a domain', () => {
    for (const email of [
      'x@x.in, y@y.in',
      'x@x.in;y@y.in',
      'Asha <asha@example.in>',
      'asha@example.in\r\nBcc: evil@x.in',
      'asha@[10.0.0.1]',
      'asha@localhost',
      'a b@example.in',
      'asha@example..in',
      'asha@example.in\u0000',
    ]) {
      assert.deepEqual(checkForm(ForgotPassword, { email }), { ok: false, errors: { email: 'Please enter a valid email address' } }, JSON.stringify(email));
    }
  });

  it('normalises to NFC, trimmed and lower-cased', () => {
    assert.equal(normalizeEmail('  Zoe\u0308@Example.IN '), 'zo\u00eb@example.in');
  });

  it('refuses a quoted local part: "victim"@x.test is victim@x.test spelled another way', () => {
    for (const email of ['"victim"@x.test', '"vic tim"@x.test', 'vic"tim@x.test']) {
      assert.equal(checkForm(ForgotPassword, { email }).ok, false, email);
    }
  });

  it('stores an internationalised domain in its one ASCII form, so both spellings are one mailbox', () => {
    assert.equal(checkForm(ForgotPassword, { email: 'u@münchen.test' }).ok, true);
    assert.equal(normalizeEmail('u@münchen.test'), 'u@xn--mnchen-3ya.test');
    assert.equal(normalizeEmail('U@MÜNCHEN.test'), normalizeEmail('u@xn--mnchen-3ya.test'));
    assert.equal(normalizeEmail('zoë@example.in'), 'zoë@example.in');
  });

  it('refuses invisible format characters (bidi override, zero-width space, soft hyphen, joiners)', () => {
    for (const email of [
      'vic\u202etim@x.test',
      'vi\u200bctim@x.test',
      'vic\u00adtim@x.test',
      'vic\u200dtim@x.test',
      'victim@x\u200b.test',
      '\ufeffvictim@x.test',
    ]) {
      assert.equal(checkForm(ForgotPassword, { email }).ok, false, JSON.stringify(email));
    }
  });

  it('refuses an over-long value before any other work', () => {
    assert.equal(checkForm(ForgotPassword, { email: `${'a'.repeat(1024 * 1024)}@x.test` }).ok, false);
  });
});

describe('format characters in names', () => {
  it('refuses bidi overrides, zero-width spaces and soft hyphens in a name, keeps the joiners Indic scripts need', () => {
    for (const name of ['Asha\u202eoaR', 'As\u200bha', 'As\u00adha', '\u2066Asha\u2069']) {
      assert.equal(checkForm(ContactMessage, { name, email: 'a@b.in', message: 'Hi' }).ok, false, JSON.stringify(name));
    }
    for (const name of ['\u0d05\u0d30\u0d41\u0d23\u0d4d\u200d', 'क्\u200dष', 'Asha Rao']) {
      assert.equal(checkForm(ContactMessage, { name, email: 'a@b.in', message: 'Hi' }).ok, true, JSON.stringify(name));
    }
  });
});

describe('prototype-named fields', () => {
  it('reports a field named like an Object.prototype member as a field, never passing with no value', () => {
    for (const key of ['constructor', 'hasOwnProperty', 'toString', 'valueOf']) {
      const result = checkForm(Login, JSON.parse(`{"email":"a@b.in","password":"x","${key}":1}`), [], { mask: true });
      assert.ok(!result.ok || result.value !== undefined, key);
    }
  });
});

describe('control characters', () => {
  it('are refused in one-line fields with their own message, and allowed as line breaks in a message', () => {
    const bad = checkForm(RegisterForm, { ...registration, clinicName: 'Glow\u0000Skin', location: 'Pune\nBcc' }, [passwordsMatch]);
    assert.deepEqual(bad.ok ? {} : bad.errors, { clinicName: CONTROL_CHARACTER_MESSAGE, location: CONTROL_CHARACTER_MESSAGE });
    assert.equal(checkForm(ContactMessage, { name: 'A', email: 'a@b.in', message: 'Line one\r\nLine two\tend' }).ok, true);
    assert.equal(checkForm(ContactMessage, { name: 'A', email: 'a@b.in', message: 'Line one\u001b[31m' }).ok, false);
  });
});

describe("a password made from the user's own words", () => {
  const words = ['Priya Deshpande', 'Kesar Clinic', 'priya.d'];
  it('is refused when, without the name, clinic name and e-mail local part, under 8 characters are left', () => {
    for (const password of ['priya deshpande', 'PriyaDeshpande', 'kesarclinic', 'KESAR CLINIC', 'Priya@1234', 'deshpande!', 'priyad2024', 'clinickesar']) {
      assert.equal(personalPasswordProblem(password, words), PERSONAL_PASSWORD_MESSAGE, password);
    }
  });

  it('is accepted with 8 characters of its own, and a password holding none of the words is left to the other rules', () => {
    for (const password of ['Kesar-monsoon-1987', 'priya-tulsi-garden', '!!!!!!!!', 'longenough', 'pri-ya-desh']) {
      assert.equal(personalPasswordProblem(password, words), null, password);
    }
    assert.equal(personalPasswordProblem('priya deshpande', []), null);
  });

  it('is a registration rule in the browser and the server alike, on the password field', () => {
    const form = {
      ...registration,
      ownerName: 'Priya Deshpande',
      clinicName: 'Kesar Clinic',
      email: 'hello@kesar.in',
      password: 'kesarclinic',
      confirmPassword: 'kesarclinic',
    };
    const checked = checkForm(RegisterForm, form, [passwordsMatch, passwordNotPersonal]);
    assert.deepEqual(!checked.ok && checked.errors, { password: PERSONAL_PASSWORD_MESSAGE });
    const byEmail = checkForm(RegisterForm, { ...form, email: 'drpriya@kesar.in', password: 'drpriya123', confirmPassword: 'drpriya123' }, [
      passwordsMatch,
      passwordNotPersonal,
    ]);
    assert.deepEqual(!byEmail.ok && byEmail.errors, { password: PERSONAL_PASSWORD_MESSAGE });
  });
});

describe('the plan chosen on /pricing, at registration', () => {
  it('is read with its billing period; a period without a plan, or a blank plan, is no choice', () => {
    const base = toRegisterPayload({ ...registration, agreeToTerms: true } as never);
    assert.deepEqual(
      [fromRegisterPayload({ ...base, plan: 'pro', billing: 'annually' }).plan, fromRegisterPayload({ ...base, plan: 'pro', billing: 'annually' }).billing],
      ['pro', 'annually'],
    );
    assert.equal('billing' in fromRegisterPayload({ ...base, billing: 'annually' }), false);
    assert.equal('plan' in fromRegisterPayload({ ...base, plan: '', billing: 'annually' }), false);
    const enterprise = checkForm(RegisterForm, { ...registration, plan: 'enterprise' }, [passwordsMatch]);
    assert.deepEqual(!enterprise.ok && enterprise.errors, { plan: 'Please choose a plan from the pricing page' });
  });
});

describe('Indian phone numbers', () => {
  it('accepts mobiles (6–9) bare or after 0, +91, 91 or 0091, with spaces, hyphens, dots or brackets', () => {
    for (const phone of [
      '9845012345',
      '+919845012345',
      '+91 98450 12345',
      '+91-98450-12345',
      '98450.12345',
      '(80) 4718 2290',
      ' 8047182290 ',
      '09820145678',
      '919820145678',
      '0091 98201 45678',
      '6123456789',
    ]) {
      assert.equal(isIndianPhone(phone), true, phone);
      assert.equal(checkForm(RegisterForm, { ...registration, phone }, [passwordsMatch]).ok, true, phone);
    }
  });

  it('accepts landlines written with their STD code after the trunk 0 or +91', () => {
    for (const phone of [
      '022 2345 6789',
      '(022) 2345-6789',
      '011-2345 6789',
      '0124 234 5678',
      '03192 234567',
      '+91 22 2345 6789',
      '+91 (0)22 2345 6789',
      '080 4718 2290',
    ]) {
      assert.equal(isIndianPhone(phone), true, phone);
      assert.equal(checkForm(ContactMessage, { name: 'A', email: 'a@b.in', message: 'Hi', phone }).ok, true, phone);
    }
  });

  it('refuses a bare 10 digits that is no mobile, and numbers of the wrong length or country', () => {
    for (const phone of [
      '1234567890',
      '2223456789',
      '5123456789',
      '0123456789',
      '00 2345 6789',
      '+91 0123456789',
      '98201456789',
      '+9198201456',
      '+92 98201 45678',
      '9198201456781',
    ]) {
      assert.equal(isIndianPhone(phone), false, phone);
      const checked = checkForm(RegisterForm, { ...registration, phone }, [passwordsMatch]);
      assert.equal(!checked.ok && checked.errors.phone, PHONE_MESSAGE, phone);
    }
  });

  it('writes every spelling of a number in E.164', () => {
    const cases: [string, string | null][] = [
      ['98450 12345', '+919845012345'],
      ['09820145678', '+919820145678'],
      ['+91-98201-45678', '+919820145678'],
      ['0091 98201 45678', '+919820145678'],
      ['022 2345 6789', '+912223456789'],
      ['+91 (0)22 2345 6789', '+912223456789'],
      ['0124 234 5678', '+911242345678'],
      ['1234567890', null],
    ];
    for (const [typed, stored] of cases) assert.equal(toE164Phone(typed), stored, typed);
  });

  it('gives the server the number in E.164 and the form the number as typed', () => {
    const typed = { ...registration, phone: ' 022 2345 6789 ' };
    const asBody = checkForm(RegisterForm, typed, [passwordsMatch], { mask: true });
    assert.equal(asBody.ok && asBody.value.phone, '+912223456789');
    const asForm = checkForm(RegisterForm, typed, [passwordsMatch]);
    assert.equal(asForm.ok && asForm.value.phone, ' 022 2345 6789 ');
    const contact = checkForm(ContactMessage, { name: 'A', email: 'a@b.in', message: 'Hi', phone: '09820145678' }, [], { mask: true });
    assert.equal(contact.ok && contact.value.phone, '+919820145678');
    const empty = checkForm(ContactMessage, { name: 'A', email: 'a@b.in', message: 'Hi', phone: '  ' }, [], { mask: true });
    assert.equal(empty.ok && empty.value.phone, '');
  });

  it('checks the contact form phone only when one is given', () => {
    assert.equal(checkForm(ContactMessage, { name: 'A', email: 'a@b.in', message: 'Hi' }).ok, true);
    assert.equal(checkForm(ContactMessage, { name: 'A', email: 'a@b.in', message: 'Hi', phone: '' }).ok, true);
    const bad = checkForm(ContactMessage, { name: 'A', email: 'a@b.in', message: 'Hi', phone: '12345' });
    assert.equal(!bad.ok && bad.errors.phone, PHONE_MESSAGE);
  });
});

describe('a stored session, as the classic script checks it', () => {
  const user = { id: 'u1', name: 'Asha Rao', email: 'asha@example.in', role: 'owner' };
  const complete = { ...user, token: 't', refreshToken: 'r' };
  const cases: unknown[] = [
    complete,
    { ...complete, id: 7 },
    { ...complete, avatar: null, clinicName: 'Lotus' },
    { ...complete, extra: 'kept' },
    { ...complete, avatar: 3 },
    { ...complete, clinicName: false },
    { ...complete, name: '  ' },
    { ...complete, token: '' },
    { ...complete, id: '' },
    { ...complete, id: Number.NaN },
    { ...complete, refreshToken: undefined },
    { ...complete, email: 5 },
    null,
    [],
    'text',
    {},
    // The user alone: the refresh token is in the API's cookie.
    user,
    { ...user, id: 7, avatar: null },
    { ...user, token: 't' },
    { ...user, refreshToken: 'r' },
    { ...user, token: null, refreshToken: null },
    { ...user, token: '', refreshToken: '' },
    { ...user, name: '' },
  ];
  it('gives the same answer as the StoredSession struct, without a validation library', () => {
    for (const value of cases) assert.equal(isStoredSession(value), is(value, StoredSession), JSON.stringify(value));
  });

  it('keeps a session with both tokens or with neither, never with one', () => {
    assert.equal(isStoredSession(complete), true);
    assert.equal(isStoredSession(user), true);
    assert.equal(isStoredSession({ ...user, token: 't' }), false);
    assert.equal(isStoredSession({ ...user, refreshToken: 'r' }), false);
    assert.equal(isStoredSession({ ...user, token: null, refreshToken: null }), false);
  });
});

/**
 * The nine languages' catalogs: the same keys and placeholders as en-IN in every area, modules that
 * import nothing but types, checks that write their messages in a chosen language (en-IN unchanged),
 * and the Accept-Language choice between a named language and none.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { boolean, object, optional } from 'superstruct';
import {
  checkForm,
  checkProblems,
  ContactMessage,
  fieldCode,
  Login,
  passwordsMatch,
  problemText,
  RegisterForm,
  RESET_PASSWORD_RULES,
  resetFormKeyedProblem,
  resetFormProblem,
  resetPasswordKeyedProblem,
  requiredText,
} from '../../protocol/index.ts';
import { LANGUAGES, negotiateLanguage, preferredLanguage } from '../../protocol/languages.ts';
import { flatten, readCatalog } from '../../scripts/compile-locales.ts';
import { readLocales } from '../../scripts/locales.ts';
import { personalPasswordKeyedProblem } from '../../protocol/password.ts';
import { CATALOGS } from '../../server/languages.ts';

const EN = CATALOGS['en-IN'];
const AREAS = ['validation', 'errors', 'answers'] as const;

/** A language's API messages as its folder holds them: `area.key` → ICU text. */
const raw = new Map(readLocales().map((locale) => [locale.tag, flatten(readCatalog(locale, 'api'))] as const));

describe('protocol message catalogs (validation, errors, answers)', () => {
  for (const language of LANGUAGES) {
    it(`${language} has exactly en-IN's keys, each with some text`, () => {
      for (const area of AREAS) {
        assert.deepEqual(Object.keys(CATALOGS[language][area]), Object.keys(EN[area]), `${language} ${area} keys`);
      }
      for (const [key, text] of raw.get(language)!) assert.ok(text.trim().length > 0, `${language} ${key} is empty`);
    });
  }

  it('translates every message of every other language (no English left in a catalog)', () => {
    const english = raw.get('en-IN')!;
    for (const language of LANGUAGES.filter((l) => l !== 'en-IN')) {
      for (const [key, text] of raw.get(language)!) {
        assert.notEqual(text, english.get(key), `${language} ${key} is still English`);
        assert.match(text, /[^\x00-\x7f]/, `${language} ${key} has no text in its script`);
      }
    }
  });

  it('keeps the browser fallbacks by status under codes of their own', () => {
    assert.deepEqual(
      [
        EN.errors.STATUS_400,
        EN.errors.STATUS_401,
        EN.errors.STATUS_404,
        EN.errors.STATUS_409,
        EN.errors.STATUS_500,
        EN.errors.UNEXPECTED_ERROR,
        EN.errors.NETWORK_ERROR,
      ],
      [
        'Invalid input data',
        'Invalid credentials',
        'User not found',
        'Email already exists',
        'Server error. Please try again later.',
        'An unexpected error occurred',
        'Network error. Please check your connection.',
      ],
    );
  });
});

describe('checks in a chosen language', () => {
  const hi = CATALOGS['hi-IN'].validation;

  it('write each field problem from the language given, en-IN by default', () => {
    const english = checkForm(Login, { email: 'asha.example.in', password: '' });
    assert.deepEqual(english, { ok: false, errors: { email: 'Please enter a valid email address', password: 'Password is required' } });
    const hindi = checkForm(Login, { email: 'asha.example.in', password: '' }, [], { messages: hi });
    assert.deepEqual(hindi, { ok: false, errors: { email: hi.emailInvalid, password: hi.passwordRequired } });
    assert.equal(hi.emailInvalid, 'कृपया सही ईमेल पता दर्ज करें');
  });

  it('write a length bound in the language, and keep the English one as it was (5000, not 5,000)', () => {
    const message = 'x'.repeat(5001);
    const english = checkForm(ContactMessage, { name: 'A', email: 'a@b.in', message });
    assert.deepEqual(english.ok ? null : english.errors, { message: 'Please keep this under 5000 characters' });
    const bengali = checkForm(ContactMessage, { name: 'A', email: 'a@b.in', message }, [], { messages: CATALOGS['bn-IN'].validation, locale: 'bn-IN' });
    assert.deepEqual(bengali.ok ? null : bengali.errors, { message: 'অনুগ্রহ করে এটি 5000টি অক্ষরের মধ্যে রাখুন' });
  });

  it('name each problem by a stable key with its values, and the cross-field rules too', () => {
    const result = checkProblems(RegisterForm, { clinicName: 'x'.repeat(201), password: 'a', confirmPassword: 'b' }, [passwordsMatch]);
    assert.equal(result.ok, false);
    if (result.ok) return;
    assert.deepEqual(result.problems.clinicName, { key: 'tooLong', params: { max: 200 } });
    assert.deepEqual(result.problems.password, { key: 'passwordTooShort', params: { min: 8 } });
    assert.deepEqual(result.problems.ownerName, { key: 'ownerNameRequired' });
    assert.equal(fieldCode('ownerNameRequired'), 'OWNER_NAME_REQUIRED');
    assert.equal(fieldCode('tooLong'), 'TOO_LONG');
  });

  it("keep superstruct's own words in en-IN for a failure no rule names, and say invalidValue in another language", () => {
    const struct = object({ rememberMe: optional(boolean()) });
    const english = checkForm(struct, { rememberMe: 'yes' });
    assert.match(english.ok ? '' : (english.errors.rememberMe ?? ''), /^Expected a value of type `boolean`/);
    const hindi = checkForm(struct, { rememberMe: 'yes' }, [], { messages: hi });
    assert.deepEqual(hindi.ok ? null : hindi.errors, { rememberMe: hi.invalidValue });
    // A cross-check's own words are shown as they are in en-IN.
    const own = checkForm(struct, {}, [() => ({ rememberMe: 'Tick it' })]);
    assert.deepEqual(own.ok ? null : own.errors, { rememberMe: 'Tick it' });
  });

  it('give the reset checklist and the reset form their keys, the English text unchanged', () => {
    assert.deepEqual(
      RESET_PASSWORD_RULES.map((rule) => [rule.key, rule.message, rule.itemKey ?? null, rule.item ?? null]),
      [
        ['passwordTooShort', 'Password must be at least 8 characters long', 'checklistLength', 'At least 8 characters'],
        ['passwordTooLong', 'Password must be at most 128 characters long', null, null],
        ['passwordLowercase', 'Password must contain at least one lowercase letter', 'checklistCases', 'Upper and lower case letters'],
        ['passwordUppercase', 'Password must contain at least one uppercase letter', 'checklistCases', 'Upper and lower case letters'],
        ['passwordNumber', 'Password must contain at least one number', 'checklistNumber', 'At least one number'],
        ['controlCharacters', 'Please remove the invisible control characters from this field', null, null],
      ],
    );
    const short = RESET_PASSWORD_RULES[0]!;
    assert.equal(problemText({ key: short.itemKey!, ...(short.params ? { params: short.params } : {}) }, hi), 'कम से कम 8 अक्षर');
    assert.deepEqual(resetFormKeyedProblem('Abcdefg1', 'other'), { key: 'passwordsDoNotMatch' });
    assert.deepEqual(resetPasswordKeyedProblem('abcdefgh1'), { key: 'passwordUppercase' });
    assert.equal(resetFormProblem('Ab1', 'Ab1'), 'Password must be at least 8 characters long');
    assert.equal(problemText(resetFormKeyedProblem('Ab1', 'Ab1')!, CATALOGS['ta-IN'].validation), 'கடவுச்சொல்லில் குறைந்தது 8 எழுத்துகள் இருக்க வேண்டும்');
    assert.deepEqual(personalPasswordKeyedProblem('priyadeshpande', ['Priya Deshpande']), { key: 'passwordPersonal' });
  });

  it('take a problem key for a required field instead of a message', () => {
    const result = checkForm(object({ note: requiredText('nameRequired') }), { note: ' ' }, [], { messages: CATALOGS['gu-IN'].validation });
    assert.deepEqual(result.ok ? null : result.errors, { note: CATALOGS['gu-IN'].validation.nameRequired });
  });
});

describe('Accept-Language', () => {
  it('tells a header that names one of ours from one that names none', () => {
    assert.equal(preferredLanguage('ta'), 'ta-IN');
    assert.equal(preferredLanguage('fr-FR, de;q=0.8'), null);
    assert.equal(preferredLanguage('*'), null);
    assert.equal(preferredLanguage(undefined), null);
    assert.equal(preferredLanguage('hi;q=garbage, kn;q=0.5'), 'hi-IN');
    assert.equal(negotiateLanguage('*'), 'en-IN');
  });
});

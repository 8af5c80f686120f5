/**
 * How an element picks its language and speaks it: its own `lang`, else `configure({ lang })` (or
 * 'auto', the browser's languages), else an ancestor's, else `<html lang>`; a bare tag finds its Indian catalog; an unknown one is
 * English with one warning; a change re-renders in place; `configure({ messages })` overrides keys.
 */
import { expect, fixture, waitUntil } from '@open-wc/testing';
import '../../../widgets/elements/sign-in/sign-in.element.ts';
import '../../../widgets/elements/pricing/pricing.element.ts';
import '../../../widgets/elements/chat/chat.element.ts';
import hiIN from '../../../protocol/locales/hi-IN/elements.js';
import taIN from '../../../protocol/locales/ta-IN/elements.js';
import hiProtocol from '../../../protocol/locales/hi-IN/elements.js';
import taProtocol from '../../../protocol/locales/ta-IN/elements.js';
import '../../../widgets/elements/register/register.element.ts';
import { registerViaForm } from '../../support/register-form.ts';
import { bannerText, fieldError, find, json, shadow, stubPage, submit, type } from '../../support/page.ts';

const heading = (el: Element) => shadow(el).querySelector('h2')?.textContent ?? '';

async function signIn(html: string, select = 'clinic-sign-in') {
  const root = await fixture(html);
  const el = root.matches(select) ? root : root.querySelector(select)!;
  await find(el, 'form');
  return el;
}

describe('the language of an element', () => {
  const htmlLang = document.documentElement.getAttribute('lang');
  afterEach(() => {
    if (htmlLang === null) document.documentElement.removeAttribute('lang');
    else document.documentElement.setAttribute('lang', htmlLang);
  });

  it('is its own lang attribute: a bare "ta" is Tamil', async () => {
    stubPage();
    const el = await signIn('<clinic-sign-in lang="ta"></clinic-sign-in>');
    await waitUntil(() => heading(el) === taIN.signIn.heading, 'the Tamil heading');
    expect(shadow(el).querySelector('label[for="field-email"]')!.textContent).to.equal(taIN.signIn.email);
    expect(shadow(el).querySelector('button[type=submit]')!.textContent).to.equal(taIN.signIn.submit);
    await expect(el).shadowDom.to.be.accessible();
  });

  it('else the closest ancestor with lang, before <html lang>', async () => {
    stubPage();
    document.documentElement.setAttribute('lang', 'ta-IN');
    const el = await signIn('<div lang="hi-IN"><section><clinic-sign-in></clinic-sign-in></section></div>');
    await waitUntil(() => heading(el) === hiIN.signIn.heading, 'the Hindi heading');
  });

  it('else the language the page configured, before <html lang> and its ancestors (a partner page is <html lang="en">)', async () => {
    const { page } = stubPage();
    document.documentElement.setAttribute('lang', 'en');
    page.config.configure({ lang: 'ta' });
    const el = await signIn('<div lang="en-GB"><clinic-sign-in></clinic-sign-in></div>');
    await waitUntil(() => heading(el) === taIN.signIn.heading, 'the configured language over the page’s');
    // The element's own lang still wins.
    const own = await signIn('<clinic-sign-in lang="hi"></clinic-sign-in>');
    await waitUntil(() => heading(own) === hiIN.signIn.heading, 'the element’s own language');
  });

  it("with lang: 'auto', the first of the visitor's browser languages that is ours", async () => {
    const { page } = stubPage();
    const languages = Object.getOwnPropertyDescriptor(Navigator.prototype, 'languages')!;
    Object.defineProperty(navigator, 'languages', { configurable: true, get: () => ['fr-FR', 'ta-IN', 'en-GB'] });
    try {
      document.documentElement.setAttribute('lang', 'en');
      page.config.configure({ lang: 'auto' });
      const el = await signIn('<clinic-sign-in></clinic-sign-in>');
      await waitUntil(() => heading(el) === taIN.signIn.heading, 'Tamil, the first of ours');
    } finally {
      Object.defineProperty(Navigator.prototype, 'languages', languages);
      delete (navigator as unknown as Record<string, unknown>).languages;
    }
  });

  it('else <html lang>; an empty lang says nothing', async () => {
    stubPage();
    document.documentElement.setAttribute('lang', 'ta');
    const el = await signIn('<div lang=""><clinic-sign-in></clinic-sign-in></div>');
    await waitUntil(() => heading(el) === taIN.signIn.heading, '<html lang>');
  });

  it('falls back to Indian English with one [clinic-widgets] warning for a language it does not speak', async () => {
    stubPage();
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args.join(' '));
    try {
      const first = await signIn('<clinic-sign-in lang="fr-FR"></clinic-sign-in>');
      await signIn('<clinic-sign-in lang="fr-FR"></clinic-sign-in>');
      expect(heading(first)).to.equal('Sign in to your clinic');
      await waitUntil(() => warnings.some((warning) => warning.includes('lang="fr-FR"')), 'the warning');
      expect(warnings.filter((warning) => warning.includes('lang="fr-FR"'))).to.have.length(1);
      expect(warnings[0]).to.match(/^\[clinic-widgets\]/);
    } finally {
      console.warn = warn;
    }
  });

  it('re-renders in place when lang changes on the element or on <html>, keeping what was typed', async () => {
    stubPage();
    document.documentElement.setAttribute('lang', 'en-IN');
    const el = await signIn('<clinic-sign-in></clinic-sign-in>');
    type(shadow(el).querySelector<HTMLInputElement>('#field-email')!, 'asha@example.in');
    document.documentElement.setAttribute('lang', 'hi');
    await waitUntil(() => heading(el) === hiIN.signIn.heading, 'Hindi after <html lang> changed');
    el.setAttribute('lang', 'ta');
    await waitUntil(() => heading(el) === taIN.signIn.heading, 'Tamil after its own lang changed');
    expect(shadow(el).querySelector<HTMLInputElement>('#field-email')!.value).to.equal('asha@example.in');
    el.removeAttribute('lang');
    await waitUntil(() => heading(el) === hiIN.signIn.heading, 'the page language again');
  });

  it('takes configure({ messages }): a key for every language, a language’s own key over it', async () => {
    const { page } = stubPage();
    page.config.configure({ messages: { 'signIn.submit': 'Log in' } });
    page.config.configure({ messages: { 'hi-IN': { 'signIn.submit': 'लॉग इन करें' } } });
    const english = await signIn('<clinic-sign-in lang="en"></clinic-sign-in>');
    const hindi = await signIn('<clinic-sign-in lang="hi"></clinic-sign-in>');
    const tamil = await signIn('<clinic-sign-in lang="ta"></clinic-sign-in>');
    const submit = (el: Element) => shadow(el).querySelector('button[type=submit]')!.textContent;
    await waitUntil(() => submit(hindi) === 'लॉग इन करें' && heading(tamil) === taIN.signIn.heading);
    expect(submit(english)).to.equal('Log in');
    expect(submit(tamil)).to.equal('Log in');
    // A value that is not a string is never shown.
    page.config.configure({ messages: { 'signIn.heading': 42 as unknown as string } });
    expect(heading(english)).to.equal('Sign in to your clinic');
  });

  it('writes rupees the Indian way and translates the pricing content in Hindi', async () => {
    stubPage();
    const el = await fixture('<clinic-pricing lang="hi" billing="annually"></clinic-pricing>');
    await waitUntil(() => shadow(el).textContent?.includes('सबसे लोकप्रिय'), 'the Hindi pricing table');
    const text = shadow(el).textContent!;
    expect(text).to.contain('₹72,000');
    expect(text).to.contain('प्रति वर्ष');
    expect(text).to.contain('2,000 क्लाइंट तक');
    expect(text).not.to.contain('Most Popular');
    await expect(el).shadowDom.to.be.accessible();
  });

  it('checks its form in its language, and writes an error code in its own words: no translation asked of the API', async () => {
    const { calls } = stubPage({ '/api/auth/login': [json(401, { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' })] });
    const el = await signIn('<clinic-sign-in lang="hi"></clinic-sign-in>');
    await waitUntil(() => heading(el) === hiIN.signIn.heading);
    type(shadow(el).querySelector<HTMLInputElement>('#field-email')!, 'asha.example.in');
    type(shadow(el).querySelector<HTMLInputElement>('#field-password')!, 'secret-pass-1');
    submit(el);
    await waitUntil(() => fieldError(el, 'email'), 'the field message');
    expect(fieldError(el, 'email')).to.equal(hiProtocol.validation.emailInvalid);
    expect(calls).to.have.length(0);
    type(shadow(el).querySelector<HTMLInputElement>('#field-email')!, 'asha@example.in');
    submit(el);
    await waitUntil(() => bannerText(el), 'the failure banner');
    // The API's English message gives way to the element's own words for its code.
    expect(bannerText(el)).to.equal(hiProtocol.errors.INVALID_CREDENTIALS);
    expect(calls).to.have.length(1);
    expect(calls[0]!.headers).not.to.have.property('Accept-Language');
  });

  it("writes a refused field in its own words from the field's code, and the API's message where it has none", async () => {
    stubPage({
      '/api/auth/register': [
        json(400, {
          code: 'INVALID_INPUT',
          message: 'Invalid input data',
          fields: { email: 'Email address is refused by the server', clinicName: 'Please keep this under 200 characters' },
          fieldCodes: { email: 'EMAIL_INVALID', clinicName: 'NOT_A_CODE' },
        }),
      ],
    });
    const el = await fixture('<clinic-register lang="ta"></clinic-register>');
    await registerViaForm(el);
    await waitUntil(() => fieldError(el, 'email'), 'the field message');
    expect(fieldError(el, 'email')).to.equal(taProtocol.validation.emailInvalid);
    expect(fieldError(el, 'clinicName')).to.equal('Please keep this under 200 characters');
  });

  it('sends the API the language it keeps: a new account’s, in the registration’s body', async () => {
    const { calls } = stubPage({ '/api/auth/register': [json(400, { code: 'EMAIL_EXISTS', message: 'Email already exists' })] });
    const el = await fixture('<clinic-register lang="ta"></clinic-register>');
    await registerViaForm(el);
    await waitUntil(() => calls.length === 1, 'the call');
    expect((calls[0]!.body as { language?: string }).language).to.equal('ta-IN');
    expect(calls[0]!.headers).not.to.have.property('Accept-Language');
  });

  it('calls the API in Indian English as it always has: no Accept-Language, the API’s own message', async () => {
    const { calls } = stubPage({ '/api/auth/login': [json(401, { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' })] });
    const el = await signIn('<clinic-sign-in lang="en-IN"></clinic-sign-in>');
    type(shadow(el).querySelector<HTMLInputElement>('#field-email')!, 'asha@example.in');
    type(shadow(el).querySelector<HTMLInputElement>('#field-password')!, 'secret-pass-1');
    submit(el);
    await waitUntil(() => bannerText(el), 'the failure banner');
    expect(bannerText(el)).to.equal('Invalid email or password');
    expect(calls[0]!.headers).not.to.have.property('Accept-Language');
  });

  it('names the chat launcher in its language, its short word on a phone too', async () => {
    stubPage();
    const el = await fixture('<clinic-chat lang="hi"></clinic-chat>');
    const launcher = await find(el, '.launcher');
    await waitUntil(() => launcher.textContent === hiIN.chat.open, 'the Hindi label');
    expect(launcher.dataset.short).to.equal(hiIN.chat.short);
  });
});

describe("an element's links in its language", () => {
  it('leads to the site’s pages in the element’s language: the Hindi sign-in’s links go to /hi/…', async () => {
    stubPage();
    const el = await signIn('<clinic-sign-in lang="hi"></clinic-sign-in>');
    await waitUntil(() => heading(el) === hiIN.signIn.heading);
    const hrefs = [...shadow(el).querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).to.include.members(['/hi/register', '/hi/forgot-password']);
    // A link the page gave in the language already is kept as it is.
    const own = await signIn('<clinic-sign-in lang="hi" register-href="/hi/register?plan=pro"></clinic-sign-in>');
    await waitUntil(() => heading(own) === hiIN.signIn.heading);
    expect([...shadow(own).querySelectorAll('a')].map((a) => a.getAttribute('href'))).to.include('/hi/register?plan=pro');
  });
});

/**
 * What a partner adds: a language the elements do not ship (`registerLanguage`), falling back to
 * English key by key; messages with placeholders, compiled as the catalogs are; and one warning,
 * with the key meant, for each key, language or value that would never be shown.
 */
import { expect, fixture, waitUntil } from '@open-wc/testing';
import '../../../widgets/elements/sign-in/sign-in.element.ts';
import '../../../widgets/elements/pricing/pricing.element.ts';
import { registerLanguage } from '../../../widgets/runtime/script/config/register-language.ts';
import { resetWarnings } from '../../../widgets/runtime/script/diagnostics/warn.ts';
import { shadow, stubPage } from '../../support/page.ts';

const heading = (el: Element) => shadow(el).querySelector('h2')?.textContent ?? '';
const submit = (el: Element) => shadow(el).querySelector('button[type=submit]')?.textContent ?? '';

/** The console's warnings while `run` runs, until `until` holds. */
async function warningsOf(run: () => void | Promise<void>, until: (warnings: string[]) => boolean): Promise<string[]> {
  resetWarnings();
  const warnings: string[] = [];
  const warn = console.warn;
  console.warn = (...args: unknown[]) => warnings.push(args.join(' '));
  try {
    await run();
    await waitUntil(() => until(warnings), `warnings so far: ${warnings.join(' | ')}`);
  } finally {
    console.warn = warn;
  }
  return warnings;
}

describe('languages a partner adds', () => {
  it('registerLanguage adds a language: its own words where given, English for the rest', async () => {
    const { page } = stubPage();
    registerLanguage(page.config, 'pa-IN', { 'signIn.submit': 'ਸਾਈਨ ਇਨ ਕਰੋ', 'signIn.heading': 'ਆਪਣੇ ਕਲੀਨਿਕ ਵਿੱਚ ਸਾਈਨ ਇਨ ਕਰੋ' });
    const el = await fixture('<clinic-sign-in lang="pa"></clinic-sign-in>');
    await waitUntil(() => submit(el) === 'ਸਾਈਨ ਇਨ ਕਰੋ', 'the Punjabi button');
    expect(heading(el)).to.equal('ਆਪਣੇ ਕਲੀਨਿਕ ਵਿੱਚ ਸਾਈਨ ਇਨ ਕਰੋ');
    // A key it lacks is English.
    expect(shadow(el).querySelector('label[for="field-email"]')!.textContent).to.equal('Email address');
  });

  it('compiles a message with placeholders as the catalogs are', async () => {
    const { page } = stubPage();
    page.config.configure({ messages: { 'pricing.save': 'Spare {percent, number} percent' } });
    const el = await fixture('<clinic-pricing></clinic-pricing>');
    await waitUntil(() => /Spare \d+ percent/.test(shadow(el).textContent ?? ''), 'the override with its value');
    expect(shadow(el).textContent).not.to.contain('{percent');
  });

  it('warns once for a misspelt key, an unknown language, a value that is not text, and a bad tag', async () => {
    const { page } = stubPage();
    const warnings = await warningsOf(
      () => {
        page.config.configure({ messages: { 'signIn.sbumit': 'Go', 'fr-FR': { 'signIn.submit': 'Connexion' }, 'signIn.heading': 42 as unknown as string } });
        page.config.configure({ messages: { ta: { 'signIn.emial': 'மின்னஞ்சல்' } } });
        registerLanguage(page.config, 'Punjabi', {});
      },
      (found) => found.length >= 5,
    );
    const text = warnings.join('\n');
    expect(text).to.contain('"signIn.sbumit" is not a message key; did you mean "signIn.submit"?');
    expect(text).to.contain('"fr-FR" is not a language the elements speak');
    expect(text).to.contain('"signIn.heading" must be a string; number is ignored');
    expect(text).to.contain('ta: "signIn.emial" is not a message key; did you mean "signIn.email"?');
    expect(text).to.contain('registerLanguage("Punjabi", …): the first argument is a language tag such as \'pa-IN\'');
    expect(warnings.every((line) => line.startsWith('[clinic-widgets] '))).to.equal(true);
  });

  it('names the known languages, an added one included, for a lang it does not know', async () => {
    const { page } = stubPage();
    registerLanguage(page.config, 'or-IN', { 'signIn.submit': 'ସାଇନ୍ ଇନ୍' });
    const warnings = await warningsOf(
      async () => {
        await fixture('<clinic-sign-in lang="xx"></clinic-sign-in>');
      },
      (found) => found.some((line) => line.includes('lang="xx"')),
    );
    expect(warnings.find((line) => line.includes('lang="xx"'))).to.contain('en-IN, hi-IN, bn-IN, ta-IN, te-IN, mr-IN, kn-IN, ml-IN, gu-IN, or-IN');
  });
});

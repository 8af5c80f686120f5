/**
 * The welcome and reset mails in the nine languages: en-IN exactly as they were always sent (the
 * fixture holds the mails as the English-only code wrote them), every other language with its own
 * subject, text and HTML, every placeholder filled and the owner's words escaped in the HTML.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { LANGUAGES, type Language } from '../../protocol/languages.ts';
import type { Mailbox } from '../../server/config.ts';
import { MAIL_MESSAGES } from '../../server/mail/messages.ts';
import { resetLink, resetMail } from '../../server/mail/reset-mail.ts';
import { welcomeMail, type Welcome } from '../../server/mail/welcome-mail.ts';

interface Fixture {
  welcome: Array<{ input: Welcome; mail: unknown }>;
  reset: Array<{ input: [string, string, string]; mail: unknown }>;
}
const fixture = JSON.parse(readFileSync(new URL('../fixtures/mails-en-IN.json', import.meta.url), 'utf8')) as Fixture;
const replyTo: Mailbox = { name: 'ClinicPlatform Support', address: 'support@clinicplatform.in' };
const welcome = (language: Language) =>
  welcomeMail({
    to: 'a@clinic.example',
    ownerName: 'Dr. <b>Meera</b>',
    clinicName: 'Kesar & Co',
    plan: 'pro',
    billing: 'annually',
    publicUrl: 'https://clinic.example',
    replyTo,
    language,
  });
const reset = (language: Language) => resetMail('a@clinic.example', 'Dr. <b>Meera</b>', 'https://clinic.example/reset-password?token=t', language);

describe('mails in nine languages', () => {
  it('keeps the en-IN mails byte for byte as they were sent before there were languages', () => {
    for (const { input, mail } of fixture.welcome) {
      assert.deepEqual(welcomeMail(input), mail);
      assert.deepEqual(welcomeMail({ ...input, language: 'en-IN' }), mail);
    }
    for (const { input, mail } of fixture.reset) assert.deepEqual(resetMail(...input), mail);
  });

  it('has the same words in every language', () => {
    for (const language of LANGUAGES) {
      assert.deepEqual(Object.keys(MAIL_MESSAGES[language]), Object.keys(MAIL_MESSAGES['en-IN']), language);
    }
  });

  for (const language of LANGUAGES.filter((l) => l !== 'en-IN')) {
    it(`writes the welcome and reset mails wholly in ${language}, placeholders filled, the owner's words escaped`, () => {
      for (const mail of [welcome(language), reset(language)]) {
        const english = mail.kind === 'welcome' ? welcome('en-IN') : reset('en-IN');
        assert.notEqual(mail.subject, english.subject);
        assert.match(mail.subject, /[^\x00-\x7f]/);
        assert.doesNotMatch(`${mail.text}${mail.html}`, /\{\w+(,[^}]*)?\}/, 'a placeholder left unfilled');
        assert.ok(mail.html.includes(`<html lang="${language}">`));
        assert.ok(mail.html.includes('Dr. &lt;b&gt;Meera&lt;/b&gt;'));
        assert.ok(mail.text.includes('Dr. <b>Meera</b>'));
        // No English sentence left: every line of the text that is words is in the language's script.
        for (const line of mail.text.split('\n').filter((l) => /[a-z]{4,} [a-z]{3,} [a-z]{3,}/i.test(l) && !l.includes('http')))
          assert.fail(`English left in ${language}: ${line}`);
      }
      const text = welcome(language).text;
      assert.ok(text.includes('Kesar & Co'));
      assert.ok(welcome(language).html.includes('<a href="mailto:support@clinicplatform.in">support@clinicplatform.in</a>'));
      assert.ok(reset(language).text.includes('https://clinic.example/reset-password?token=t'));
    });
  }

  it('writes the price as Indian prices are written in every language (Latin digits, lakh grouping)', () => {
    assert.match(welcome('hi-IN').text, /प्लान: Pro, सालाना बिलिंग \(₹72,000 प्रति वर्ष \+ 18% GST\)/);
    assert.match(welcome('mr-IN').text, /दरवर्षी ₹72,000 \+ 18% GST/);
    assert.match(welcome('bn-IN').text, /বছরে ₹72,000 \+ 18% GST/);
    assert.match(reset('ta-IN').text, /24 மணி நேரம்/);
  });

  it("links to the site's pages in the mail's language: the next steps and the reset page", () => {
    assert.equal(resetLink('https://clinic.example', 't', 'en-IN'), 'https://clinic.example/reset-password?token=t');
    assert.equal(resetLink('https://clinic.example', 't/+', 'ta-IN'), 'https://clinic.example/ta/reset-password?token=t%2F%2B');
    for (const language of LANGUAGES) {
      const prefix = language === 'en-IN' ? '' : `/${language.slice(0, 2)}`;
      const links = [...welcome(language).html.matchAll(/href="https:\/\/clinic\.example([^"]*)"/g)].map((match) => match[1]);
      assert.deepEqual(links, [`${prefix}/handbook#getting-started`, `${prefix}/support`, `${prefix}/contact`], language);
    }
  });
});

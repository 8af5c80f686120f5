/**
 * The message catalogs: every language has every area and key en-IN has (and no other), with the
 * same placeholders and markup tags, and is a translation rather than a copy of another language.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { LANGUAGES } from '../../protocol/languages.ts';
import { flatten, localeProblems, placeholders, readCatalog } from '../../scripts/compile-locales.ts';
import { readLocales } from '../../scripts/locales.ts';
import { messageKeyList, withKeyList } from '../../scripts/message-keys.ts';

/** A language's element catalog as its folder holds it: `area.key` → ICU text, the content areas and the API's browser messages too. */
function flat(locale: ReturnType<typeof readLocales>[number]): Map<string, string> {
  const api = readCatalog(locale, 'api');
  return flatten({ ...readCatalog(locale, 'elements'), pricingContent: readCatalog(locale, 'pricing'), validation: api.validation!, errors: api.errors! });
}

const [reference, ...others] = readLocales();
const catalogs = new Map(others.map((locale) => [locale.tag, flat(locale)] as const));

/** The markup tags of a rich message (`<terms>…</terms>`), sorted. */
const tags = (message: string) => [...message.matchAll(/<([a-z]+)>/g)].map((match) => match[1]!).sort();

/** Keys whose message may rightly read the same in another language: names, codes, addresses. */
const SAME_ANYWHERE = /^(pricingContent\.(plans\.(basic|pro|enterprise)\.name|rows\.whatsapp)|newsletter\.placeholder|contact\.methodWhatsapp|pricing\.gst)$/;

const english = flat(reference!);

describe('message catalogs', () => {
  it('every language folder has exactly English keys and placeholders, in valid ICU MessageFormat', () => {
    assert.deepEqual(localeProblems(), []);
  });

  for (const [language, messages] of catalogs) {
    it(`${language} has exactly en-IN's keys`, () => {
      assert.deepEqual(
        [...english.keys()].filter((key) => !messages.has(key)),
        [],
        `${language} lacks these keys`,
      );
      assert.deepEqual(
        [...messages.keys()].filter((key) => !english.has(key)),
        [],
        `${language} has keys en-IN does not`,
      );
    });

    it(`${language} keeps each message's placeholders and markup, and writes every message`, () => {
      for (const [key, source] of english) {
        const translated = messages.get(key) ?? '';
        assert.deepEqual(placeholders(translated), placeholders(source), `${language} ${key}: placeholders`);
        assert.deepEqual(tags(translated), tags(source), `${language} ${key}: markup`);
        assert.ok(translated.trim() !== '', `${language} ${key}: empty`);
      }
    });

    it(`${language} is a translation, not a copy of English or of another language`, () => {
      const translatable = [...english.keys()].filter((key) => !SAME_ANYWHERE.test(key));
      const sameAsEnglish = translatable.filter((key) => messages.get(key) === english.get(key));
      assert.ok(
        sameAsEnglish.length <= translatable.length * 0.1,
        `${language}: ${sameAsEnglish.length} messages are the English ones: ${sameAsEnglish.slice(0, 8).join(', ')}`,
      );
      for (const [other, theirs] of catalogs) {
        if (other === language) continue;
        const same = translatable.filter((key) => messages.get(key) === theirs.get(key) && messages.get(key) !== english.get(key));
        assert.ok(same.length <= translatable.length * 0.1, `${language} and ${other} share ${same.length} messages: ${same.slice(0, 8).join(', ')}`);
      }
    });
  }

  it('lists every key in the README (npx tsx scripts/message-keys.ts --write)', () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    assert.equal(readme, withKeyList(readme, messageKeyList()));
  });

  it('names the nine languages, en-IN first', () => {
    assert.deepEqual(LANGUAGES, ['en-IN', 'hi-IN', 'bn-IN', 'ta-IN', 'te-IN', 'mr-IN', 'kn-IN', 'ml-IN', 'gu-IN']);
    assert.equal(catalogs.size, 8);
  });
});

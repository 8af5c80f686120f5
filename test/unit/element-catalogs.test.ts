/**
 * The message catalogs: every language has every area and key en-IN has (and no other), with the
 * same placeholders and markup tags, and is a translation rather than a copy of another language.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LANGUAGES, type Language } from '../../protocol/languages.ts';
import { formatMessage } from '../../protocol/messages/format.ts';
import { enIN } from '../../widgets/i18n/en-IN/index.ts';
import { loadCatalogPart } from '../../widgets/i18n/load.ts';
import type { Catalog } from '../../widgets/i18n/types.ts';
import { readFileSync } from 'node:fs';
import { messageKeyList, withKeyList } from '../../scripts/message-keys.ts';

const others = LANGUAGES.filter((language) => language !== 'en-IN');
/** A language's whole catalog: its interface and every content area. */
const whole = async (language: Language) => ({ ...(await loadCatalogPart(language, 'ui')), ...(await loadCatalogPart(language, 'pricingContent')) }) as Catalog;
const catalogs = new Map<Language, Catalog>(await Promise.all(others.map(async (language) => [language, await whole(language)] as const)));

/** `area.key` → message, for one catalog. */
function flat(catalog: Catalog): Map<string, string> {
  return new Map(
    Object.entries(catalog).flatMap(([area, messages]) => Object.entries(messages).map(([key, message]) => [`${area}.${key}`, message as string])),
  );
}

/** The index of the `}` closing the `{` at `open`. */
function closing(text: string, open: number): number {
  let depth = 0;
  for (let at = open; at < text.length; at++) {
    if (text[at] === '{') depth++;
    else if (text[at] === '}' && --depth === 0) return at;
  }
  return text.length;
}

/**
 * The names a message's placeholders use, sorted: each `{name}` and `{name, plural|select, …}`, and
 * those inside a plural's or select's branches (whose own words are text, not placeholders).
 */
function placeholders(message: string): string[] {
  const names: string[] = [];
  for (let at = message.indexOf('{'); at >= 0; at = message.indexOf('{', at)) {
    const end = closing(message, at);
    const [, name = '', branches] = /^\s*(\w+)\s*(?:,\s*\w+\s*,([\s\S]*))?$/.exec(message.slice(at + 1, end)) ?? [];
    names.push(name);
    for (let open = branches?.indexOf('{') ?? -1; branches && open >= 0; open = branches.indexOf('{', closing(branches, open))) {
      names.push(...placeholders(branches.slice(open + 1, closing(branches, open))));
    }
    at = end + 1;
  }
  return names.sort();
}

/** The markup tags of a rich message (`<terms>…</terms>`), sorted. */
const tags = (message: string) => [...message.matchAll(/<([a-z]+)>/g)].map((match) => match[1]!).sort();

/** Keys whose message may rightly read the same in another language: names, codes, addresses. */
const SAME_ANYWHERE = /^(pricingContent\.(Basic|Pro|Enterprise|WhatsApp API)|newsletter\.placeholder|contact\.methodWhatsapp|pricing\.gst)$/;

const english = flat(enIN as unknown as Catalog);

describe('message catalogs', () => {
  for (const [language, catalog] of catalogs) {
    const messages = flat(catalog);

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
        // Every placeholder filled, nothing left over from a broken brace.
        const values = Object.fromEntries(placeholders(source).map((name) => [name, name === 'count' ? 2 : `[${name}]`]));
        assert.doesNotMatch(formatMessage(translated, values, language), /[{}]/, `${language} ${key}: unbalanced braces`);
      }
    });

    it(`${language} is a translation, not a copy of English or of another language`, () => {
      const translatable = [...english.keys()].filter((key) => !SAME_ANYWHERE.test(key));
      const sameAsEnglish = translatable.filter((key) => messages.get(key) === english.get(key));
      assert.ok(
        sameAsEnglish.length <= translatable.length * 0.1,
        `${language}: ${sameAsEnglish.length} messages are the English ones: ${sameAsEnglish.slice(0, 8).join(', ')}`,
      );
      for (const [other, otherCatalog] of catalogs) {
        if (other === language) continue;
        const theirs = flat(otherCatalog);
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

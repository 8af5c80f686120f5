/**
 * The site's catalogs (locales/<tag>/site/*.json): English is the reference, and every other
 * language's catalog has exactly its keys, each message parsing as ICU MessageFormat with the same
 * arguments and the same link targets, with no markup outside the whitelist. A price, the phone
 * number or the support address is a value a message names, never text in it.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parse } from '@messageformat/parser';
import { markupProblems, messageArguments } from '../../pages/site-catalog.ts';
import { hasSiteCatalog, readSiteCatalog } from '../../pages/site-languages.ts';
import { readLocales, REFERENCE_LOCALE } from '../../scripts/locales.ts';

const locales = readLocales().filter((locale) => hasSiteCatalog(locale.dir));
const reference = readSiteCatalog(locales.find((locale) => locale.tag === REFERENCE_LOCALE)!.dir);
const links = (message: string) => [...message.matchAll(/<a href="([^"]*)">/g)].map(([, href]) => href).sort();

describe('the site catalogs (locales/<tag>/site/)', () => {
  it('has English and Hindi at least', () => {
    assert.deepEqual(
      locales.slice(0, 2).map((locale) => locale.tag),
      ['en-IN', 'hi-IN'],
    );
  });

  for (const locale of locales) {
    describe(locale.tag, () => {
      const catalog = readSiteCatalog(locale.dir);

      it('has exactly the keys English has', () => {
        const missing = Object.keys(reference).filter((key) => !Object.hasOwn(catalog, key));
        const extra = Object.keys(catalog).filter((key) => !Object.hasOwn(reference, key));
        assert.deepEqual({ missing, extra }, { missing: [], extra: [] });
      });

      it('parses every message as ICU MessageFormat, with English’s arguments and link targets', () => {
        for (const [key, message] of Object.entries(catalog)) {
          assert.doesNotThrow(() => parse(message), `${key}: ${message}`);
          const english = reference[key];
          if (english === undefined) continue;
          assert.deepEqual(messageArguments(message).sort(), messageArguments(english).sort(), `${locale.tag} ${key}: placeholders`);
          assert.deepEqual(links(message), links(english), `${locale.tag} ${key}: links`);
        }
      });

      it('holds no markup outside <strong>, <em>, <code>, <br> and <a href> to the site, a #fragment, mailto: or tel:', () => {
        for (const [key, message] of Object.entries(catalog)) assert.deepEqual(markupProblems(message), [], `${locale.tag} ${key}: ${message}`);
      });

      it('names prices, the phone number and the support address as values, never writes them', () => {
        for (const [key, message] of Object.entries(catalog)) {
          assert.doesNotMatch(message, /₹\s*\d|\d{2} \d{4} \d{4}|support@clinicplatform\.in/, `${locale.tag} ${key}: ${message}`);
        }
      });

      it('is non-empty text throughout, and not English where English is not a name', () => {
        for (const [key, message] of Object.entries(catalog)) assert.notEqual(message.trim(), '', `${locale.tag} ${key}`);
        if (locale.tag === REFERENCE_LOCALE) return;
        const same = Object.keys(reference).filter((key) => catalog[key] === reference[key] && /\s[a-z]+\s[a-z]+\s/.test(reference[key]!));
        assert.deepEqual(same, [], `${locale.tag}: messages left in English`);
      });
    });
  }
});

describe('markupProblems', () => {
  it('accepts the whitelist and names anything else', () => {
    assert.deepEqual(markupProblems('<strong>a</strong> <em>b</em> <code>c</code><br> <a href="/pricing">d</a> <a href="mailto:{email}">e</a>'), []);
    assert.equal(markupProblems('<script>x</script>').length, 2);
    assert.equal(markupProblems('<a href="https://evil.example">x</a>').length, 1);
    assert.equal(markupProblems('<a href="/x" onclick="y">x</a>').length, 1);
    assert.equal(markupProblems('<strong class="x">a</strong>').length, 1);
    assert.equal(markupProblems('<strong>a').length, 1);
    assert.equal(markupProblems('a < b').length, 1);
  });
});

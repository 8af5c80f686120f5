/** Accept-Encoding and If-None-Match as the site reads them, odd and hostile spellings included. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { chooseEncoding, etagMatches, type Encoding } from '../../server/site/encoding.ts';

const ALL = new Set<Encoding>(['identity', 'br', 'gzip']);

describe('chooseEncoding', () => {
  it("prefers brotli, then gzip, by the client's weights", () => {
    for (const [header, expected] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['GZIP', 'gzip'],
      [' br ; q=0.5 , gzip ; q=0.8', 'gzip'],
      ['br;q=1.0, gzip;q=1', 'br'],
      ['*', 'br'],
      ['*;q=0, gzip', 'gzip'],
      ['br;q=0, *', 'gzip'],
      ['gzip;q=0, br;q=0', 'identity'],
      ['identity', 'identity'],
      ['deflate, zstd', 'identity'],
    ] as const) {
      assert.equal(chooseEncoding(header, ALL), expected, header);
    }
    assert.equal(chooseEncoding(undefined, ALL), 'identity');
    assert.equal(chooseEncoding('', ALL), 'identity');
  });

  it('offers only the encodings the page has', () => {
    assert.equal(chooseEncoding('br, gzip', new Set<Encoding>(['identity', 'gzip'])), 'gzip');
    assert.equal(chooseEncoding('br', new Set<Encoding>(['identity'])), 'identity');
  });

  it('reads malformed weights as refusals, and survives hostile headers', () => {
    for (const header of ['br;q=abc', 'br;q=2', 'br;q=-1', 'br;q=0.0000', 'br;q=1e3', 'br;q=1.5', 'br;q='])
      assert.equal(chooseEncoding(header, ALL), 'identity', header);
    assert.equal(chooseEncoding('br;q=0.001', ALL), 'br');
    assert.equal(chooseEncoding(`${'x,'.repeat(10_000)}gzip`, ALL), 'gzip');
    assert.equal(chooseEncoding(';;;,,,;q=1', ALL), 'identity');
    assert.equal(chooseEncoding('br\u0000, gzip', ALL), 'gzip');
  });
});

describe('etagMatches', () => {
  it('matches the tag alone, in a list, in its weak form, or *', () => {
    assert.ok(etagMatches('"abc"', '"abc"'));
    assert.ok(etagMatches('"x", "abc"', '"abc"'));
    assert.ok(etagMatches('W/"abc"', '"abc"'));
    assert.ok(etagMatches(' * ', '"abc"'));
    assert.ok(!etagMatches('"abc-br"', '"abc"'));
    assert.ok(!etagMatches('abc', '"abc"'));
    assert.ok(!etagMatches(undefined, '"abc"'));
    assert.ok(!etagMatches('', '"abc"'));
  });
});

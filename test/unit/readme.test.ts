/**
 * The README is one document: each of its sections once, in the order a reader needs them (an
 * edit that pastes a copy of a section elsewhere would leave two answers to one question).
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { withKeyList } from '../../scripts/message-keys.ts';

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');

describe('the README', () => {
  it('has each section once', () => {
    const headings = readme.split('\n').filter((line) => /^#{1,3} /.test(line));
    const repeated = headings.filter((heading, at) => headings.indexOf(heading) !== at);
    assert.deepEqual(repeated, []);
  });

  it('has one list of message keys', () => {
    assert.throws(() => withKeyList(`${readme}\n${readme}`, ''), /second/);
  });
});

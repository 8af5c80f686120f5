/**
 * Inline links, one rule for every element: `[label](target)` is a link only for a site path, an
 * in-page #id, an http(s) address, mailto: or tel:; any other target leaves its label as text.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { linkHref, parseInline, plainText } from '../../widgets/runtime/react/links.ts';

describe('inline links', () => {
  it('allows site paths, #ids, http(s), mailto: and tel:', () => {
    for (const target of [
      '/pricing',
      '/help/a?x=1&y="2"',
      '#steps',
      'https://wa.me/918047182290',
      'http://clinic.example/x?y=1#z',
      'mailto:support@clinicplatform.in',
      'tel:+918047182290',
    ]) {
      assert.equal(linkHref(target), target, target);
    }
  });

  it('refuses every other target', () => {
    for (const target of [
      'javascript:alert(1)',
      '//evil.example/x',
      '/\\evil.example',
      'data:text/html,x',
      'https://user@evil.example',
      'mailto:nobody',
      'tel:call-me',
      'ftp://x.example',
      'pricing',
      '',
    ]) {
      assert.equal(linkHref(target), null, target);
    }
  });

  it('splits text into plain runs and links; a refused link keeps its label as text', () => {
    assert.deepEqual(parseInline('See [prices](/pricing), [this](javascript:alert(1)) or [call](tel:+918047182290)!'), [
      { text: 'See ' },
      { text: 'prices', href: '/pricing' },
      { text: ', ' },
      { text: 'this' },
      { text: ') or ' },
      { text: 'call', href: 'tel:+918047182290' },
      { text: '!' },
    ]);
    assert.deepEqual(parseInline('no links <b>here</b>'), [{ text: 'no links <b>here</b>' }]);
    assert.deepEqual(parseInline('[a\nb](/x)'), [{ text: '[a\nb](/x)' }]);
  });

  it('reads as the labels without their targets', () => {
    assert.equal(plainText('Write to [us](mailto:support@clinicplatform.in) or see [prices](/pricing).'), 'Write to us or see prices.');
  });
});

/** One escapeHtml for the built pages, the served pages and the mails. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { renderPage } from '../../pages/build.ts';
import { escapeHtml } from '../../server/escape-html.ts';

describe('escapeHtml', () => {
  it('escapes the five characters that end text or a quoted attribute', () => {
    assert.equal(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`), '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;');
    assert.equal(escapeHtml('plain text, 100% — ✓'), 'plain text, 100% — ✓');
  });

  it('is what the page build escapes front matter with, apostrophes included', () => {
    const layout = `<title>{{title}}</title><meta name="description" content="{{description}}" /><main>{{content}}</main>`;
    const html = renderPage(
      layout,
      {},
      { title: `Your clinic's data <safe>`, description: `"Quoted" & 'single'`, path: '/x' },
      '<p>body</p>',
      'site.css',
      'x.html',
    );
    assert.match(html, /<title>Your clinic&#39;s data &lt;safe&gt;<\/title>/);
    assert.match(html, /content="&quot;Quoted&quot; &amp; &#39;single&#39;"/);
  });
});

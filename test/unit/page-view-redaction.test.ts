/**
 * A page view never carries a token-like query value or the visitor's search words: the analytics
 * collector must not receive a live reset token, nor words that may name a patient.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { browser, stubBrowser } from '../../widgets/runtime/script/browser.ts';
import { redactAddress, reportPageView } from '../../widgets/runtime/script/analytics/page-view.ts';

describe('analytics page view redaction', () => {
  it('sends /reset-password?token=… with the token redacted, in the path and in the referrer', () => {
    const sent: string[] = [];
    const restore = stubBrowser({ sendBeacon: (_url, body) => (sent.push(body), true) });
    try {
      reportPageView(browser, 'https://stats.example.in/collect', {
        path: '/reset-password?token=Zm9vYmFyYmF6cXV4LWxpdmUtdG9rZW4',
        referrer: 'https://clinic.example/reset-password?lang=hi&token=abc123#x',
        title: 'Reset',
      });
    } finally {
      restore();
    }
    assert.equal(sent.length, 1);
    const view = JSON.parse(sent[0] ?? '{}');
    assert.equal(view.path, '/reset-password?token=redacted');
    assert.equal(view.referrer, 'https://clinic.example/reset-password?lang=hi&token=redacted');
    assert.doesNotMatch(sent[0] ?? '', /Zm9vYmFy|abc123/);
  });

  it('redacts every secret-like parameter, whatever its spelling, and keeps the others', () => {
    assert.equal(redactAddress('/pricing?billing=annually'), '/pricing?billing=annually');
    assert.equal(
      redactAddress('/x?reset_token=a&refreshToken=b&password=c&client_secret=d&code=e&api-key=f&t%6Fken=g&page=2'),
      '/x?reset_token=redacted&refreshToken=redacted&password=redacted&client_secret=redacted&code=redacted&api-key=redacted&t%6Fken=redacted&page=2',
    );
    assert.equal(redactAddress('/login#token=abc'), '/login');
    assert.equal(redactAddress(''), '');
  });

  it("keeps the search words out of the path, the title and the next page's referrer", () => {
    const sent: string[] = [];
    const restore = stubBrowser({ sendBeacon: (_url, body) => (sent.push(body), true) });
    try {
      reportPageView(browser, 'https://stats.example.in/collect', {
        path: '/support?q=Priya+Sharma%20%20diabetes&lang=hi',
        referrer: 'https://clinic.example/pricing',
        title: 'Search: Priya Sharma diabetes — Help Center | ClinicPlatform',
      });
      reportPageView(browser, 'https://stats.example.in/collect', {
        path: '/help/gst-compliance',
        referrer: 'https://clinic.example/hi/support?Q=Priya%20Sharma#results',
        title: 'GST Compliance',
      });
    } finally {
      restore();
    }
    assert.deepEqual(JSON.parse(sent[0] ?? '{}'), {
      path: '/support?q=redacted&lang=hi',
      referrer: 'https://clinic.example/pricing',
      title: 'Search: redacted — Help Center | ClinicPlatform',
    });
    assert.equal(JSON.parse(sent[1] ?? '{}').referrer, 'https://clinic.example/hi/support?Q=redacted');
    assert.doesNotMatch(sent.join(' '), /Priya|Sharma|diabetes/);
  });
});

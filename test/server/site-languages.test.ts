/**
 * The site in another language, as the server answers it: /hi/… paths serve the Hindi pages
 * (/hi/ the home), redirect as the English ones do (and /hi to /hi/), answer an unknown path with
 * the Hindi 404 page, keep the reset pages' no-Referer rule, allow exactly each page's inline
 * scripts, and answer /hi/support?q=… with the Hindi Help Center, its switcher keeping the search.
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { resolveSitePath } from '../../server/site/paths.ts';
import { makeStaticRoot, page } from './helpers/static-root.ts';
import { startServer, type TestServer } from './helpers/server.ts';

/** A Hindi page: `<html lang="hi-IN">`, its name in the body, and an inline script of its own. */
const hindi = (name: string, script = 'window.x=1') =>
  page(`hi-${name}`).replace('<html>', '<html lang="hi-IN">').replace('<head>', `<head><script data-clinic-inline>${script}</script>`);

/** The Help Center with its search element and the switcher in the header and footer, as the build writes them. */
const STYLE = '<style data-clinic-style>:host{display:block}</style>';
const switcher = (href: string, language: string) =>
  `<a class="language-switch" href="${href}" hreflang="${language}" lang="${language}" data-language-switch>x</a>`;
const support = (name: string, lang: string, otherHref: string, otherLanguage: string) =>
  page(name)
    .replace('<html>', `<html lang="${lang}">`)
    .replace('<main>', `<header>${switcher(otherHref, otherLanguage)}</header><main>`)
    .replace(
      '</main>',
      `</main><clinic-help-search><template shadowrootmode="open">${STYLE}<form role="search" method="get" action="/support">` +
        '<input id="search-q" type="search" name="q" value=""/></form><slot name="results"></slot></template></clinic-help-search>' +
        `<footer>${switcher(otherHref, otherLanguage)}</footer>`,
    );
const ARTICLES = JSON.stringify({
  version: 1,
  articles: [
    {
      id: 'gst-compliance',
      title: 'GST Compliance for Clinics',
      description: 'Which GST rate applies.',
      category: 'Billing & Payments',
      readTime: '5 min',
      lastUpdated: 'January 15, 2025',
      content: [{ type: 'paragraph', text: 'A GST invoice must show your GSTIN.' }],
      relatedArticles: [],
    },
  ],
});

describe('the site in Hindi, as served', () => {
  let dataDir: string;
  let staticRoot: string;
  let server: TestServer;

  before(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'clinic-hindi-'));
    staticRoot = await makeStaticRoot({
      'site/hi/index.html': hindi('home'),
      'site/hi/pricing.html': hindi('pricing', 'window.y=2'),
      'site/hi/404.html': hindi('not-found'),
      'site/hi/reset-password.html': hindi('reset-password'),
      'site/hi/help-article-not-found.html': hindi('help-article-not-found'),
      'site/hi/help/setup-clinic-profile.html': hindi('help-article'),
      'site/support.html': support('support', 'en-IN', '/hi/support', 'hi-IN'),
      'site/hi/support.html': support('hi-support', 'hi-IN', '/support', 'en-IN'),
      'site/assets/help-articles.json': ARTICLES,
    });
    server = await startServer(
      { kind: 'sqlite', dataDir, database: { kind: 'sqlite', file: join(dataDir, 'clinic.sqlite') }, env: { DATA_DIR: dataDir } },
      { staticRoot },
    );
  });
  after(async () => {
    await server?.close();
    await rm(dataDir, { recursive: true, force: true });
    await rm(staticRoot, { recursive: true, force: true });
  });

  const pageName = (html: string) => /page:([\w-]+)/.exec(html)?.[1];

  it('serves /hi/ and the Hindi pages at their clean URLs', async () => {
    for (const [path, name] of [
      ['/hi/', 'hi-home'],
      ['/hi/pricing', 'hi-pricing'],
      ['/hi/help/setup-clinic-profile', 'hi-help-article'],
    ] as const) {
      const answer = await server.get(path);
      assert.equal(answer.status, 200, path);
      assert.equal(pageName(answer.text), name, path);
    }
  });

  it('redirects as the English routes do, under /hi, and /hi to /hi/, keeping the query', async () => {
    for (const [path, location] of [
      ['/hi', '/hi/'],
      ['/hi?ref=x', '/hi/?ref=x'],
      ['/hi/pricing/', '/hi/pricing'],
      ['/hi/pricing.html?plan=pro', '/hi/pricing?plan=pro'],
      ['/hi/index.html', '/hi/'],
      ['/hi/signin', '/hi/login'],
      ['/hi/help?q=gst', '/hi/support?q=gst'],
    ] as const) {
      const answer = await server.get(path);
      assert.equal(answer.status, 301, path);
      assert.equal(answer.headers.get('location'), location, path);
    }
  });

  it('answers an unknown /hi/ path, and any file under /hi/, with the Hindi 404 page; other paths with the English one', async () => {
    for (const path of ['/hi/nope', '/hi/404', '/hi/hi/pricing', '/hi/assets/site.3f9a1c2b.css', '/hi/clinic-widgets.js']) {
      const answer = await server.get(path);
      assert.equal(answer.status, 404, path);
      assert.equal(pageName(answer.text), 'hi-not-found', path);
    }
    const english = await server.get('/nope');
    assert.equal(english.status, 404);
    assert.equal(pageName(english.text), 'not-found');
    const article = await server.get('/hi/help/no-such-article');
    assert.equal(article.status, 404);
    assert.equal(pageName(article.text), 'hi-help-article-not-found');
  });

  it('sends no Referer from the Hindi reset page either', async () => {
    const answer = await server.get('/hi/reset-password?token=abc');
    assert.equal(answer.status, 200);
    assert.equal(answer.headers.get('referrer-policy'), 'no-referrer');
  });

  it("allows each Hindi page's own inline script by its hash, and no other", async () => {
    const home = (await server.get('/hi/')).headers.get('content-security-policy') ?? '';
    const pricing = (await server.get('/hi/pricing')).headers.get('content-security-policy') ?? '';
    const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    assert.ok(home.includes(hash('window.x=1')), home);
    assert.ok(!home.includes(hash('window.y=2')), home);
    assert.ok(pricing.includes(hash('window.y=2')), pricing);
  });

  it('answers /hi/support?q= with the Hindi Help Center: Hindi title and words, results linking under /hi, the switcher keeping the search', async () => {
    const answer = await server.get('/hi/support?q=gst');
    assert.equal(answer.status, 200);
    assert.equal(pageName(answer.text), 'hi-support');
    assert.match(answer.text, /<title>खोज: gst — hi-support<\/title>/);
    assert.match(answer.text, /<input id="search-q" type="search" name="q" value="gst"\/>/);
    // The words are the element's Hindi; the English articles' titles and texts are marked as English.
    assert.match(answer.text, /<h2 id="page-results-title" class="page-results-title">“gst” के लिए 1 लेख मिला।<\/h2>/);
    assert.match(
      answer.text,
      /<a class="result" href="\/hi\/help\/gst-compliance"><span class="result-title" lang="en-IN"><mark>GST<\/mark> Compliance for Clinics<\/span>/,
    );
    assert.match(answer.text, /<span class="result-meta">Billing &amp; Payments · पढ़ने में 5 min<\/span>/);
    assert.equal(answer.text.match(/href="\/support\?q=gst" hreflang="en-IN"/g)?.length, 2);
  });

  it('keeps the search in the English page’s switcher too, escaped', async () => {
    const answer = await server.get(`/support?q=${encodeURIComponent('gst & "upi"')}`);
    assert.match(answer.text, /<title>Search: gst &amp; &quot;upi&quot; — support<\/title>/);
    assert.equal(answer.text.match(/href="\/hi\/support\?q=gst\+%26\+%22upi%22" hreflang="hi-IN"/g)?.length, 2);
    assert.match(answer.text, /<div slot="results"><template/);
    // On the English page nothing is marked: the articles are in the page's language.
    assert.match((await server.get('/support?q=gst')).text, /<span class="result-title"><mark>GST<\/mark>/);
  });

  it('answers a Hindi search with no match in Hindi, its ways to reach the team leading to Hindi pages', async () => {
    const answer = await server.get(`/hi/support?q=${encodeURIComponent('zzz qqq')}`);
    assert.match(answer.text, /<h2 id="page-results-title" class="no-results-title">“zzz qqq” से कोई लेख नहीं मिला।<\/h2>/);
    assert.match(answer.text, /<a class="channel" href="\/hi\/contact"><strong>लाइव चैट<\/strong>/);
    assert.match(answer.text, /<a class="channel" href="tel:\+918047182290"><strong>\+91 80 4718 2290 पर कॉल करें<\/strong>/);
  });
});

describe('resolveSitePath under a language', () => {
  it('maps /hi/… to the hi/ files, its fallbacks to the Hindi ones', () => {
    assert.deepEqual(resolveSitePath('/hi/'), { kind: 'page', file: 'hi/index.html', fallback: null });
    assert.deepEqual(resolveSitePath('/hi/pricing'), { kind: 'page', file: 'hi/pricing.html', fallback: null });
    assert.deepEqual(resolveSitePath('/hi/help/x'), { kind: 'page', file: 'hi/help/x.html', fallback: 'hi/help-article-not-found.html', fallbackStatus: 404 });
  });

  it('leaves paths whose first segment is no language of ours, or the default one, to the English site', () => {
    assert.deepEqual(resolveSitePath('/history'), { kind: 'page', file: 'history.html', fallback: null });
    assert.deepEqual(resolveSitePath('/en/pricing'), { kind: 'page', file: 'en/pricing.html', fallback: null });
    assert.deepEqual(resolveSitePath('/xx/pricing'), { kind: 'page', file: 'xx/pricing.html', fallback: null });
  });
});

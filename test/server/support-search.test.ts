/**
 * The Help Center's search without JavaScript: /support?q=… answers the /support page with the
 * query in the box and its results listed, escaped (no markup from the query ever runs or
 * parses), cleaned of control characters, cut at 200 characters, not indexed, its canonical still
 * /support and its Content-Security-Policy that of /support.
 */
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import { makeStaticRoot, page } from './helpers/static-root.ts';
import { GENEROUS_LIMITS, startServer, type TestServer } from './helpers/server.ts';
import { rawGet } from './helpers/raw-http.ts';

/** The element's server markup as the build writes it: its style, then the form with the empty box. */
const STYLE = '<style data-clinic-style>:host{display:block}.results{gap:8px}</style>';
const SUPPORT = page('support')
  .replace('<title>', '<meta name="robots" content="index, follow" /><link rel="canonical" href="https://public-url.invalid/support" /><title>')
  .replace(
    '</main>',
    `</main><clinic-help-search><template shadowrootmode="open">${STYLE}<div class="help-search" part="panel"><form role="search" method="get" action="/support">` +
      '<input id="search-q" class="input search-input" type="search" name="q" value=""/></form><slot name="results"></slot></div></template>' +
      '<p class="help-search-fallback">Browse the help topics.</p></clinic-help-search>',
  );

const article = (id: string, title: string, description: string, text: string) => ({
  id,
  title,
  description,
  category: 'Billing & Payments',
  readTime: '5 min',
  lastUpdated: 'January 15, 2025',
  content: [{ type: 'paragraph', text }],
  relatedArticles: [],
});
const ARTICLES = JSON.stringify({
  version: 1,
  articles: [
    article('gst-compliance', 'GST Compliance for Clinics', 'Which GST rate applies.', 'A GST invoice must show your GSTIN.'),
    article('payment-gateways', 'Payment Gateways', 'Razorpay and UPI.', 'Collect payments by UPI.'),
  ],
});

describe('/support?q= (the help search without JavaScript)', () => {
  let dataDir: string;
  let staticRoot: string;
  let server: TestServer;

  before(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'clinic-search-'));
    staticRoot = await makeStaticRoot({ 'site/support.html': SUPPORT, 'site/assets/help-articles.json': ARTICLES });
    server = await startServer(
      {
        kind: 'sqlite',
        dataDir,
        database: { kind: 'sqlite', file: join(dataDir, 'clinic.sqlite') },
        env: { DATA_DIR: dataDir, PUBLIC_URL: 'https://clinic.example' },
      },
      { staticRoot },
    );
  });
  after(async () => {
    await server?.close();
    await rm(dataDir, { recursive: true, force: true });
    await rm(staticRoot, { recursive: true, force: true });
  });

  const search = (q: string) => server.get(`/support?q=${encodeURIComponent(q)}`);
  /** The value the search box is served with, as written in the markup. */
  const boxValue = (html: string) => /<input id="search-q"[^>]*\svalue="([^"]*)"/.exec(html)?.[1];
  /** The light-DOM block of results, slotted below the box. */
  const results = (html: string) => /<div slot="results">([\s\S]*?)<\/clinic-help-search>/.exec(html)?.[1] ?? '';

  it('answers the page with the query in the box, the results listed with their count, noindex and the canonical /support', async () => {
    const plain = await server.get('/support');
    const answer = await search('gst');
    assert.equal(answer.status, 200);
    assert.equal(answer.headers.get('content-type'), 'text/html; charset=utf-8');
    assert.equal(answer.headers.get('cache-control'), 'no-store');
    assert.equal(answer.headers.get('content-security-policy'), plain.headers.get('content-security-policy'));
    assert.equal(boxValue(answer.text), 'gst');
    const block = results(answer.text);
    // In a shadow root of its own, drawn with the element's stylesheet (the same inline style: the same hash).
    assert.ok(block.startsWith(`<template shadowrootmode="open">${STYLE}`));
    assert.match(block, /<h2 id="page-results-title" class="page-results-title">1 article found for “gst”\.<\/h2>/);
    assert.match(block, /<a class="result" href="\/help\/gst-compliance"><span class="result-title"><mark>GST<\/mark> Compliance for Clinics<\/span>/);
    assert.doesNotMatch(block, /payment-gateways/);
    assert.match(answer.text, /<meta name="robots" content="noindex, follow" \/>/);
    assert.match(answer.text, /<link rel="canonical" href="https:\/\/clinic\.example\/support" \/>/);
    assert.match(answer.text, /<title>Search: gst — support<\/title>/);
    // /support itself is unchanged: indexed, cached by its ETag, no results block.
    assert.match(plain.text, /content="index, follow"/);
    assert.ok(plain.headers.get('etag'));
    assert.equal(results(plain.text), '');
  });

  it('answers no match with the message and the ways to reach the team', async () => {
    const block = results((await search('refund policy zzz')).text);
    assert.match(block, /<h2 id="page-results-title" class="no-results-title">No articles match “refund policy zzz”\.<\/h2>/);
    assert.match(block, /Try other words, browse the topics below, or reach us:/);
    for (const href of ['/contact', 'tel:+918047182290', 'mailto:support@clinicplatform.in'])
      assert.ok(block.includes(`<a class="channel" href="${href}">`), href);
  });

  it('escapes the query everywhere it is shown: no markup from it is parsed', async () => {
    for (const q of [
      '<script>alert(1)</script>',
      '"><img src=x onerror=alert(1)>',
      "' autofocus onfocus='alert(1)",
      '</template><script>x</script>',
      '$& $1 $$',
    ]) {
      const answer = await search(q);
      assert.equal(answer.status, 200, q);
      for (const raw of ['<script>alert', '<script>x', '<img src=x', "' autofocus", '"><img', '</template><script>'])
        assert.ok(!answer.text.includes(raw), `${q}: ${raw}`);
      const escaped = q.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
      assert.equal(boxValue(answer.text), escaped, q);
      assert.ok(answer.text.includes(`<title>Search: ${escaped} — `), q);
      assert.ok(results(answer.text).includes(`No articles match “${escaped}”.`), q);
    }
  });

  it('drops control characters and text-direction overrides, and cuts a long query at 200 characters', async () => {
    const answer = await search('gst\u0000\u001b[31m\u202Einvoice\r\n\t ');
    assert.equal(boxValue(answer.text), 'gst [31m invoice');
    assert.doesNotMatch(answer.text, /[\u0000\u001b\u202e]/);

    const long = await search('gst '.repeat(2500));
    assert.equal(long.status, 200);
    const value = boxValue(long.text)!;
    assert.equal(value.length, 199, 'cut at 200 characters, then trimmed');
    assert.ok(value.startsWith('gst gst'));
    const plain = await server.get('/support');
    assert.ok(long.text.length < plain.text.length + 4000, 'the long query adds a bounded amount');
  });

  it('an empty or blank query is /support itself', async () => {
    const plain = await server.get('/support');
    for (const path of ['/support?q=', '/support?q=%20%20', '/support?other=1', '/support?q=%00']) {
      const answer = await server.get(path);
      assert.equal(answer.status, 200, path);
      assert.equal(answer.text, plain.text, path);
      assert.equal(answer.headers.get('etag'), plain.headers.get('etag'), path);
    }
  });

  it('compresses the answer when the client takes brotli or gzip', async () => {
    const br = await rawGet(server.url, '/support?q=gst', { 'accept-encoding': 'br' });
    assert.equal(br.headers['content-encoding'], 'br');
    assert.match(brotliDecompressSync(br.body).toString('utf8'), /1 article found for “gst”/);
    const gz = await rawGet(server.url, '/support?q=gst', { 'accept-encoding': 'gzip' });
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.match(gunzipSync(gz.body).toString('utf8'), /1 article found for “gst”/);
    assert.equal(gz.headers.vary, 'Accept-Encoding');
  });
});

describe('/support?q= under a flood of searches', () => {
  let dataDir: string;
  let staticRoot: string;
  let server: TestServer;

  before(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'clinic-search-flood-'));
    staticRoot = await makeStaticRoot({ 'site/support.html': SUPPORT, 'site/assets/help-articles.json': ARTICLES });
    server = await startServer(
      { kind: 'sqlite', dataDir, database: { kind: 'sqlite', file: join(dataDir, 'clinic.sqlite') }, env: { DATA_DIR: dataDir } },
      { staticRoot, rateLimits: { ...GENEROUS_LIMITS, search: { ip: { max: 2, timeWindow: 60_000 } } } },
    );
  });
  after(async () => {
    await server?.close();
    await rm(dataDir, { recursive: true, force: true });
    await rm(staticRoot, { recursive: true, force: true });
  });

  it("answers a repeated search from its cache, uncounted; a new search past the address's limit gets the Help Center without it", async () => {
    const first = await rawGet(server.url, '/support?q=gst', { 'accept-encoding': 'br' });
    assert.equal(first.status, 200);
    for (let i = 0; i < 5; i++) {
      const again = await rawGet(server.url, '/support?q=gst', { 'accept-encoding': 'br' });
      assert.equal(again.status, 200);
      assert.deepEqual(again.body, first.body);
    }
    assert.equal((await server.get('/support?q=upi')).status, 200);
    const held = await server.get('/support?q=razorpay');
    assert.equal(held.status, 429);
    assert.ok(Number(held.headers.get('retry-after')) >= 1);
    assert.match(held.text, /<clinic-help-search/);
    assert.doesNotMatch(held.text, /razorpay|slot="results"/i);
    // What the cache holds is still answered; the limit ends with its window.
    assert.equal((await server.get('/support?q=upi')).status, 200);
    server.clock.advance(61_000);
    assert.equal((await server.get('/support?q=razorpay')).status, 200);
  });
});

/** The site host: clean URLs, redirects, the 404 page, caching, compression, CSP and placeholders. */
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import { rawGet } from './helpers/raw-http.ts';
import { makeStaticRoot, STATIC_FILES } from './helpers/static-root.ts';
import { startServer, type TestServer } from './helpers/server.ts';
import type { TestDatabase } from './helpers/databases.ts';
import { FileSnapshot } from '../../server/site/snapshot.ts';
import { HtmlPages } from '../../server/site/html-pages.ts';

/** A compressible file the fake build did not compress. */
const LARGE_TEXT = 'Clinic platform release notes. '.repeat(200);

const PAGE_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; connect-src 'self'; frame-ancestors 'self'; base-uri 'self'; form-action 'self'; object-src 'none'";

describe('site host', () => {
  let dataDir: string;
  let staticRoot: string;
  let server: TestServer;
  let target: TestDatabase;

  before(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'clinic-site-'));
    staticRoot = await makeStaticRoot();
    await writeFile(join(staticRoot, 'site', 'assets', 'uncompressed.txt'), LARGE_TEXT);
    target = { kind: 'sqlite', dataDir, database: { kind: 'sqlite', file: join(dataDir, 'clinic.sqlite') }, env: { DATA_DIR: dataDir } };
    server = await startServer(target, { staticRoot });
  });
  after(async () => {
    await server?.close();
    await rm(dataDir, { recursive: true, force: true });
    await rm(staticRoot, { recursive: true, force: true });
  });

  const pageName = (html: string) => /page:([\w-]+)/.exec(html)?.[1];

  describe('routes', () => {
    it('serves / and clean URLs from dist/site with status 200', async () => {
      for (const [path, name] of [
        ['/', 'home'],
        ['/features', 'features'],
        ['/login', 'login'],
        ['/500', '500'],
        ['/error', 'error'],
        ['/help/setup-clinic-profile', 'help-article'],
        ['/help/category/getting-started', 'help-category-getting-started'],
        ['/reset-password?token=abc', 'reset-password'],
      ] as const) {
        const answer = await server.get(path);
        assert.equal(answer.status, 200, path);
        assert.equal(pageName(answer.text), name, path);
        assert.equal(answer.headers.get('content-type'), 'text/html; charset=utf-8');
      }
    });

    it('answers a /help/category/{slug} with no articles with status 404 and the category page (no articles)', async () => {
      const answer = await server.get('/help/category/no-such-category');
      assert.equal(answer.status, 404);
      assert.equal(pageName(answer.text), 'help-category-template');
    });

    it("answers an unknown help article with status 404 and the 'Article Not Found' page", async () => {
      for (const path of ['/help/no-such-article', '/help/setup-clinic-profile-2', '/help/help-article-not-found']) {
        const answer = await server.get(path);
        assert.equal(answer.status, 404, path);
        assert.equal(pageName(answer.text), 'help-article-not-found', path);
        assert.equal(answer.headers.get('content-type'), 'text/html; charset=utf-8', path);
      }
      // The template is no route of its own.
      assert.equal(pageName((await server.get('/help-article-not-found')).text), 'not-found');
    });

    it('answers the 404 page with status 404 for unknown paths', async () => {
      for (const path of ['/nope', '/help-article-not-found', '/features/extra', '/404', '/help/category', '/assets/missing.css', '/site/index.html.bak']) {
        const answer = await server.get(path);
        assert.equal(answer.status, 404, path);
        assert.equal(pageName(answer.text), 'not-found', path);
        assert.equal(answer.headers.get('content-security-policy'), PAGE_CSP, path);
      }
    });

    it('redirects .html and trailing-slash spellings to the clean URL with 301, keeping the query', async () => {
      for (const [path, location] of [
        ['/features.html', '/features'],
        ['/features/', '/features'],
        ['/index.html', '/'],
        ['/help/setup-clinic-profile.html?ref=mail', '/help/setup-clinic-profile?ref=mail'],
        ['/help/category/getting-started/', '/help/category/getting-started'],
      ] as const) {
        const answer = await server.get(path);
        assert.equal(answer.status, 301, path);
        assert.equal(answer.headers.get('location'), location, path);
      }
    });

    it('redirects the addresses people type permanently, keeping the query', async () => {
      for (const [path, location] of [
        ['/help', '/support'],
        ['/help/', '/support'],
        ['/help?q=gst', '/support?q=gst'],
        ['/signin', '/login'],
        ['/sign-in', '/login'],
        ['/sign-in/?next=%2Fpricing', '/login?next=%2Fpricing'],
        ['/signup', '/register'],
        ['/sign-up', '/register'],
        ['/signup?plan=pro&billing=annually', '/register?plan=pro&billing=annually'],
      ] as const) {
        const answer = await rawGet(server.url, path);
        assert.equal(answer.status, 301, path);
        assert.equal(answer.headers.location, location, path);
      }
      // Only those exact paths: a longer one is no alias.
      assert.equal((await server.get('/signup-now')).status, 404);
    });

    it('never redirects to another host', async () => {
      const answer = await rawGet(server.url, '//evil.example/');
      assert.notEqual(answer.status, 301);
      assert.equal(answer.status, 404);
    });

    it('serves nothing outside dist/site except the bundle and the manifest', async () => {
      for (const path of [
        '/../server/server.js',
        '/%2e%2e/server/server.js',
        '/server/server.js',
        '/site/../server/server.js',
        '/assets/../../server/server.js',
        '/assets/%2e%2e/%2e%2e/server/server.js',
        '/.env',
        '/%2F..%2Fserver%2Fserver.js',
        '/assets/..%2F..%2Fserver%2Fserver.js',
        '/assets/..%5C..%5Cserver%5Cserver.js',
        '/features%00',
      ]) {
        const answer = await rawGet(server.url, path);
        assert.ok(answer.status === 404 || answer.status === 400, `${path}: ${answer.status}`);
        assert.ok(!answer.body.toString().includes('secret server code'), path);
      }
    });

    it('serves the bundle, its map, the manifest and other site files', async () => {
      const bundle = await server.get('/clinic-widgets.js');
      assert.equal(bundle.status, 200);
      assert.equal(bundle.text, STATIC_FILES['clinic-widgets.js']);
      assert.match(bundle.headers.get('content-type') ?? '', /javascript/);
      assert.equal((await server.get('/clinic-widgets.js.map')).status, 200);
      const manifest = await server.get('/custom-elements.json');
      assert.equal(manifest.status, 200);
      assert.equal(manifest.body.schemaVersion, '1.0.0');
      assert.equal((await server.get('/robots.txt')).text, 'User-agent: *\n');
    });

    it('lets any origin read the public site files, but not the API', async () => {
      const partner = { Origin: 'https://partner.example' };
      const asset = await rawGet(server.url, '/assets/logo.svg', partner);
      assert.equal(asset.status, 200);
      assert.equal(asset.headers['access-control-allow-origin'], '*');
      const manifest = await rawGet(server.url, '/custom-elements.json', partner);
      assert.equal(manifest.headers['access-control-allow-origin'], '*');
      // The script's chunks are ES modules, which a browser fetches with CORS even from a plain <script>.
      const chunk = await rawGet(server.url, '/chunks/sign-in.component-7QH2KX4M.js', partner);
      assert.equal(chunk.status, 200);
      assert.equal(chunk.headers['access-control-allow-origin'], '*');
      const api = await rawGet(server.url, '/api/health', partner);
      assert.equal(api.status, 403);
      assert.equal(api.headers['access-control-allow-origin'], undefined);
    });

    it('answers HEAD like GET without a body', async () => {
      const answer = await server.request('HEAD', '/features');
      assert.equal(answer.status, 200);
      assert.equal(answer.text, '');
    });
  });

  describe('caching and compression', () => {
    it('caches fingerprinted assets for a year and revalidates everything else', async () => {
      assert.equal((await server.get('/assets/site.3f9a1c2b.css')).headers.get('cache-control'), 'public, max-age=31536000, immutable');
      // A name that only looks like a chunk's (the build names chunks by content alone) is not trusted to never change.
      for (const encoding of ['br', 'identity']) {
        const chunk = await rawGet(server.url, '/chunks/sign-in.component-7QH2KX4M.js', { 'accept-encoding': encoding });
        assert.equal(chunk.status, 200, encoding);
        assert.equal(chunk.headers['cache-control'], 'no-cache', encoding);
        assert.match(String(chunk.headers['content-type']), /javascript/);
      }
      for (const path of ['/assets/logo.svg', '/clinic-widgets.js', '/custom-elements.json', '/', '/features']) {
        const answer = await server.get(path);
        assert.equal(answer.headers.get('cache-control'), 'no-cache', path);
        assert.ok(answer.headers.get('etag'), path);
      }
    });

    it('answers 304 to a matching If-None-Match for pages and files', async () => {
      // Raw HTTP: fetch adds `Cache-Control: no-cache` to conditional requests, which forces a 200.
      for (const path of ['/features', '/clinic-widgets.js']) {
        const first = await rawGet(server.url, path);
        const etag = String(first.headers.etag);
        const again = await rawGet(server.url, path, { 'if-none-match': etag });
        assert.equal(again.status, 304, path);
        assert.equal(again.body.length, 0);
        const changed = await rawGet(server.url, path, { 'if-none-match': '"something-else"' });
        assert.equal(changed.status, 200, path);
      }
    });

    it("serves the build's brotli and gzip copies of files by Accept-Encoding, with Vary, type and length", async () => {
      const original = STATIC_FILES['clinic-widgets.js'] ?? '';
      for (const [accept, encoding, decode] of [
        ['br', 'br', brotliDecompressSync],
        ['gzip, deflate, br;q=0', 'gzip', gunzipSync],
        ['gzip;q=0.5, br', 'br', brotliDecompressSync],
        // Files and pages are negotiated by one rule (chooseEncoding): any coding, brotli first.
        ['*', 'br', brotliDecompressSync],
      ] as const) {
        const answer = await rawGet(server.url, '/clinic-widgets.js', { 'accept-encoding': accept });
        assert.equal(answer.status, 200, accept);
        assert.equal(answer.headers['content-encoding'], encoding, accept);
        assert.match(String(answer.headers['content-type']), /javascript/, accept);
        assert.equal(Number(answer.headers['content-length']), answer.body.length, accept);
        assert.match(String(answer.headers.vary), /accept-encoding/i, accept);
        assert.equal(decode(answer.body).toString(), original, accept);
      }
      for (const accept of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
        const plain = await rawGet(server.url, '/clinic-widgets.js', accept === undefined ? {} : { 'accept-encoding': accept });
        assert.equal(plain.headers['content-encoding'], undefined, String(accept));
        assert.equal(plain.text, original, String(accept));
        assert.match(String(plain.headers.vary), /accept-encoding/i, 'a cache must not give this copy to a client that accepts brotli');
      }
    });

    it('compresses nothing per request: a file the build did not compress is sent as it is', async () => {
      const answer = await rawGet(server.url, '/assets/uncompressed.txt', { 'accept-encoding': 'br, gzip' });
      assert.equal(answer.status, 200);
      assert.equal(answer.headers['content-encoding'], undefined);
      assert.equal(answer.text, LARGE_TEXT);
    });

    it('answers 304 for a compressed file whose ETag the client holds, per encoding', async () => {
      const br = await rawGet(server.url, '/assets/site.3f9a1c2b.css', { 'accept-encoding': 'br' });
      const plain = await rawGet(server.url, '/assets/site.3f9a1c2b.css');
      assert.ok(br.headers.etag && plain.headers.etag);
      assert.notEqual(br.headers.etag, plain.headers.etag, 'different bytes, different ETags');
      const again = await rawGet(server.url, '/assets/site.3f9a1c2b.css', { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) });
      assert.equal(again.status, 304);
      assert.ok(br.headers['last-modified']);
    });

    it('sends pages compressed once, by Accept-Encoding, with the right length, an ETag per encoding and 304', async () => {
      const plain = await rawGet(server.url, '/features');
      assert.equal(plain.headers['content-encoding'], undefined);
      assert.match(String(plain.headers.vary), /accept-encoding/i);
      for (const [accept, encoding, decode] of [
        ['br, gzip', 'br', brotliDecompressSync],
        ['gzip', 'gzip', gunzipSync],
      ] as const) {
        const answer = await rawGet(server.url, '/features', { 'accept-encoding': accept });
        assert.equal(answer.headers['content-encoding'], encoding);
        assert.equal(answer.headers['content-type'], 'text/html; charset=utf-8');
        assert.equal(Number(answer.headers['content-length']), answer.body.length);
        assert.match(String(answer.headers.vary), /accept-encoding/i);
        assert.ok(answer.body.length < plain.body.length);
        assert.equal(decode(answer.body).toString(), plain.text, 'the same page, placeholders filled in');
        assert.notEqual(answer.headers.etag, plain.headers.etag);
        const again = await rawGet(server.url, '/features', { 'accept-encoding': accept, 'if-none-match': `W/${String(answer.headers.etag)}, "other"` });
        assert.equal(again.status, 304, encoding);
        assert.equal(again.body.length, 0);
      }
      const notFound = await rawGet(server.url, '/nope', { 'accept-encoding': 'br' });
      assert.equal(notFound.status, 404);
      assert.match(brotliDecompressSync(notFound.body).toString(), /page:not-found/);
      const head = await server.request('HEAD', '/features', { headers: { 'accept-encoding': 'br' } });
      assert.equal(head.status, 200);
      assert.equal(head.headers.get('content-encoding'), 'br');
    });

    it('keeps each page rendered and compressed once in memory', async () => {
      const pages = new HtmlPages((await FileSnapshot.read(staticRoot)).under('site'), { 'data-app-url': 'https://app.example' });
      const first = await pages.get('features.html');
      assert.ok(first?.variants.br && first.variants.gzip);
      assert.equal(await pages.get('features.html'), first);
      assert.match(brotliDecompressSync(first.variants.br.body).toString(), /data-app-url="https:\/\/app\.example"/);
      assert.equal(await pages.get('../site/features.html'), null);
      assert.equal(await pages.get('missing.html'), null);
    });

    it("shows the pages' WhatsApp blocks with WHATSAPP_NUMBER filled in, and removes them without one", async () => {
      const page =
        '<footer><a href="tel:1">Call</a><template data-clinic-whatsapp><a href="https://wa.me/%WHATSAPP_DIGITS%">WhatsApp %WHATSAPP_NUMBER%</a></template></footer>';
      await writeFile(join(staticRoot, 'site', 'with-whatsapp.html'), page);
      const files = (await FileSnapshot.read(staticRoot)).under('site');
      const shown = await new HtmlPages(files, {}, null, [], '919876543210').get('with-whatsapp.html');
      assert.equal(
        shown?.variants.identity.body.toString(),
        '<footer><a href="tel:1">Call</a><a href="https://wa.me/919876543210">WhatsApp +91 98765 43210</a></footer>',
      );
      const abroad = await new HtmlPages(files, {}, null, [], '447946095812').get('with-whatsapp.html');
      assert.match(abroad!.variants.identity.body.toString(), /<a href="https:\/\/wa\.me\/447946095812">WhatsApp \+447946095812<\/a>/);
      const hidden = await new HtmlPages(files, {}).get('with-whatsapp.html');
      assert.equal(hidden?.variants.identity.body.toString(), '<footer><a href="tel:1">Call</a></footer>');
    });

    it("writes the configured company particulars into the pages' company spans, escaped, and keeps the example of any not configured", async () => {
      const page = '<p><span data-company="name">Example Ltd (example)</span> · CIN <span data-company="cin">U00000KA0000PTC000000 (example)</span></p>';
      await writeFile(join(staticRoot, 'site', 'with-company.html'), page);
      const files = (await FileSnapshot.read(staticRoot)).under('site');
      const configured = await new HtmlPages(files, {}, null, [], null, { name: 'Kesar & Sons <Health> Private Limited' }).get('with-company.html');
      assert.equal(
        configured?.variants.identity.body.toString(),
        '<p><span data-company="name">Kesar &amp; Sons &lt;Health&gt; Private Limited</span> · CIN <span data-company="cin">U00000KA0000PTC000000 (example)</span></p>',
      );
      assert.equal((await new HtmlPages(files, {}).get('with-company.html'))?.variants.identity.body.toString(), page);
    });

    it("never serves the build's compressed copies under their own names", async () => {
      for (const path of ['/clinic-widgets.js.br', '/clinic-widgets.js.gz', '/assets/site.3f9a1c2b.css.br']) {
        const answer = await rawGet(server.url, path);
        assert.equal(answer.status, 404, path);
        assert.match(answer.text, /page:not-found/, path);
      }
    });
  });

  describe('headers', () => {
    it('sends the strict CSP, nosniff, frame protection and Referrer-Policy on pages, no HSTS over http', async () => {
      const answer = await server.get('/');
      assert.equal(answer.headers.get('content-security-policy'), PAGE_CSP);
      assert.equal(answer.headers.get('x-content-type-options'), 'nosniff');
      assert.equal(answer.headers.get('x-frame-options'), 'SAMEORIGIN');
      assert.equal(answer.headers.get('referrer-policy'), 'strict-origin-when-cross-origin');
      assert.equal(answer.headers.get('strict-transport-security'), null);
    });

    it('sends no Referer from the reset and forgot-password pages', async () => {
      assert.equal((await server.get('/reset-password?token=abc')).headers.get('referrer-policy'), 'no-referrer');
      assert.equal((await server.get('/forgot-password')).headers.get('referrer-policy'), 'no-referrer');
    });

    it('sets no cookie on pages, files or the 404 page', async () => {
      for (const path of ['/', '/login', '/assets/site.3f9a1c2b.css', '/nope']) assert.equal((await server.get(path)).headers.get('set-cookie'), null, path);
    });

    it('writes the default PUBLIC_URL where the build left its placeholder origin', async () => {
      const answer = await server.get('/pricing');
      assert.match(answer.text, /href="http:\/\/localhost:8080\/pricing"/);
      assert.match((await server.get('/sitemap.xml')).text, /<loc>http:\/\/localhost:8080\/pricing<\/loc>/);
    });

    it('leaves the script placeholders empty when nothing is configured', async () => {
      const answer = await server.get('/');
      assert.match(answer.text, /data-app-url="" data-google-signin-url="" data-analytics-url=""/);
    });
  });

  describe('with APP_URL, GOOGLE_SIGNIN_URL, ANALYTICS_URL, ALLOWED_ORIGINS and an https PUBLIC_URL', () => {
    let configured: TestServer;
    before(async () => {
      configured = await startServer(target, {
        staticRoot,
        env: {
          APP_URL: 'https://app.clinic.example/start?from=site&x="y"',
          GOOGLE_SIGNIN_URL: 'https://accounts.google.example/o/signin',
          ANALYTICS_URL: 'https://stats.example/collect',
          ALLOWED_ORIGINS: 'https://partner.example',
          PUBLIC_URL: 'https://clinic.example',
          WHATSAPP_NUMBER: '+91 98765 43210',
        },
      });
    });
    after(async () => {
      await configured?.close();
    });

    it('writes the HTML-escaped values into the script tag of every page', async () => {
      for (const path of ['/', '/features', '/nope']) {
        const answer = await configured.get(path);
        assert.match(
          answer.text,
          /data-app-url="https:\/\/app\.clinic\.example\/start\?from=site&amp;x=&quot;y&quot;" data-google-signin-url="https:\/\/accounts\.google\.example\/o\/signin" data-analytics-url="https:\/\/stats\.example\/collect" data-whatsapp-number="919876543210"/,
          path,
        );
      }
    });

    it("fills canonical links, og:image and JSON-LD with the server's own PUBLIC_URL", async () => {
      const answer = await configured.get('/pricing');
      assert.match(answer.text, /<link rel="canonical" href="https:\/\/clinic\.example\/pricing" \/>/);
      assert.match(answer.text, /content="https:\/\/clinic\.example\/assets\/og\.png"/);
      assert.match(answer.text, /\{"url":"https:\/\/clinic\.example\/pricing"\}/);
      assert.doesNotMatch(answer.text, /public-url\.invalid|localhost/);
      const sitemap = await configured.get('/sitemap.xml');
      assert.equal(sitemap.status, 200);
      assert.equal(sitemap.headers.get('content-type'), 'application/xml; charset=utf-8');
      assert.match(sitemap.text, /<loc>https:\/\/clinic\.example\/pricing<\/loc>/);
      const again = await rawGet(configured.url, '/sitemap.xml', { 'if-none-match': sitemap.headers.get('etag')! });
      assert.equal(again.status, 304);
    });

    it('lets pages connect to the allowed origins and the analytics origin only', async () => {
      const csp = (await configured.get('/')).headers.get('content-security-policy') ?? '';
      assert.match(csp, /connect-src 'self' https:\/\/partner\.example https:\/\/stats\.example;/);
      assert.match(csp, /script-src 'self'; style-src 'self';/);
    });

    it('sends HSTS when PUBLIC_URL is https', async () => {
      const answer = await configured.get('/');
      assert.match(answer.headers.get('strict-transport-security') ?? '', /max-age=31536000/);
    });
  });
});

describe('PUBLIC_URL with characters that mean something in HTML, JSON or XML', () => {
  let dataDir: string;
  let staticRoot: string;
  let server: TestServer;
  before(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'clinic-site-url-'));
    staticRoot = await makeStaticRoot();
    const target: TestDatabase = { kind: 'sqlite', dataDir, database: { kind: 'sqlite', file: join(dataDir, 'clinic.sqlite') }, env: { DATA_DIR: dataDir } };
    server = await startServer(target, { staticRoot, env: { PUBLIC_URL: "https://clinic.example/a&b'c" } });
  });
  after(async () => {
    await server?.close();
    await rm(dataDir, { recursive: true, force: true });
    await rm(staticRoot, { recursive: true, force: true });
  });

  it('percent-encodes them, so no attribute, script or element can be broken out of', async () => {
    const answer = await server.get('/pricing');
    assert.match(answer.text, /href="https:\/\/clinic\.example\/a%26b%27c\/pricing"/);
    assert.match(answer.text, /\{"url":"https:\/\/clinic\.example\/a%26b%27c\/pricing"\}/);
    assert.match((await server.get('/sitemap.xml')).text, /<loc>https:\/\/clinic\.example\/a%26b%27c\/pricing<\/loc>/);
  });
});

/** The site host: clean URLs, redirects, the 404 page, caching, compression, CSP and placeholders. */
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import { makeStaticRoot, STATIC_FILES } from './helpers/static-root.ts';
import { startServer, type TestServer } from './helpers/server.ts';
import type { TestDatabase } from './helpers/databases.ts';

const PAGE_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; connect-src 'self'; frame-ancestors 'self'; base-uri 'self'; form-action 'self'; object-src 'none'";

/** Raw HTTP, so the path reaches the server exactly as written (fetch would normalise '..'). */
function rawGet(url: string, path: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(url);
    // `path` as an option goes on the wire untouched; inside a URL string '..' would be resolved.
    const request = httpRequest({ hostname, port, path, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
    request.end();
  });
}

describe('site host', () => {
  let dataDir: string;
  let staticRoot: string;
  let server: TestServer;
  let target: TestDatabase;

  before(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'clinic-site-'));
    staticRoot = await makeStaticRoot();
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

    it('serves any /help/category/{slug} without its own file from the category page, with 200', async () => {
      const answer = await server.get('/help/category/no-such-category');
      assert.equal(answer.status, 200);
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

    it('compresses with brotli or gzip as the client accepts', async () => {
      const br = await rawGet(server.url, '/clinic-widgets.js', { 'accept-encoding': 'br' });
      assert.equal(br.headers['content-encoding'], 'br');
      assert.equal(brotliDecompressSync(br.body).toString(), STATIC_FILES['clinic-widgets.js']);
      const gzip = await rawGet(server.url, '/features', { 'accept-encoding': 'gzip' });
      assert.equal(gzip.headers['content-encoding'], 'gzip');
      assert.match(gunzipSync(gzip.body).toString(), /page:features/);
      assert.match(String(gzip.headers.vary), /accept-encoding/i);
      const plain = await rawGet(server.url, '/features');
      assert.equal(plain.headers['content-encoding'], undefined);
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
      assert.match(answer.headers.get('set-cookie') ?? '', /^XSRF-TOKEN=[\w-]+; Path=\/; SameSite=Lax$/);
    });

    it('sends no Referer from the reset and forgot-password pages', async () => {
      assert.equal((await server.get('/reset-password?token=abc')).headers.get('referrer-policy'), 'no-referrer');
      assert.equal((await server.get('/forgot-password')).headers.get('referrer-policy'), 'no-referrer');
    });

    it('sets no cookie on static files', async () => {
      assert.equal((await server.get('/assets/site.3f9a1c2b.css')).headers.get('set-cookie'), null);
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

    it('sends HSTS and a Secure XSRF cookie when PUBLIC_URL is https', async () => {
      const answer = await configured.get('/');
      assert.match(answer.headers.get('strict-transport-security') ?? '', /max-age=31536000/);
      assert.match(answer.headers.get('set-cookie') ?? '', /; Secure/);
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

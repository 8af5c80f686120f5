/**
 * Pages with server-rendered elements: the page's policy allows exactly the inline styles of its
 * elements' shadow roots by hash; a form submitted before its script ran (or with JavaScript off)
 * posts to /form-not-sent, which never reads the body and answers a page linking back to the form.
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { formPagePath } from '../../server/routes/form-not-sent.ts';
import { elementStyleHashes } from '../../server/site/html-pages.ts';
import { ELEMENT_STYLES, makeStaticRoot } from './helpers/static-root.ts';
import { startServer, type TestServer } from './helpers/server.ts';

const hashOf = (css: string) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`;
const styleSrc = (csp: string | null) => /style-src ([^;]*)/.exec(csp ?? '')?.[1];

describe('server-rendered pages', () => {
  let dataDir: string;
  let staticRoot: string;
  let server: TestServer;
  const lines: string[] = [];

  before(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'clinic-ssr-'));
    staticRoot = await makeStaticRoot();
    server = await startServer(
      {
        kind: 'sqlite',
        dataDir,
        database: { kind: 'sqlite', file: join(dataDir, 'clinic.sqlite') },
        env: { DATA_DIR: dataDir, PUBLIC_URL: 'https://clinic.example' },
      },
      { staticRoot, logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } } },
    );
  });
  after(async () => {
    await server?.close();
    await rm(dataDir, { recursive: true, force: true });
    await rm(staticRoot, { recursive: true, force: true });
  });

  it('allows each element style of the page by its hash, once, and nothing inline besides', async () => {
    const answer = await server.get('/contact');
    assert.equal(answer.status, 200);
    assert.equal(styleSrc(answer.headers.get('content-security-policy')), ["'self'", ...ELEMENT_STYLES.map(hashOf)].join(' '));
    assert.doesNotMatch(answer.headers.get('content-security-policy')!, /unsafe-inline|unsafe-hashes/);
    assert.match(answer.headers.get('content-security-policy')!, /script-src 'self';/);
  });

  it("keeps style-src 'self' alone on a page without server-rendered elements, and on its compressed copies", async () => {
    assert.equal(styleSrc((await server.get('/features')).headers.get('content-security-policy')), "'self'");
    const brotli = await server.get('/contact', { 'accept-encoding': 'br' });
    assert.equal(styleSrc(brotli.headers.get('content-security-policy')), ["'self'", ...ELEMENT_STYLES.map(hashOf)].join(' '));
  });

  it('hashes only the styles the build marks as element styles', () => {
    assert.deepEqual(elementStyleHashes('<style>body{}</style><style data-clinic-style>a{}</style><style data-clinic-style="">b{}</style>'), [
      hashOf('a{}'),
      hashOf('b{}'),
    ]);
  });

  it('answers a form posted to /form-not-sent with the page explaining it, linking back to the form, never reading or logging the body', async () => {
    lines.length = 0;
    const answer = await server.request('POST', '/form-not-sent', {
      body: 'email=asha%40example.in&password=Secret-Passw0rd-123',
      headers: { 'content-type': 'application/x-www-form-urlencoded', referer: 'https://clinic.example/login?next=%2Fpricing' },
    });
    assert.equal(answer.status, 200);
    assert.equal(answer.headers.get('content-type'), 'text/html; charset=utf-8');
    assert.equal(answer.headers.get('cache-control'), 'no-store');
    assert.match(answer.text, /page:form-not-sent/);
    assert.match(answer.text, /<a class="button" href="\/login" data-back-link>/);
    assert.equal(styleSrc(answer.headers.get('content-security-policy')), ["'self'", ...ELEMENT_STYLES.map(hashOf)].join(' '));
    assert.ok(!lines.join('').includes('Secret-Passw0rd'), 'the password is in no log line');
    assert.ok(!lines.join('').includes('asha'), 'the e-mail is in no log line');
  });

  it('takes any body type, and links home when the Referer is missing or another site', async () => {
    for (const headers of [
      { 'content-type': 'multipart/form-data; boundary=x' },
      { 'content-type': 'text/plain', referer: 'https://evil.example/login' },
      { 'content-type': 'application/json', referer: 'https://clinic.example/assets/site.css' },
    ]) {
      const answer = await server.request('POST', '/form-not-sent', { body: '--x--', headers });
      assert.equal(answer.status, 200, JSON.stringify(headers));
      assert.match(answer.text, /<a class="button" href="\/" data-back-link>/);
    }
  });

  it('answers a form from a Hindi page in Hindi, by its Referer, else by the Accept-Language; an English page in English', async () => {
    const post = (headers: Record<string, string>) =>
      server.request('POST', '/form-not-sent', {
        body: 'email=asha%40example.in',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      });
    const fromHindiPage = await post({ referer: 'https://clinic.example/hi/register?plan=pro', 'accept-language': 'en-IN,en;q=0.9' });
    assert.equal(fromHindiPage.status, 200);
    assert.match(fromHindiPage.text, /page:hi\/form-not-sent/);
    assert.match(fromHindiPage.text, /<html lang="hi-IN">/);
    assert.match(fromHindiPage.text, /<a class="button" href="\/hi\/register\?plan=pro" data-back-link>फ़ॉर्म पर वापस जाएँ/);
    assert.equal(fromHindiPage.headers.get('content-language'), 'hi-IN');
    assert.equal(fromHindiPage.headers.get('cache-control'), 'no-store');
    assert.equal(styleSrc(fromHindiPage.headers.get('content-security-policy')), ["'self'", ...ELEMENT_STYLES.map(hashOf)].join(' '));
    // A page sent with no-referrer (the password pages): the browser's language decides, and the way back is its home.
    const noReferrer = await post({ 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' });
    assert.match(noReferrer.text, /page:hi\/form-not-sent/);
    assert.match(noReferrer.text, /<a class="button" href="\/hi\/" data-back-link>/);
    assert.match(noReferrer.headers.get('vary') ?? '', /Accept-Language/);
    // The page the form came from outweighs the browser's language.
    const fromEnglishPage = await post({ referer: 'https://clinic.example/login', 'accept-language': 'hi-IN' });
    assert.match(fromEnglishPage.text, /page:form-not-sent/);
    assert.equal(fromEnglishPage.headers.get('content-language'), 'en-IN');
    // A language whose page the build does not hold answers the English page.
    const tamil = await post({ referer: 'https://clinic.example/ta/login' });
    assert.match(tamil.text, /page:form-not-sent/);
    assert.equal(tamil.headers.get('content-language'), 'en-IN');
  });

  it('links back only to a path of this site that is a page, keeping only its plan and billing', () => {
    const own = ['https://clinic.example'];
    assert.equal(formPagePath('https://clinic.example/reset-password?token=abc', own), '/reset-password');
    // The plan chosen on /pricing stays with the way back to /register; anything else is left out.
    assert.equal(formPagePath('https://clinic.example/register?plan=pro&billing=annually&token=abc', own), '/register?plan=pro&billing=annually');
    assert.equal(formPagePath('https://clinic.example/register?token=abc&plan=basic', own), '/register?plan=basic');
    assert.equal(formPagePath('https://clinic.example/help/setup-clinic-profile', own), '/help/setup-clinic-profile');
    assert.equal(formPagePath('https://clinic.example.evil/login', own), null);
    assert.equal(formPagePath('https://clinic.example/a//b', own), null);
    assert.equal(formPagePath('https://clinic.example/clinic-widgets.js', own), null);
    assert.equal(formPagePath('javascript:alert(1)', own), null);
    assert.equal(formPagePath(undefined, own), null);
  });
});

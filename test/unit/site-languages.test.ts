/**
 * The site in every language of pages/i18n/, as the page build writes it: each English route has
 * a Hindi twin under /hi/ with `<html lang="hi-IN">`, every page names its twins (hreflang en-IN,
 * hi-IN, x-default) with absolute addresses and its own canonical, a Hindi page's links lead to
 * Hindi pages, its chrome, titles, Open Graph, JSON-LD and fragments are Hindi, and sitemap.xml
 * lists both languages with their alternates and no error page. A third language is a catalog.
 */
import assert from 'node:assert/strict';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { buildPages } from '../../pages/build.ts';
import { helpPages } from '../../pages/help/build-help-pages.ts';
import { localizeLinks, localPath, siteLanguages } from '../../pages/site-languages.ts';
import { PUBLIC_URL_PLACEHOLDER } from '../../server/site/public-url.ts';

const ORIGIN = PUBLIC_URL_PLACEHOLDER;
const DEVANAGARI = /[\u0900-\u097F]/;
/** The Hindi pages written in Hindi (pages/routes/hi/); the others are English bodies under a Hindi note. */
const TRANSLATED = ['/', '/pricing', '/login', '/register', '/forgot-password', '/reset-password', '/features', '/about', '/contact', '/demo'];
const ERROR_ROUTES = ['/404', '/500', '/error'];

const attribute = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];
const headingText = (html: string) => (/<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '').replace(/<[^>]+>/g, '').trim();

describe('the site in Hindi (pages/build.ts over pages/i18n/)', () => {
  let out: string;
  let routes: string[];
  const pages = new Map<string, string>();

  before(async () => {
    out = await mkdtemp(join(tmpdir(), 'clinic-site-languages-'));
    routes = await buildPages(out, helpPages());
    for (const route of routes) {
      const file = route.endsWith('/') ? `${route.slice(1)}index.html` : `${route.slice(1)}.html`;
      pages.set(route, await readFile(join(out, file), 'utf8'));
    }
  });
  after(async () => {
    await rm(out, { recursive: true, force: true });
  });

  const english = () => routes.filter((route) => !route.startsWith('/hi/'));

  it('builds a Hindi twin of every English route at /hi/<route>, /hi/ the home, with <html lang="hi-IN">', () => {
    assert.ok(english().length > 30, `${english().length} routes`);
    for (const route of english()) {
      const twin = localPath(route, '/hi');
      assert.ok(pages.has(twin), `no Hindi twin of ${route}`);
      assert.equal(attribute(pages.get(twin)!, /<html lang="([^"]*)"/), 'hi-IN', twin);
      assert.equal(attribute(pages.get(route)!, /<html lang="([^"]*)"/), 'en-IN', route);
    }
    assert.ok(pages.has('/hi/'));
    assert.equal(routes.length, english().length * 2);
  });

  it('names on every page its twins in en-IN, hi-IN and x-default (the English) with absolute addresses, and its own canonical', () => {
    for (const [route, html] of pages) {
      const base = route.startsWith('/hi/') ? (route === '/hi/' ? '/' : route.slice('/hi'.length)) : route;
      const alternates = [...html.matchAll(/<link rel="alternate" hreflang="([^"]*)" href="([^"]*)" \/>/g)].map(([, lang, href]) => [lang, href]);
      assert.deepEqual(
        alternates,
        [
          ['en-IN', `${ORIGIN}${base}`],
          ['hi-IN', `${ORIGIN}${localPath(base, '/hi')}`],
          ['x-default', `${ORIGIN}${base}`],
        ],
        route,
      );
      assert.equal(attribute(html, /<link rel="canonical" href="([^"]*)"/), `${ORIGIN}${route}`, route);
      assert.equal(attribute(html, /<meta property="og:url" content="([^"]*)"/), `${ORIGIN}${route}`, route);
    }
  });

  it('points every link of a Hindi page to a site route at its Hindi twin, but the switcher and where forms post', () => {
    const englishRoutes = new Set(english());
    for (const [route, html] of pages) {
      if (!route.startsWith('/hi/')) continue;
      for (const [tag] of html.matchAll(/<[a-z][a-z0-9-]*\s[^>]*>/g)) {
        if (/\shreflang="/.test(tag) || /\smethod="post"/i.test(tag)) continue;
        for (const [, address] of tag.matchAll(/\s(?:href|action|[a-z-]+-href)="(\/[^"]*)"/g)) {
          const path = address!.split(/[?#]/)[0]!;
          assert.ok(!englishRoutes.has(path), `${route} links to the English ${address}`);
        }
      }
    }
    assert.match(pages.get('/hi/pricing')!, /href="\/hi\/register\?plan=pro&amp;billing=monthly"/);
    assert.match(pages.get('/hi/')!, /href="\/hi\/features#billing"/);
  });

  it('has a switcher in the header and the footer: a plain link to the same route in the other language, named in it', () => {
    for (const [route, to, lang, name] of [
      ['/pricing', '/hi/pricing', 'hi-IN', 'हिन्दी'],
      ['/hi/pricing', '/pricing', 'en-IN', 'English'],
      ['/', '/hi/', 'hi-IN', 'हिन्दी'],
      ['/hi/', '/', 'en-IN', 'English'],
    ] as const) {
      const html = pages.get(route)!;
      const header = /<header class="site-header">[\s\S]*?<\/header>/.exec(html)![0];
      const footer = /<footer class="site-footer">[\s\S]*?<\/footer>/.exec(html)![0];
      const link = `href="${to}" hreflang="${lang}" lang="${lang}" data-language-switch>${name}</a>`;
      assert.ok(header.includes(link), `${route} header`);
      assert.ok(footer.includes(link), `${route} footer`);
      assert.match(footer, /<nav class="footer-languages" aria-label="(Language|भाषा)">/);
    }
  });

  it('writes the Hindi pages, their titles, descriptions, Open Graph and JSON-LD in Hindi', () => {
    for (const route of [...TRANSLATED, ...ERROR_ROUTES, '/terms', '/privacy', '/security', '/compliance', '/integrations']) {
      const html = pages.get(localPath(route, '/hi'))!;
      const heading = headingText(html);
      assert.match(heading, DEVANAGARI, `${route} h1: ${heading}`);
      assert.notEqual(heading, headingText(pages.get(route)!), route);
      const title = attribute(html, /<title>([^<]*)<\/title>/)!;
      assert.match(title, DEVANAGARI, `${route} title`);
      assert.match(attribute(html, /<meta name="description" content="([^"]*)"/)!, DEVANAGARI, `${route} description`);
      assert.equal(attribute(html, /<meta property="og:title" content="([^"]*)"/), title, route);
      assert.equal(attribute(html, /<meta property="og:locale" content="([^"]*)"/), 'hi_IN', route);
      const ld = JSON.parse(attribute(html, /<script type="application\/ld\+json">([^<]*)<\/script>/)!);
      assert.equal(ld.inLanguage, 'hi-IN', route);
      assert.equal(ld.url, `${ORIGIN}${localPath(route, '/hi')}`, route);
      assert.match(ld.name, DEVANAGARI, route);
    }
    assert.equal(attribute(pages.get('/pricing')!, /<meta property="og:locale" content="([^"]*)"/), 'en_IN');
  });

  it('writes the chrome in Hindi: skip link, header, footer, banner', () => {
    const html = pages.get('/hi/login')!;
    for (const text of ['सीधे मुख्य सामग्री पर जाएँ', '>कीमत<', '>मुफ़्त शुरू करें<', '>साइन इन<', '>प्राइवेसी पॉलिसी<', 'घोषणा बंद करें', '<span>मेन्यू</span>']) {
      assert.ok(html.includes(text), text);
    }
    for (const text of ['Skip to main content', '>Get Started Free<', '>Privacy Policy<', 'Dismiss announcement']) assert.ok(!html.includes(text), text);
  });

  it('writes money in Indian grouping and dates in Hindi', () => {
    const pricing = pages.get('/hi/pricing')!;
    for (const amount of ['₹3,000', '₹7,500', '₹28,800', '₹72,000', '₹18,000']) assert.ok(pricing.includes(amount), amount);
    for (const [route, html] of pages) if (route.startsWith('/hi/')) assert.doesNotMatch(html, /₹\d{1,3},\d{3},\d{3}/, route);
    assert.ok(pages.get('/hi/terms')!.includes('पिछला अपडेट: 15 जनवरी 2025'));
  });

  it('renders the fragments in the page’s language from the same markup code', () => {
    assert.ok(pages.get('/hi/features')!.includes('<span>क्लाइंट मैनेजमेंट</span>'));
    assert.ok(pages.get('/features')!.includes('<span>Client Management</span>'));
    assert.ok(pages.get('/hi/features')!.includes('aria-label="फ़ीचर के क्षेत्र"'));
    assert.ok(pages.get('/hi/demo')!.includes('<span class="duration">3 मिनट</span>'));
    assert.ok(pages.get('/hi/demo')!.includes('>कुल 9 मिनट<'));
    assert.match(headingText(pages.get('/hi/demo')!), /^9 मिनट में ClinicPlatform देखें$/);
    assert.ok(pages.get('/hi/')!.includes('डॉ. अनन्या अय्यर'));
    assert.ok(pages.get('/hi/login')!.includes('डॉ. अनन्या अय्यर'));
  });

  it('keeps a help article in English, marked lang="en-IN", under one line in Hindi, in Hindi chrome', () => {
    for (const route of ['/hi/help/gst-compliance', '/hi/handbook', '/hi/support']) {
      const html = pages.get(route)!;
      assert.match(html, /<p class="container language-note">यह सामग्री अभी अंग्रेज़ी में है।[^<]*<\/p>\n<div lang="en-IN">/, route);
      assert.ok(html.includes('>मुफ़्त शुरू करें<'), route);
    }
    assert.match(pages.get('/hi/support')!, /<title>सहायता केंद्र/);
  });

  it('lists both languages in sitemap.xml with their alternates, and no error page', async () => {
    const sitemap = await readFile(join(out, 'sitemap.xml'), 'utf8');
    assert.match(sitemap, /xmlns:xhtml="http:\/\/www\.w3\.org\/1999\/xhtml"/);
    const entries = [...sitemap.matchAll(/<url><loc>([^<]*)<\/loc>([\s\S]*?)<\/url>/g)];
    const locs = entries.map(([, loc]) => loc);
    for (const route of ['/', '/pricing', '/login', '/help/gst-compliance']) {
      assert.ok(locs.includes(`${ORIGIN}${route}`), route);
      assert.ok(locs.includes(`${ORIGIN}${localPath(route, '/hi')}`), `hi ${route}`);
    }
    for (const route of [...ERROR_ROUTES, '/help-article-not-found', '/help/category', '/forgot-password', '/reset-password', '/form-not-sent']) {
      assert.ok(!locs.includes(`${ORIGIN}${route}`), route);
      assert.ok(!locs.includes(`${ORIGIN}${localPath(route, '/hi')}`), `hi ${route}`);
    }
    for (const [, loc, links] of entries) {
      const path = loc!.slice(ORIGIN.length).replace(/^\/hi(\/|$)/, '/');
      const base = path === '/' ? '/' : path.replace(/\/$/, '');
      const alternates = [...links!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]*)" href="([^"]*)"\/>/g)].map(([, lang, href]) => `${lang} ${href}`);
      assert.deepEqual(alternates, [`en-IN ${ORIGIN}${base}`, `hi-IN ${ORIGIN}${localPath(base, '/hi')}`, `x-default ${ORIGIN}${base}`], loc);
    }
    assert.equal(locs.length, new Set(locs).size);
  });

  it('keeps error pages noindex in Hindi too', () => {
    for (const route of ERROR_ROUTES) assert.match(pages.get(localPath(route, '/hi'))!, /<meta name="robots" content="noindex" \/>/, route);
  });
});

describe('localizeLinks', () => {
  const routes = new Set(['/', '/pricing', '/register', '/form-not-sent', '/support']);
  it('prefixes site routes, keeping query and fragment; leaves assets, other addresses and the switcher', () => {
    const html =
      '<a href="/pricing?plan=pro#x">a</a><a href="/">b</a><a href="/#top">c</a><img src="/assets/x.svg"><a href="/assets/x.svg">d</a>' +
      '<a href="https://x.example/pricing">e</a><clinic-session-status login-href="/register"></clinic-session-status>' +
      '<a href="/pricing" hreflang="en-IN">English</a><form action="/support" method="get"></form><form action="/form-not-sent" method="post"></form>';
    assert.equal(
      localizeLinks(html, '/hi', routes),
      '<a href="/hi/pricing?plan=pro#x">a</a><a href="/hi/">b</a><a href="/hi/#top">c</a><img src="/assets/x.svg"><a href="/assets/x.svg">d</a>' +
        '<a href="https://x.example/pricing">e</a><clinic-session-status login-href="/hi/register"></clinic-session-status>' +
        '<a href="/pricing" hreflang="en-IN">English</a><form action="/hi/support" method="get"></form><form action="/form-not-sent" method="post"></form>',
    );
    assert.equal(localizeLinks(html, '', routes), html);
  });
});

describe('siteLanguages', () => {
  it('finds each language by its catalog, the default first: a third language is a catalog and folders to add', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'clinic-i18n-'));
    try {
      for (const file of await readdir(join(import.meta.dirname, '../../pages/i18n'))) {
        await writeFile(join(dir, file), await readFile(join(import.meta.dirname, '../../pages/i18n', file)));
      }
      await writeFile(
        join(dir, 'ta.json'),
        JSON.stringify({ ...JSON.parse(await readFile(join(dir, 'hi.json'), 'utf8')), language: 'ta-IN', ogLocale: 'ta_IN' }),
      );
      const languages = await siteLanguages(dir);
      assert.deepEqual(
        languages.map(({ language, prefix, folder }) => [language, prefix, folder]),
        [
          ['en-IN', '', ''],
          ['hi-IN', '/hi', 'hi'],
          ['ta-IN', '/ta', 'ta'],
        ],
      );
      await writeFile(join(dir, 'xx.json'), JSON.stringify({ language: 'xx-YY' }));
      await assert.rejects(siteLanguages(dir), /unknown language xx-YY/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

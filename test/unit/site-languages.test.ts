/**
 * The site in every language of locales/ with a site catalog, as the page build writes it: each
 * route has a twin under /<path>/ with `<html lang="<tag>">`, every page names its twins in every
 * language and x-default with absolute addresses and its own canonical, a page's links lead to its
 * language's pages, its chrome, titles, Open Graph, JSON-LD and fragments are in its language, and
 * sitemap.xml lists every language with its alternates and no error page. A language is a folder.
 */
import assert from 'node:assert/strict';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { buildPages } from '../../pages/build.ts';
import { helpPages } from '../../pages/help/build-help-pages.ts';
import { localizeLinks, localPath, siteLanguages, type SiteLanguage } from '../../pages/site-languages.ts';
import { LOCALES_DIR } from '../../scripts/locales.ts';
import { PUBLIC_URL_PLACEHOLDER } from '../../server/site/public-url.ts';

const ORIGIN = PUBLIC_URL_PLACEHOLDER;
const DEVANAGARI = /[\u0900-\u097F]/;
const ERROR_ROUTES = ['/404', '/500', '/error'];
/** The routes whose page is a template of pages/routes/ (all in the page's language). */
const TEMPLATE_ROUTES = [
  '/',
  '/pricing',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/features',
  '/about',
  '/contact',
  '/demo',
  '/terms',
  '/privacy',
  '/security',
  '/compliance',
  '/integrations',
  '/form-not-sent',
];

const attribute = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];
const headingText = (html: string) => (/<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '').replace(/<[^>]+>/g, '').trim();

describe('the site in every language (pages/build.ts over locales/<tag>/site/)', () => {
  let out: string;
  let routes: string[];
  let languages: SiteLanguage[];
  const pages = new Map<string, string>();

  before(async () => {
    out = await mkdtemp(join(tmpdir(), 'clinic-site-languages-'));
    languages = await siteLanguages();
    routes = await buildPages(out, helpPages);
    for (const route of routes) {
      const file = route.endsWith('/') ? `${route.slice(1)}index.html` : `${route.slice(1)}.html`;
      pages.set(route, await readFile(join(out, file), 'utf8'));
    }
  });
  after(async () => {
    await rm(out, { recursive: true, force: true });
  });

  const others = () => languages.slice(1);
  const english = () => routes.filter((route) => !others().some((language) => route.startsWith(`${language.prefix}/`)));
  /** A page's route in the reference language and its language. */
  const baseOf = (route: string): [string, SiteLanguage] => {
    const language = others().find((entry) => route.startsWith(`${entry.prefix}/`));
    if (!language) return [route, languages[0]!];
    const rest = route.slice(language.prefix.length);
    return [rest === '/' ? '/' : rest, language];
  };

  it('builds a twin of every route in every language at /<path>/<route>, with <html lang="<tag>">', () => {
    assert.ok(languages.length >= 2 && languages[0]!.language === 'en-IN' && languages[1]!.language === 'hi-IN');
    assert.ok(english().length > 30, `${english().length} routes`);
    for (const language of languages) {
      for (const route of english()) {
        const twin = localPath(route, language.prefix);
        assert.ok(pages.has(twin), `no ${language.language} twin of ${route}`);
        assert.equal(attribute(pages.get(twin)!, /<html lang="([^"]*)"/), language.language, twin);
      }
    }
    assert.ok(pages.has('/hi/'));
    assert.equal(routes.length, english().length * languages.length);
  });

  it('names on every page its twins in every language and x-default (the English) with absolute addresses, and its own canonical', () => {
    for (const [route, html] of pages) {
      const [base] = baseOf(route);
      const alternates = [...html.matchAll(/<link rel="alternate" hreflang="([^"]*)" href="([^"]*)" \/>/g)].map(([, lang, href]) => [lang, href]);
      assert.deepEqual(
        alternates,
        [...languages.map((language) => [language.language, `${ORIGIN}${localPath(base, language.prefix)}`]), ['x-default', `${ORIGIN}${base}`]],
        route,
      );
      assert.equal(attribute(html, /<link rel="canonical" href="([^"]*)"/), `${ORIGIN}${route}`, route);
      assert.equal(attribute(html, /<meta property="og:url" content="([^"]*)"/), `${ORIGIN}${route}`, route);
    }
  });

  it('points every link of a page to a site route at its own language’s twin, but the switcher and where forms post', () => {
    const englishRoutes = new Set(english());
    for (const [route, html] of pages) {
      const [, language] = baseOf(route);
      if (language === languages[0]) continue;
      for (const [tag] of html.matchAll(/<[a-z][a-z0-9-]*\s[^>]*>/g)) {
        if (/\shreflang="/.test(tag) || /\smethod="post"/i.test(tag)) continue;
        for (const [, address] of tag.matchAll(/\s(?:href|action|[a-z-]+-href)="(\/[^"]*)"/g)) {
          const path = address!.split(/[?#]/)[0]!;
          assert.ok(!englishRoutes.has(path), `${route} links to the English ${address}`);
          if (englishRoutes.has(path.slice(language.prefix.length) || '/')) assert.ok(path.startsWith(`${language.prefix}/`), `${route} links to ${address}`);
        }
      }
    }
    assert.match(pages.get('/hi/pricing')!, /href="\/hi\/register\?plan=pro&amp;billing=monthly"/);
    assert.match(pages.get('/hi/')!, /href="\/hi\/features#billing"/);
  });

  it('has a switcher in the header and the footer offering every language in its own script, each a link to the same route', () => {
    for (const route of ['/pricing', '/', '/login']) {
      for (const current of languages) {
        const html = pages.get(localPath(route, current.prefix))!;
        const header = /<header class="site-header">[\s\S]*?<\/header>/.exec(html)![0];
        const footer = /<footer class="site-footer">[\s\S]*?<\/footer>/.exec(html)![0];
        for (const to of languages) {
          if (to === current) {
            assert.ok(footer.includes(`<span aria-current="true" lang="${to.language}">${to.name}</span>`), `${current.language} ${route} footer`);
            continue;
          }
          const link = `href="${localPath(route, to.prefix)}" hreflang="${to.language}" lang="${to.language}" data-language-switch>${to.name}</a>`;
          assert.ok(header.includes(link), `${current.language} ${route} header → ${to.language}`);
          assert.ok(footer.includes(link), `${current.language} ${route} footer → ${to.language}`);
        }
        assert.ok(footer.includes(`<nav class="footer-languages" aria-label="${current.messages.text('layout.languages_label')}">`));
      }
    }
  });

  it('writes each language’s pages, their titles, descriptions, Open Graph and JSON-LD in its language', () => {
    for (const language of others()) {
      for (const route of [...TEMPLATE_ROUTES, ...ERROR_ROUTES, '/support', '/handbook']) {
        const path = localPath(route, language.prefix);
        const html = pages.get(path)!;
        const heading = headingText(html);
        assert.notEqual(heading, headingText(pages.get(route)!), `${path} h1: ${heading}`);
        const title = attribute(html, /<title>([^<]*)<\/title>/)!;
        assert.notEqual(title, attribute(pages.get(route)!, /<title>([^<]*)<\/title>/), `${path} title`);
        assert.equal(attribute(html, /<meta property="og:title" content="([^"]*)"/), title, path);
        assert.equal(attribute(html, /<meta property="og:locale" content="([^"]*)"/), language.ogLocale, path);
        const ld = JSON.parse(attribute(html, /<script type="application\/ld\+json">([^<]*)<\/script>/)!);
        assert.equal(ld.inLanguage, language.language, path);
        assert.equal(ld.url, `${ORIGIN}${path}`, path);
      }
    }
    const hindi = pages.get('/hi/pricing')!;
    assert.match(headingText(hindi), DEVANAGARI);
    assert.match(attribute(hindi, /<meta name="description" content="([^"]*)"/)!, DEVANAGARI);
    assert.equal(attribute(pages.get('/pricing')!, /<meta property="og:locale" content="([^"]*)"/), 'en_IN');
  });

  it('writes the chrome in Hindi: skip link, header, footer, banner', () => {
    const html = pages.get('/hi/login')!;
    for (const text of ['सीधे मुख्य सामग्री पर जाएँ', '>कीमत<', '>मुफ़्त शुरू करें<', '>साइन इन<', '>प्राइवेसी पॉलिसी<', 'घोषणा बंद करें', '<span>मेन्यू</span>']) {
      assert.ok(html.includes(text), text);
    }
    for (const text of ['Skip to main content', '>Get Started Free<', '>Privacy Policy<', 'Dismiss announcement']) assert.ok(!html.includes(text), text);
  });

  it('writes money in Indian grouping from the one price list, and dates in the language', () => {
    for (const language of languages) {
      const pricing = pages.get(localPath('/pricing', language.prefix))!;
      for (const amount of ['₹3,000', '₹7,500', '₹28,800', '₹72,000', '₹18,000']) assert.ok(pricing.includes(amount), `${language.language} ${amount}`);
    }
    for (const [route, html] of pages) assert.doesNotMatch(html, /₹\d{1,3},\d{3},\d{3}/, route);
    assert.ok(pages.get('/hi/terms')!.includes('पिछला अपडेट: 15 जनवरी 2025'));
  });

  it('renders the fragments in the page’s language from the same markup code', () => {
    assert.ok(pages.get('/hi/features')!.includes('<span>क्लाइंट मैनेजमेंट</span>'));
    assert.ok(pages.get('/features')!.includes('<span>Client Management</span>'));
    assert.ok(pages.get('/hi/features')!.includes('aria-label="फ़ीचर के क्षेत्र"'));
    assert.ok(pages.get('/hi/demo')!.includes('<span class="duration">3 मिनट</span>'));
    assert.ok(pages.get('/hi/demo')!.includes('>कुल 9 मिनट<'));
    assert.ok(pages.get('/hi/demo')!.includes('4 में से हिस्सा 2'));
    assert.ok(pages.get('/demo')!.includes('Section 2 of 4'));
    assert.match(headingText(pages.get('/hi/demo')!), /^9 मिनट में ClinicPlatform देखें$/);
    assert.ok(pages.get('/hi/')!.includes('डॉ. अनन्या अय्यर'));
    assert.ok(pages.get('/hi/login')!.includes('डॉ. अनन्या अय्यर'));
  });

  it('keeps a help article’s body in English, marked lang="en-IN", under one line in the page’s language, in its chrome', () => {
    for (const language of others()) {
      const html = pages.get(localPath('/help/gst-compliance', language.prefix))!;
      const note = language.messages.html('layout.english_note');
      assert.ok(html.includes(`<p class="container language-note">${note}</p>\n<div lang="en-IN">`), language.language);
      assert.notEqual(note, languages[0]!.messages.html('layout.english_note'));
    }
    assert.ok(pages.get('/hi/help/gst-compliance')!.includes('>मुफ़्त शुरू करें<'));
    assert.ok(!pages.get('/help/gst-compliance')!.includes('language-note'));
  });

  it('writes the Help Centre’s own words in the page’s language: /support is not wrapped in English, the handbook’s chrome is translated', () => {
    const support = pages.get('/hi/support')!;
    assert.match(support, /<title>सहायता केंद्र/);
    assert.equal(headingText(support), 'हम आपकी क्या मदद करें?');
    for (const text of ['>हमसे संपर्क करें<', '>सहायता के विषय देखें<', '>अक्सर पूछे जाने वाले सवाल<', '>शुरुआत<']) assert.ok(support.includes(text), text);
    assert.doesNotMatch(support, /<div lang="en-IN">/);
    assert.match(support, /<a href="\/hi\/help\/gst-compliance" lang="en-IN">GST Compliance for Clinics<\/a>/);
    const handbook = pages.get('/hi/handbook')!;
    assert.match(handbook, /<p class="language-note">हैंडबुक के हिस्से अभी अंग्रेज़ी में हैं।<\/p>/);
    assert.match(handbook, /<div class="handbook-content help-static" lang="en-IN">/);
    assert.ok(handbook.includes('>विषय-सूची<'));
  });

  it('lists every language in sitemap.xml with its alternates, and no error page', async () => {
    const sitemap = await readFile(join(out, 'sitemap.xml'), 'utf8');
    assert.match(sitemap, /xmlns:xhtml="http:\/\/www\.w3\.org\/1999\/xhtml"/);
    const entries = [...sitemap.matchAll(/<url><loc>([^<]*)<\/loc>([\s\S]*?)<\/url>/g)];
    const locs = entries.map(([, loc]) => loc);
    for (const language of languages) {
      for (const route of ['/', '/pricing', '/login', '/help/gst-compliance'])
        assert.ok(locs.includes(`${ORIGIN}${localPath(route, language.prefix)}`), `${language.language} ${route}`);
      for (const route of [...ERROR_ROUTES, '/help-article-not-found', '/help/category', '/forgot-password', '/reset-password', '/form-not-sent']) {
        assert.ok(!locs.includes(`${ORIGIN}${localPath(route, language.prefix)}`), `${language.language} ${route}`);
      }
    }
    for (const [, loc, links] of entries) {
      const [base] = baseOf(loc!.slice(ORIGIN.length));
      const alternates = [...links!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]*)" href="([^"]*)"\/>/g)].map(([, lang, href]) => `${lang} ${href}`);
      assert.deepEqual(
        alternates,
        [...languages.map((language) => `${language.language} ${ORIGIN}${localPath(base, language.prefix)}`), `x-default ${ORIGIN}${base}`],
        loc,
      );
    }
    assert.equal(locs.length, new Set(locs).size);
  });

  it('keeps error pages noindex in every language', () => {
    for (const language of languages) {
      for (const route of ERROR_ROUTES)
        assert.match(pages.get(localPath(route, language.prefix))!, /<meta name="robots" content="noindex" \/>/, `${language.language} ${route}`);
    }
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
  it('finds each language by its folder of locales/ with a site catalog, the reference first: a language is a folder', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'clinic-locales-'));
    try {
      await cp(LOCALES_DIR, dir, { recursive: true });
      const before = await siteLanguages(dir);
      await mkdir(join(dir, 'pa-IN'));
      await writeFile(join(dir, 'pa-IN', 'language.json'), JSON.stringify({ name: 'ਪੰਜਾਬੀ', englishName: 'Punjabi', path: 'pa', ogLocale: 'pa_IN', order: 9 }));
      // A folder without a site catalog is not a language of the site.
      assert.deepEqual(
        (await siteLanguages(dir)).map(({ language }) => language),
        before.map(({ language }) => language),
      );
      await cp(join(dir, 'en-IN', 'site'), join(dir, 'pa-IN', 'site'), { recursive: true });
      const languages = await siteLanguages(dir);
      assert.deepEqual(languages[0]!.language, 'en-IN');
      assert.deepEqual(languages.at(-1)!.language === 'pa-IN' ? [languages.at(-1)!.prefix, languages.at(-1)!.folder, languages.at(-1)!.name] : null, [
        '/pa',
        'pa',
        'ਪੰਜਾਬੀ',
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

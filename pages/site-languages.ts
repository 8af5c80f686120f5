/**
 * The languages the site is built in. Each is a catalog, pages/i18n/<folder>.json (its tag, the
 * layout's words, the titles of generated pages), beside a folder of page twins,
 * pages/routes/<folder>/ (each file names, in its front matter, the English route it translates),
 * and a folder of chrome, pages/partials/<folder>/. The default language (English) lives at the
 * top of those folders and its pages at the site's root; every other language at /<folder>/…
 * (Hindi's home is /hi/, its pricing /hi/pricing). Adding a language is adding those files.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_LANGUAGE, LANGUAGE_NAMES, matchLanguage, type Language } from '../protocol/languages.ts';
import { escapeHtml } from '../server/escape-html.ts';

const here = fileURLToPath(new URL('.', import.meta.url));

/** The words of the layout and chrome a language's catalog gives. */
export interface SiteText {
  /** The language's tag, one of protocol/languages.ts LANGUAGES. */
  language: string;
  /** Open Graph's spelling of the locale (`hi_IN`). */
  ogLocale: string;
  skipLink: string;
  /** The name of the footer's list of languages. */
  languagesLabel: string;
  /** The line above a body left in English on this language's site (help articles, handbook). */
  englishNote: string;
  /** The keywords of a page whose front matter names none. */
  keywords: string;
  /** Title and description of the pages left in English, by English route. */
  meta?: Record<string, { title: string; description: string }>;
}

/** One language of the site. */
export interface SiteLanguage {
  language: Language;
  /** pages/routes/<folder>, pages/partials/<folder>, pages/i18n/<folder>.json; '' for the default. */
  folder: string;
  /** The path prefix of its pages: '' for the default, else `/<folder>`. */
  prefix: string;
  text: SiteText;
}

/** A route in a language: `/pricing` → `/hi/pricing`, `/` → `/hi/`. */
export function localPath(path: string, prefix: string): string {
  if (prefix === '') return path;
  return path === '/' ? `${prefix}/` : `${prefix}${path}`;
}

/** Every language with a catalog in pages/i18n/, the default first, then by folder name. */
export async function siteLanguages(dir = join(here, 'i18n')): Promise<SiteLanguage[]> {
  const files = (await readdir(dir)).filter((name) => name.endsWith('.json')).sort();
  const languages: SiteLanguage[] = [];
  for (const file of files) {
    const text = JSON.parse(await readFile(join(dir, file), 'utf8')) as SiteText;
    const language = matchLanguage(text.language);
    if (language === null || language !== text.language) throw new Error(`pages/i18n/${file}: unknown language ${text.language}`);
    const isDefault = language === DEFAULT_LANGUAGE;
    const folder = isDefault ? '' : file.replace(/\.json$/, '');
    languages.push({ language, folder, prefix: isDefault ? '' : `/${folder}`, text });
  }
  const first = languages.findIndex((entry) => entry.language === DEFAULT_LANGUAGE);
  if (first === -1) throw new Error(`pages/i18n/ has no catalog for ${DEFAULT_LANGUAGE}`);
  return [languages[first]!, ...languages.filter((_, index) => index !== first)];
}

/**
 * The `<link rel="alternate" hreflang>` lines of a route: one per language, and x-default (the
 * default language's page), with absolute addresses under `origin`.
 */
export function alternateLinks(path: string, languages: readonly SiteLanguage[], origin: string): string {
  const link = (hreflang: string, prefix: string) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(`${origin}${localPath(path, prefix)}`)}" />`;
  return [...languages.map((entry) => link(entry.language, entry.prefix)), link('x-default', languages[0]!.prefix)].join('\n    ');
}

/** A link to the same route in another language: named in that language, marked with its tag. */
function switchLink(path: string, to: SiteLanguage, className: string): string {
  const href = escapeHtml(localPath(path, to.prefix));
  return `<a class="${className}" href="${href}" hreflang="${to.language}" lang="${to.language}" data-language-switch>${escapeHtml(LANGUAGE_NAMES[to.language])}</a>`;
}

/** The header's switcher: a plain link to the page in each other language. */
export function headerLanguageSwitch(path: string, current: SiteLanguage, languages: readonly SiteLanguage[]): string {
  return languages
    .filter((entry) => entry !== current)
    .map((entry) => switchLink(path, entry, 'language-switch'))
    .join('');
}

/** The footer's list of every language: the current one marked, the others linked. */
export function footerLanguageList(path: string, current: SiteLanguage, languages: readonly SiteLanguage[]): string {
  const items = languages.map((entry) =>
    entry === current
      ? `<li><span aria-current="true" lang="${entry.language}">${escapeHtml(LANGUAGE_NAMES[entry.language])}</span></li>`
      : `<li>${switchLink(path, entry, 'language-link')}</li>`,
  );
  return `<nav class="footer-languages" aria-label="${escapeHtml(current.text.languagesLabel)}"><ul>${items.join('')}</ul></nav>`;
}

/** The attributes whose value is an address on the site: href, a form's action, an element's `*-href`. */
const LINK_ATTRIBUTE = /(\s(?:href|action|[a-z-]+-href)=")(\/[^"]*)"/g;

/**
 * Points the site's own links in a page of a language at that language's twins: `/pricing?plan=pro`
 * → `/hi/pricing?plan=pro`, `/` → `/hi/`. Only addresses of pages in `routes` change (assets, the
 * API and files keep theirs); the switcher's links (they carry `hreflang`) are left as they are, and
 * so is where a form posts to (`/form-not-sent` answers a POST at that one address).
 */
export function localizeLinks(html: string, prefix: string, routes: ReadonlySet<string>): string {
  if (prefix === '') return html;
  return html.replace(/<[a-z][a-z0-9-]*\s[^>]*>/g, (tag) => {
    if (/\shreflang="/.test(tag)) return tag;
    const posts = /\smethod="post"/i.test(tag);
    return tag.replace(LINK_ATTRIBUTE, (all, before: string, address: string) => {
      const end = address.search(/[?#]/);
      const path = end === -1 ? address : address.slice(0, end);
      if (!routes.has(path) || (posts && before.includes('action'))) return all;
      return `${before}${localPath(path, prefix)}${address.slice(path.length)}"`;
    });
  });
}

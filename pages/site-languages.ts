/**
 * The languages the site is built in: every folder of locales/ (scripts/locales.ts) that holds a
 * site catalog (locales/<tag>/site/). Each language's pages are the same templates
 * (pages/routes/, pages/partials/) filled with its messages; the reference language's pages are at
 * the site's root, every other's under its `path` from language.json (Hindi's home is /hi/, its
 * pricing /hi/pricing). Adding a language is adding its folder.
 */
import { readLocales, REFERENCE_LOCALE, type LocaleInfo } from '../scripts/locales.ts';
import { escapeHtml } from '../server/escape-html.ts';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SiteMessages, type SiteCatalog } from './site-catalog.ts';
import { siteValues } from './site-values.ts';

/** The folder of a language's site catalog. */
export const siteCatalogDir = (localeDir: string) => join(localeDir, 'site');

/** Whether a language folder has a site catalog (a language without one gets no site). */
export const hasSiteCatalog = (localeDir: string) => existsSync(siteCatalogDir(localeDir));

/** Reads every namespace of a language's site catalog into one flat map; a non-string message fails. */
export function readSiteCatalog(localeDir: string): SiteCatalog {
  const dir = siteCatalogDir(localeDir);
  const catalog: SiteCatalog = {};
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()) {
    const namespace = file.slice(0, -'.json'.length);
    const messages = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, unknown>;
    for (const [key, message] of Object.entries(messages)) {
      if (typeof message !== 'string') throw new Error(`${join(dir, file)}: "${key}" is not a string`);
      catalog[`${namespace}.${key}`] = message;
    }
  }
  return catalog;
}

/** One language of the site. */
export interface SiteLanguage {
  /** Its BCP 47 tag: hi-IN. */
  language: string;
  /** The folder of its pages in the built site, its path prefix without the slash; '' for the reference. */
  folder: string;
  /** The path prefix of its pages: '' for the reference, else `/<folder>`. */
  prefix: string;
  /** Its name in its own script: हिन्दी. */
  name: string;
  /** Open Graph's spelling of its locale: hi_IN. */
  ogLocale: string;
  /** Its compiled site catalog. */
  messages: SiteMessages;
}

/** A route in a language: `/pricing` → `/hi/pricing`, `/` → `/hi/`. */
export function localPath(path: string, prefix: string): string {
  if (prefix === '') return path;
  return path === '/' ? `${prefix}/` : `${prefix}${path}`;
}

/** The site language of one locale folder. */
export function siteLanguage(locale: LocaleInfo): SiteLanguage {
  return {
    language: locale.tag,
    folder: locale.path,
    prefix: locale.path === '' ? '' : `/${locale.path}`,
    name: locale.name,
    ogLocale: locale.ogLocale,
    messages: new SiteMessages(locale.tag, readSiteCatalog(locale.dir), siteValues()),
  };
}

let reference: SiteLanguage | undefined;
/** The reference language alone, for a page rendered outside a whole build. */
export function referenceLanguage(): SiteLanguage {
  reference ??= siteLanguage(readLocales()[0]!);
  return reference;
}

/** Every language with a site catalog under `root` (locales/ by default), the reference first. */
export async function siteLanguages(root?: string): Promise<SiteLanguage[]> {
  const locales = readLocales(root).filter((locale) => hasSiteCatalog(locale.dir));
  if (locales[0]?.tag !== REFERENCE_LOCALE) throw new Error(`locales/${REFERENCE_LOCALE}/site/ is missing: the reference language's site`);
  return locales.map(siteLanguage);
}

/**
 * The `<link rel="alternate" hreflang>` lines of a route: one per language, and x-default (the
 * reference language's page), with absolute addresses under `origin`.
 */
export function alternateLinks(path: string, languages: readonly SiteLanguage[], origin: string): string {
  const link = (hreflang: string, prefix: string) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(`${origin}${localPath(path, prefix)}`)}" />`;
  return [...languages.map((entry) => link(entry.language, entry.prefix)), link('x-default', languages[0]!.prefix)].join('\n    ');
}

/** A link to the same route in another language: named in that language, marked with its tag. */
function switchLink(path: string, to: SiteLanguage, className: string): string {
  const href = escapeHtml(localPath(path, to.prefix));
  return `<a class="${className}" href="${href}" hreflang="${to.language}" lang="${to.language}" data-language-switch>${escapeHtml(to.name)}</a>`;
}

/** Each language as a list item: the current one named and marked, the others linked to this route in them. */
function languageItems(path: string, current: SiteLanguage, languages: readonly SiteLanguage[], className: string): string {
  return languages
    .map((entry) =>
      entry === current
        ? `<li><span aria-current="true" lang="${entry.language}">${escapeHtml(entry.name)}</span></li>`
        : `<li>${switchLink(path, entry, className)}</li>`,
    )
    .join('');
}

/**
 * The header's switcher: a disclosure (it opens without JavaScript) named by the current
 * language, listing every language, each a plain link to this route in it.
 */
export function headerLanguageSwitch(path: string, current: SiteLanguage, languages: readonly SiteLanguage[]): string {
  if (languages.length < 2) return '';
  const label = escapeHtml(current.messages.text('layout.languages_label'));
  return (
    `<details class="language-menu"><summary class="language-switch"><span class="visually-hidden">${label}: </span>` +
    `<span lang="${current.language}">${escapeHtml(current.name)}</span></summary>` +
    `<ul>${languageItems(path, current, languages, 'language-switch')}</ul></details>`
  );
}

/** The footer's list of every language: the current one marked, the others linked. */
export function footerLanguageList(path: string, current: SiteLanguage, languages: readonly SiteLanguage[]): string {
  const label = escapeHtml(current.messages.text('layout.languages_label'));
  return `<nav class="footer-languages" aria-label="${label}"><ul>${languageItems(path, current, languages, 'language-link')}</ul></nav>`;
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

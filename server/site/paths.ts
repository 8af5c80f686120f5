/**
 * Maps a request path to what the site host answers: clean URLs for pages,
 * redirects from `.html` and trailing-slash spellings, files for assets, or the 404 page.
 */

import { DEFAULT_LANGUAGE, matchLanguage } from '../../protocol/languages.ts';
import { permanentRedirect } from './redirects.ts';
import { newestOfMajor } from './releases.ts';

/** What to answer for a path. */
export type SiteTarget =
  | { kind: 'redirect'; location: string }
  | { kind: 'page'; file: string; fallback: string | null; fallbackStatus?: number }
  | { kind: 'asset'; area: 'dist' | 'site'; file: string; pin?: Pin }
  | { kind: 'release'; version: string; file: string; pin: Pin }
  | { kind: 'not-found' };

/**
 * A pinned script URL: `/<version>/…` names exactly this release (its files never change, so they
 * are cached for good), `/v<major>/…` the newest release of that major line (a short cache, so a
 * fix reaches every page within minutes).
 */
export type Pin = 'release' | 'major';

/** What the resolver needs to know about the build it serves. */
export interface SiteFiles {
  /** The names of the files at the top of dist/ (the script, its module, the manifest…). */
  distFiles: ReadonlySet<string>;
  /** The release this build is, e.g. `0.1.0`. */
  version: string;
  /** The versions in the releases store, served from there (a released version's files never change). */
  releases?: ReadonlySet<string>;
}

/** Files served from dist/ itself when the caller names none: every other file comes from dist/site/. */
const DIST_FILES = new Set(['clinic-widgets.js', 'clinic-widgets.js.map', 'custom-elements.json']);

/** `/0.1.0/rest` or `/v0/rest`: a release or major segment, then the path below it. */
const PINNED = /^\/(v\d+|\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?)(\/.*)$/;

/** The script's chunks (and their source maps), served from dist/chunks/ beside it. */
const CHUNK = /^chunks\/[A-Za-z0-9._-]+\.js(?:\.map)?$/;

/** Templates that exist as files but are not routes of their own. */
const HIDDEN_PAGES = new Set(['/404', '/help/category', '/help-article-not-found']);

/** An unknown /help/{id} answers 'Article Not Found' (this page) with status 404. */
export const HELP_ARTICLE_NOT_FOUND = 'help-article-not-found.html';
const HELP_ARTICLE = /^\/help\/[^/]+$/;

/** Plain, safe path characters; anything else (encoded slashes, NUL, backslash) is not a site path. */
const SEGMENT = '[A-Za-z0-9_~-][A-Za-z0-9._~-]*';
// Segments are separated by exactly one slash, so the match is linear (no backtracking blow-up).
const SAFE_PATH = new RegExp(`^/(?:${SEGMENT}(?:/${SEGMENT})*/?)?$`);

/** The suffixes of the build's precompressed copies (`site.css.br`, `site.css.gz`). */
const PRECOMPRESSED = /\.(?:br|gz)$/;

/**
 * /help/category/{slug} of a category with no articles answers, with status 404 (as an unknown
 * article does), the category page's template: the title from the slug and 'No articles found in
 * this category.' (noindex, not in the sitemap).
 */
const CATEGORY_PAGE = /^\/help\/category\/[^/]+$/;

/**
 * Decides what a GET of `rawUrl` (path and query) answers; does not look at the disk. Under a
 * pinned prefix only files are served (the script's directory: the script, its chunks and parts,
 * their maps, the help content): a version's from the releases store when it holds that version,
 * else this build's when it is that version; `/v<major>/` names the newest of that major line.
 */
export function resolveSitePath(rawUrl: string, site: SiteFiles = { distFiles: DIST_FILES, version: '' }): SiteTarget {
  const pinned = PINNED.exec(rawUrl);
  if (pinned) {
    const [, segment = '', rest = '/'] = pinned;
    const released = site.releases ?? new Set<string>();
    const pin: Pin = segment.startsWith('v') ? 'major' : 'release';
    const known = site.version === '' ? [...released] : [...released, site.version];
    // `/v<major>/` names the newest release of its line; this build only while none is released.
    const version =
      pin === 'major' ? (newestOfMajor(released, segment.slice(1)) ?? newestOfMajor(known, segment.slice(1))) : known.includes(segment) ? segment : undefined;
    const target = resolveSitePath(rest, site);
    if (!version || target.kind !== 'asset' || PINNED.test(rest)) return { kind: 'not-found' };
    // The store's copy of a version wins over this build's: it is the artefact pages were pinned to.
    return released.has(version) ? { kind: 'release', version, file: target.file, pin } : { ...target, pin };
  }
  const queryAt = rawUrl.indexOf('?');
  const rawPath = queryAt === -1 ? rawUrl : rawUrl.slice(0, queryAt);
  const query = queryAt === -1 ? '' : rawUrl.slice(queryAt);
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return { kind: 'not-found' };
  }
  // Rejects '..', '//', dot-files and odd characters before anything reaches the file system.
  if (path.length > 1024 || !SAFE_PATH.test(path)) return { kind: 'not-found' };
  const folder = languageFolder(path);
  return folder === '' ? resolvePage(path, query, site) : resolveInLanguage(folder, path, query, site);
}

/**
 * The folder of the language a path is in: `hi` for `/hi/…` (a language of protocol/languages.ts
 * other than the default, by its primary subtag), '' for the default language's paths.
 */
export function languageFolder(rawUrl: string): string {
  const segment = /^\/([a-z]{2,3})(?=[/?#]|$)/.exec(rawUrl)?.[1];
  if (!segment) return '';
  const language = matchLanguage(segment);
  return language !== null && language !== DEFAULT_LANGUAGE ? segment : '';
}

/**
 * A path under a language's prefix answers as the same path of the default language does, with
 * the language's pages (`hi/pricing.html`, its own 404 and help fallbacks) and its redirects kept
 * under the prefix; the language's home is `/hi/`, so `/hi` redirects there. Files are served only
 * at their own addresses, never under a language.
 */
function resolveInLanguage(folder: string, path: string, query: string, site: SiteFiles): SiteTarget {
  const prefix = `/${folder}`;
  if (path === prefix) return { kind: 'redirect', location: `${prefix}/${query}` };
  const rest = path.slice(prefix.length);
  if (languageFolder(rest) !== '') return { kind: 'not-found' };
  const target = resolvePage(rest, query, site);
  switch (target.kind) {
    case 'redirect':
      return { kind: 'redirect', location: `${prefix}${target.location}` };
    case 'page':
      return { ...target, file: `${folder}/${target.file}`, fallback: target.fallback && `${folder}/${target.fallback}` };
    default:
      return { kind: 'not-found' };
  }
}

/** What a decoded, safe path of the default language answers. */
function resolvePage(path: string, query: string, site: SiteFiles): SiteTarget {
  const moved = permanentRedirect(path.replace(/(.)\/$/, '$1'));
  if (moved) return { kind: 'redirect', location: `${moved}${query}` };
  if (path.length > 1 && path.endsWith('/')) return { kind: 'redirect', location: `${path.replace(/\/+$/, '')}${query}` };
  if (path.endsWith('.html')) {
    const clean = path.slice(0, -'.html'.length).replace(/(^|\/)index$/, '');
    return { kind: 'redirect', location: `${clean === '' ? '/' : clean}${query}` };
  }

  const last = path.slice(path.lastIndexOf('/') + 1);
  // The build's precompressed copies are served in place of their file, never under their own name.
  if (PRECOMPRESSED.test(last)) return { kind: 'not-found' };
  if (last.includes('.')) {
    const file = path.slice(1);
    return site.distFiles.has(file) || CHUNK.test(file) ? { kind: 'asset', area: 'dist', file } : { kind: 'asset', area: 'site', file };
  }
  if (HIDDEN_PAGES.has(path)) return { kind: 'not-found' };
  if (path === '/') return { kind: 'page', file: 'index.html', fallback: null };
  if (HELP_ARTICLE.test(path)) return { kind: 'page', file: `${path.slice(1)}.html`, fallback: HELP_ARTICLE_NOT_FOUND, fallbackStatus: 404 };
  if (CATEGORY_PAGE.test(path)) return { kind: 'page', file: `${path.slice(1)}.html`, fallback: 'help/category.html', fallbackStatus: 404 };
  return { kind: 'page', file: `${path.slice(1)}.html`, fallback: null };
}

/**
 * A chunk of the script as the build names it (scripts/build-options.ts): by its content alone,
 * `chunks/3KV2B6NG.js` (esbuild's eight base-32 characters), the module's `chunks/esm-3KV2B6NG.js`,
 * and their source maps, which the name's hash covers too.
 */
const CONTENT_NAMED_CHUNK = /^chunks\/(?:esm-)?[A-Z2-7]{8}\.js(?:\.map)?$/;

/**
 * Fingerprinted names never change content: cache them for a year, under any prefix. The site's
 * stylesheet carries its hash as `site.3f9a1c2b.css`; the script's chunks are named by content.
 */
export function isFingerprinted(file: string): boolean {
  return /\.[0-9a-f]{8,}\./.test(file) || CONTENT_NAMED_CHUNK.test(file);
}

/** Pages that carry or ask for a reset token send no Referer. */
export const NO_REFERRER_PAGES = new Set(['reset-password.html', 'forgot-password.html']);

/** A page file's name in the default language: `hi/reset-password.html` → `reset-password.html`. */
export function pageName(file: string): string {
  const slash = file.indexOf('/');
  return slash !== -1 && languageFolder(`/${file}`) !== '' ? file.slice(slash + 1) : file;
}

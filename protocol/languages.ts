/**
 * The languages the product speaks, and how a language tag (an element's `lang`, an
 * `Accept-Language` header) picks one of them. Indian English is the default and the fallback.
 */

import { LANGUAGE_NAMES, LANGUAGE_PATHS, LANGUAGES } from './locales/languages.js';

/**
 * Every language with a catalog, the reference (Indian English) first, and each one's name in its
 * own script, for a language switcher: the folders of locales/, read at build.
 */
export { LANGUAGE_NAMES, LANGUAGES };

export type Language = (typeof LANGUAGES)[number];

/** The default language, and the one an unknown tag falls back to. */
export const DEFAULT_LANGUAGE: Language = 'en-IN';

/**
 * A site route in a language: the default language's pages are at the root, every other's under
 * its path (`/pricing` → `/hi/pricing`, `/` → `/hi/`), so a link written for a visitor leads to
 * the page in their language.
 */
export function sitePath(path: string, language: Language): string {
  const prefix = LANGUAGE_PATHS[language];
  // Not a page of the site (an address elsewhere, `//host`), or already the language's.
  if (!prefix || !path.startsWith('/') || path.startsWith('//') || path === `/${prefix}` || path.startsWith(`/${prefix}/`)) return path;
  return path === '/' ? `/${prefix}/` : `/${prefix}${path}`;
}

/**
 * The catalog a BCP 47 tag asks for, or null when none fits. The primary subtag decides, in any
 * case: `hi`, `hi-IN`, `HI-in` and `hi-Latn-IN` are Hindi; any English (`en`, `en-GB`) is Indian
 * English. An empty or malformed tag is null.
 */
export function matchLanguage(tag: string | null | undefined): Language | null {
  if (typeof tag !== 'string') return null;
  const primary = /^\s*([a-z]{2,3})(?:[-_][a-z0-9]{1,8})*\s*$/i.exec(tag)?.[1]?.toLowerCase();
  if (!primary) return null;
  return LANGUAGES.find((language) => language.slice(0, 2) === primary) ?? null;
}

/** The largest `Accept-Language` header read; a longer one is cut (the first entries are the preferred ones). */
const ACCEPT_LANGUAGE_MAX = 512;

/**
 * The language an `Accept-Language` header prefers among ours: the known tag of highest quality
 * (ties keep the header's order); a `q=0` tag is refused; nothing known gives the default.
 */
export function negotiateLanguage(header: string | null | undefined): Language {
  return preferredLanguage(header) ?? DEFAULT_LANGUAGE;
}

/** The same choice, or null when the header names none of ours (absent, `*`, only unknown or refused tags). */
export function preferredLanguage(header: string | null | undefined): Language | null {
  if (typeof header !== 'string' || header === '') return null;
  let best: { language: Language; q: number } | null = null;
  for (const entry of header.slice(0, ACCEPT_LANGUAGE_MAX).split(',')) {
    const [tag, ...params] = entry.split(';');
    const language = matchLanguage(tag);
    if (!language) continue;
    const qParam = params.map((param) => /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/i.exec(param)).find(Boolean);
    const q = qParam ? Number(qParam[1]) : 1;
    if (!(q > 0) || q > 1) continue;
    if (!best || q > best.q) best = { language, q };
  }
  return best?.language ?? null;
}

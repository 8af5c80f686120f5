// page-state: the catalogs fetched.
/**
 * The language each element speaks, and the catalogs the page has fetched. An element takes its
 * language from its own `lang` attribute, else the language the page configured
 * (`ClinicWidgets.configure({ lang })`, `ClinicWidgetsConfig.lang` or `data-lang`: a partner chose it
 * for the widgets, while almost every page's `<html lang="en">` was written for the page), else the
 * closest ancestor's `lang` (through the shadow roots it sits in, up to `<html lang>`). `lang: 'auto'`
 * follows the visitor's browser languages (the first of ours among them). A bare `hi` is hi-IN, and
 * anything unknown is en-IN with one `[clinic-widgets]` warning per tag. The changes of `lang` are
 * followed by the elements' renderer (language-changes.ts), which only mounted elements need.
 */
import { DEFAULT_LANGUAGE, LANGUAGES, matchLanguage, type Language } from '../../../protocol/languages.ts';
import type { Catalog, ContentArea } from '../../i18n/types.ts';
import type { CatalogPart } from '../../i18n/load.ts';
import { diagnose, type ConfigStore } from './config/config.ts';

export interface PageLanguages {
  /** The language `host` speaks now. */
  of(host: Element): Language;
  /**
   * The catalog of `language` with the content areas `content` (each part fetched once per page);
   * null for en-IN: elements carry their English.
   */
  catalog(language: Language, content?: readonly ContentArea[]): Promise<Catalog | null>;
  /** The catalog of `language` as far as it has been fetched (null for en-IN), else undefined. */
  loaded(language: Language): Catalog | null | undefined;
}

/** A `lang` that says something: an empty one (`lang=""`, "unknown") is passed over. */
const SAYS_LANGUAGE = '[lang]:not([lang=""])';

/** The page's languages over its configuration; `load` fetches a part of a catalog (load.ts). */
export function pageLanguages(
  config: ConfigStore,
  load: (language: Language, part: CatalogPart) => Promise<Partial<Record<string, unknown>> | null>,
): PageLanguages {
  /**
   * The language of `tag`: one of ours, one a partner added (which speaks English underneath, key
   * by key: its own language's type is a tag like ours), or en-IN with one warning.
   */
  const languageOf = (tag: string): Language => {
    const language = matchLanguage(tag) ?? (config.added.get(tag.trim().toLowerCase().split(/[-_]/)[0]!) as Language | undefined);
    if (language) return language;
    diagnose((d) => d.reportUnknownLanguage(tag, config.added));
    return DEFAULT_LANGUAGE;
  };
  /** The configured language: a tag, 'auto' (the first of the browser's languages that is ours), or null for none. */
  const configuredLanguage = (value: string): Language | null => {
    if (!value) return null;
    if (value.trim().toLowerCase() !== 'auto') return languageOf(value);
    for (const tag of typeof navigator === 'undefined' ? [] : navigator.languages) {
      const language = matchLanguage(tag);
      if (language) return language;
    }
    return null;
  };
  const fetched = new Map<string, Promise<unknown>>();
  const ready = new Map<Language, Catalog | null>([[DEFAULT_LANGUAGE, null]]);
  /** Fetches one part once; a failed fetch is tried again by the next element that asks. */
  const part = (language: Language, name: CatalogPart) => {
    const key = `${language} ${name}`;
    let pending = fetched.get(key);
    if (!pending) {
      pending = load(language, name).then((areas) => {
        // The parts arrive in any order: each adds its areas to what the language has.
        if (areas) ready.set(language, { ...ready.get(language), ...areas } as Catalog);
      });
      pending.catch(() => fetched.delete(key));
      fetched.set(key, pending);
    }
    return pending;
  };
  return {
    of(host) {
      const own = host.getAttribute('lang');
      if (own) return languageOf(own);
      const configured = configuredLanguage(config.get().lang);
      if (configured) return configured;
      let node: Element | null = host;
      while (node) {
        const tagged = node.closest(SAYS_LANGUAGE);
        if (tagged) return languageOf(tagged.getAttribute('lang')!);
        const root = node.getRootNode();
        node = typeof ShadowRoot !== 'undefined' && root instanceof ShadowRoot ? root.host : null;
      }
      return DEFAULT_LANGUAGE;
    },
    async catalog(language, content = []) {
      // English, and the languages partners added, whose messages are overrides over English.
      if (language === DEFAULT_LANGUAGE || !LANGUAGES.includes(language)) return null;
      await Promise.all((['ui', ...content] as const).map((name) => part(language, name)));
      return ready.get(language)!;
    },
    loaded: (language) => ready.get(language),
  };
}

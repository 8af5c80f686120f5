// page-state: the catalogs fetched.
/**
 * The language each element speaks, and the catalogs the page has fetched. An element takes its
 * language from its own `lang` attribute, else the closest ancestor's (through the shadow roots it
 * sits in), else `<html lang>`, else `ClinicWidgets.configure({ lang })`; a bare `hi` is hi-IN, and
 * anything unknown is en-IN with one `[clinic-widgets]` warning per tag. The changes of `lang` are
 * followed by the elements' renderer (language-changes.ts), which only mounted elements need.
 */
import { DEFAULT_LANGUAGE, matchLanguage, type Language } from '../../../protocol/languages.ts';
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

/** The language of `tag`, or en-IN with one warning when it is not one of ours. */
function languageOf(tag: string): Language {
  const language = matchLanguage(tag);
  if (language) return language;
  diagnose((d) => d.reportUnknownLanguage(tag));
  return DEFAULT_LANGUAGE;
}

/** The page's languages over its configuration; `load` fetches a part of a catalog (load.ts). */
export function pageLanguages(
  config: ConfigStore,
  load: (language: Language, part: CatalogPart) => Promise<Partial<Record<string, unknown>> | null>,
): PageLanguages {
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
      let node: Element | null = host;
      while (node) {
        const tagged = node.closest(SAYS_LANGUAGE);
        if (tagged) return languageOf(tagged.getAttribute('lang')!);
        const root = node.getRootNode();
        node = typeof ShadowRoot !== 'undefined' && root instanceof ShadowRoot ? root.host : null;
      }
      const configured = config.get().lang;
      return configured ? languageOf(configured) : DEFAULT_LANGUAGE;
    },
    async catalog(language, content = []) {
      if (language === DEFAULT_LANGUAGE) return null;
      await Promise.all((['ui', ...content] as const).map((name) => part(language, name)));
      return ready.get(language)!;
    },
    loaded: (language) => ready.get(language),
  };
}

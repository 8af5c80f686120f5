/**
 * How a component speaks its element's language: `useMessages(area, english)` gives the area's
 * messages in that language with the partner's overrides applied, and `useLocale()` writes
 * messages, numbers, rupees and dates through Intl, the Indian way (₹1,00,000, 15 जनवरी 2025).
 */
import { createContext, useContext, useMemo } from 'react';
import type { Language } from '../../protocol/languages.ts';
import { type Message, type MessageValues, writeMessage } from '../../protocol/message.ts';
import { formatNumber, formatRupees } from '../../protocol/numbers.ts';
import { overrideMessage } from './overrides.ts';
import { WidgetsContext } from '../runtime/react/context.ts';
import type { AreaName, Catalog, MessageMap, MessageOverrides } from './types.ts';

/** An element's language now: its catalog (null for en-IN) and the page's overrides. */
export interface Locale {
  language: Language;
  catalog: Catalog | null;
  overrides: MessageOverrides | undefined;
}

// en-IN, written out: the language list stays out of the elements' chunks.
export const LocaleContext = createContext<Locale>({ language: 'en-IN', catalog: null, overrides: undefined });

/** The overrides of one language: its own map (under `hi-IN` or `hi`) over the ones for every language. */
function overridesOf(overrides: MessageOverrides | undefined, language: Language): MessageMap {
  if (!overrides) return {};
  const own = overrides[language] ?? overrides[language.slice(0, 2) as keyof MessageOverrides];
  return { ...overrides, ...(typeof own === 'object' ? own : {}) };
}

/**
 * The messages of `area` in the element's language: the language's catalog (`english`, the
 * element's own en-IN messages, when it speaks en-IN), with `configure({ messages })` over it.
 */
export function useMessages<A extends AreaName>(area: A, english: Catalog[A]): Catalog[A] {
  const { language, catalog, overrides } = useContext(LocaleContext);
  // An override with placeholders is compiled when first seen; the page's elements render again then.
  const page = useContext(WidgetsContext);
  return useMemo(() => {
    const base = (catalog?.[area] ?? english) as Record<string, Message>;
    const prefix = `${area}.`;
    const own = Object.entries(overridesOf(overrides, language)).filter(
      (entry): entry is [string, string] => entry[0].startsWith(prefix) && typeof entry[1] === 'string' && entry[0].slice(prefix.length) in base,
    );
    if (own.length === 0) return base as Catalog[A];
    const merged = { ...base };
    for (const [key, text] of own) {
      const name = key.slice(prefix.length);
      merged[name] = overrideMessage(text, base[name]!, language, () => page?.config.configure({}));
    }
    return merged as Catalog[A];
  }, [area, english, catalog, overrides, language, page]);
}

/** Writing in the element's locale. */
export interface LocaleFormat {
  /** A message with its `{placeholders}` and plurals filled in. */
  format: (message: Message, values?: MessageValues) => string;
  /** A number in lakh grouping: 1,00,000. */
  number: (value: number) => string;
  /** Whole rupees: ₹7,500, ₹1,00,000. */
  rupees: (amount: number) => string;
  /** A calendar date (an ISO date or a Date) in India's time zone: 15 January 2025, 15 जनवरी 2025. */
  date: (value: string | Date) => string;
}

/** Each language's date format, made once (building an `Intl` object is the costly part). */
const dateFormats = new Map<Language, Intl.DateTimeFormat>();

/** The month in the language, the digits Latin as in the rest of the page, the day as in India. */
function dateFormat(language: Language): Intl.DateTimeFormat {
  const format = dateFormats.get(language) ?? new Intl.DateTimeFormat(`${language}-u-nu-latn`, { dateStyle: 'long', timeZone: 'Asia/Kolkata' });
  dateFormats.set(language, format);
  return format;
}

/** The formatters of `language`. */
export function localeFormat(language: Language): LocaleFormat {
  return {
    format: writeMessage,
    number: formatNumber,
    rupees: formatRupees,
    date: (value) => dateFormat(language).format(new Date(value)),
  };
}

/** The language the element speaks. */
export function useLanguage(): Language {
  return useContext(LocaleContext).language;
}

/** The element's locale formatters. */
export function useLocale(): LocaleFormat {
  const { language } = useContext(LocaleContext);
  return useMemo(() => localeFormat(language), [language]);
}

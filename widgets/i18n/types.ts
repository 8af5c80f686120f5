/**
 * The shape of a message catalog: en-IN's (locales/en-IN/), each message its compiled form, text or
 * a function of its placeholders' values. Every language's folder has every area and key English
 * has (the locale compiler refuses one that does not), so no element ever falls back to English in
 * the middle of a sentence.
 */
import type { BrowserApiMessages, ElementMessages, PricingContent } from '../../protocol/locales/types.d.ts';

import type { Language } from '../../protocol/languages.ts';

export type { Language };
export type { Message } from '../../protocol/message.ts';

/** A catalog: the elements' areas, the API's messages the browser shows, and the content areas. */
export type Catalog = ElementMessages & BrowserApiMessages & { readonly pricingContent: PricingContent };

/** An area of the catalog: one element's messages, or the ones several share (`forms`). */
export type AreaName = keyof Catalog;

/**
 * The content areas: content longer than an interface's words (the pricing table's plans and
 * questions). Each is a chunk of its own per language, fetched only for the elements that show it
 * (their definition's `content`), so a language's interface catalog stays small.
 */
export type ContentArea = 'pricingContent';

/**
 * The areas the API's messages share with the server (locales/<tag>/api.json): the field
 * messages of the checks, and the message of each error code.
 */
export type ProtocolArea = 'validation' | 'errors';

/** A language's interface catalog as its own module holds it: every area but the content and the API's. */
export type UiCatalog = Omit<Catalog, ContentArea | ProtocolArea>;

/** A message's key as overrides and the README name it: `area.key`, e.g. `signIn.submit`. */
export type MessageKey = { [A in AreaName]: `${A}.${keyof Catalog[A] & string}` }[AreaName];

/** Single messages to use instead of the catalog's, by key (ICU MessageFormat text). */
export type MessageMap = Partial<Record<MessageKey, string>>;

/** A BCP 47 tag of one of the languages, as the overrides take it: `hi-IN`, or the bare `hi`. */
export type LanguageTag = Language | (Language extends `${infer Primary}-IN` ? Primary : never);

/**
 * `configure({ messages })`: keys at the top level apply in every language; a language's own map
 * (under its tag) applies in that language and wins over them.
 */
export type MessageOverrides = MessageMap & { [T in LanguageTag]?: MessageMap };

/**
 * Compiles the language folders of locales/ into the modules the product imports, in
 * protocol/locales/ (generated, never edited, not kept in git). Every message is ICU MessageFormat,
 * compiled by @messageformat/core into a function of its values; a message with no placeholder
 * stays a plain string. Numbers are written in Latin digits with the language's grouping (1,00,000),
 * as Indian prices and counts are.
 *
 * What it writes, all read from the folders, so adding a language is adding a folder:
 * - languages.js: the language list, their names in their own scripts and their site paths;
 * - en-IN/<area>.js: each element area's English, which the element's own code carries;
 * - en-IN/pricingContent.js: the pricing table's English (plans, comparison, guarantee, questions),
 *   which the table's own code carries;
 * - <tag>/elements.js (the interface with the API's browser messages), <tag>/pricing.js, <tag>/assistant.js:
 *   a language's catalogs, each a chunk of its own;
 * - catalogs.js: each language's loaders, keyed by tag;
 * - every-chat.js: the words any folder's every-chat.json gives every chat, whatever its language
 *   (the romanised words people type: "kimat", "kaise"), merged across the folders, for the chat's
 *   matcher; and for the assistant, what kind a message is in every folder's words: small talk
 *   (`thanks`, `bye`, `ok`), a complaint (`complaint`), a how-to (search.json's forms of "how to"),
 *   and the marks of a message written in a folder's language (the script of its filler, its
 *   romanised filler words English does not use). The chat loads it when it opens, so the words
 *   cost the first question nothing;
 * - server.js: the API's messages and the mails' words of every language, for the server;
 * - types.d.ts and a declaration beside each module, derived from English.
 *
 * Run by the build, the type check and the tests (`npm run locales`, which also trains the answer
 * endpoint's classifier when the help content changed: scripts/assistant-classifier.ts); `--check`
 * only reports problems.
 */
import MessageFormat from '@messageformat/core';
import compileModule from '@messageformat/core/lib/compile-module.js';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type LocaleInfo, LOCALES_DIR, REFERENCE_LOCALE, readLocales } from './locales.ts';
import { messageArguments } from './message-arguments.ts';
import { foldDevanagari } from '../widgets/assistant/devanagari.ts';
import type { SearchWords } from '../widgets/assistant/lexicon.ts';

/** The catalog files of a language folder, and what each holds. */
export const CATALOG_FILES = {
  /** The elements' interface text: `{ area: { key: message } }`. */
  elements: 'elements.json',
  /** The API's messages: `{ validation: {…}, errors: {…} }`. */
  api: 'api.json',
  /** The mails' words: `{ key: message }`. */
  mail: 'mail.json',
  /** The pricing table's content: plan names, taglines and features, the comparison, the guarantee and the questions. */
  pricing: 'pricing.json',
  /** The chat assistant's own words: its greeting, fallbacks and each topic's reply. */
  assistant: 'assistant.json',
} as const;

export type CatalogFile = keyof typeof CATALOG_FILES;

/** A language's search words for the assistant (optional): see readSearchWords. */
export const SEARCH_FILE = 'search.json';

/**
 * A folder's words matched in every chat, whatever the chat's language (a file any folder MAY
 * carry, English's included; none must): the forms people type in the language when they write in
 * Latin letters ("kimat", "kaise"), and its script's spelling, which a visitor uses in a chat of
 * another language as readily as in one of their own. Not messages, so not held to English's keys:
 * each section is optional, and each topic it names must be one English names. Its small talk and
 * complaint words are read in every chat too: a message that is one of a folder's `thanks` ("நன்றி")
 * is thanked back whatever the chat's language.
 */
export const EVERY_CHAT_FILE = 'every-chat.json';

/** The sections of every-chat.json, each a list of words or phrases (`about` says what the file is for). */
export interface EveryChatWords {
  /** Each topic's words, keyed by the topic ids of English's assistant.json `keywords`. */
  keywords?: Record<string, string[]>;
  /** Words people use in a question about anything ("kitna", "madad"): a match counts half. */
  common?: string[];
  /** Words that may go with a greeting, or follow thanks or a goodbye, without asking anything ("ji"). */
  greetingCompanions?: string[];
  /**
   * Words that say nothing about what is asked (question words, postpositions, auxiliaries: "kya",
   * "है"): never a keyword hit, never a search word. A romanised one marks a message as written in
   * the folder's language, unless `alsoEnglish` lists it; so does a letter of the script its filler is written in.
   */
  filler?: string[];
  /** Romanised filler words English text has too ("ho", "ye", "karen"): each one of `filler`. */
  alsoEnglish?: string[];
  /** Whole messages that thank ("dhanyavaad", "நன்றி"), alone or followed by a greeting companion. */
  thanks?: string[];
  /** Whole messages that say goodbye ("alvida", "போயிட்டு வரேன்"). */
  bye?: string[];
  /** Whole messages that acknowledge ("theek hai", "சரி"). */
  ok?: string[];
  /** Words or phrases of a complaint or an angry message ("bakwas", "மோசம்"), matched as whole words anywhere in it. */
  complaint?: string[];
}

/** The sections of every-chat.json that are lists of words. */
const EVERY_CHAT_LISTS = ['common', 'greetingCompanions', 'filler', 'alsoEnglish', 'thanks', 'bye', 'ok', 'complaint'] as const;

/** A folder's every-chat.json, or null when it has none. */
export function readEveryChat(locale: Pick<LocaleInfo, 'dir' | 'tag'>): unknown {
  const path = join(locale.dir, EVERY_CHAT_FILE);
  if (!existsSync(path)) return null;
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as unknown;
  } catch (error) {
    throw new Error(`locales/${locale.tag}/${EVERY_CHAT_FILE}: ${(error as Error).message}`);
  }
}

/**
 * What is wrong with a folder's every-chat.json: a section it cannot have, a topic English's
 * assistant.json does not name, a value that is not a list of words. A folder without the file, a
 * section or a topic lacks nothing: the file is optional, in whole and in part.
 */
export function everyChatProblems(tag: string, words: unknown, english: Messages): string[] {
  const where = `locales/${tag}/${EVERY_CHAT_FILE}`;
  if (typeof words !== 'object' || words === null || Array.isArray(words)) return [`${where}: must be an object`];
  const problems: string[] = [];
  const list = (key: string, value: unknown) => {
    if (!Array.isArray(value) || !value.every((word) => typeof word === 'string' && word.trim() !== '')) {
      problems.push(`${where}: "${key}" must be a list of words`);
    } else if (value.length === 0) problems.push(`${where}: "${key}" has no word`);
  };
  const topics = new Set(Object.keys((english.keywords as Messages | undefined) ?? {}));
  for (const [section, value] of Object.entries(words)) {
    if (section === 'about') continue;
    if (section === 'keywords') {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        problems.push(`${where}: "keywords" must map topic ids to lists of words`);
        continue;
      }
      for (const [topic, topicWords] of Object.entries(value)) {
        if (!topics.has(topic))
          problems.push(`${where}: "keywords.${topic}" is not a topic of English (locales/${REFERENCE_LOCALE}/assistant.json "keywords")`);
        else list(`keywords.${topic}`, topicWords);
      }
    } else if ((EVERY_CHAT_LISTS as readonly string[]).includes(section)) list(section, value);
    else problems.push(`${where}: "${section}" is not a section (keywords, ${EVERY_CHAT_LISTS.join(', ')}; each optional)`);
  }
  // Filler English text has too is one of the filler (checked once the filler itself is a list of words).
  const { filler, alsoEnglish } = words as EveryChatWords;
  if (Array.isArray(alsoEnglish) && (filler === undefined || (Array.isArray(filler) && filler.every((word) => typeof word === 'string')))) {
    const own = new Set(filler ?? []);
    for (const word of alsoEnglish)
      if (typeof word === 'string' && !own.has(word)) problems.push(`${where}: "alsoEnglish" lists "${word}", which "filler" does not`);
  }
  return problems;
}

/** The every-chat words of every folder, merged: each list in folder order, a word once. */
export function mergeEveryChat(all: readonly EveryChatWords[], topicIds: readonly string[]) {
  const union = (lists: (string[] | undefined)[]) => [...new Set(lists.flatMap((list) => (list ?? []).map((word) => word.trim())))];
  const keywords: Record<string, string[]> = {};
  for (const topic of topicIds) {
    const words = union(all.map((words) => words.keywords?.[topic]));
    if (words.length > 0) keywords[topic] = words;
  }
  return {
    keywords,
    common: union(all.map((words) => words.common)),
    greetingCompanions: union(all.map((words) => words.greetingCompanions)),
    filler: union(all.map((words) => words.filler?.map(spelling))),
    alsoEnglish: union(all.map((words) => words.alsoEnglish?.map(spelling))),
    script: scriptClass(all.flatMap((words) => words.filler ?? [])),
  };
}

/** A word as the chat reads it: lower case, Devanagari in one spelling. */
const spelling = (word: string) => foldDevanagari(word.trim().toLowerCase());

/**
 * The letters of a message written in one of the folders' languages: the 128-letter Unicode block
 * of each letter of their filler words that is not Latin (each Indian script has a block of its
 * own: Devanagari's is U+0900–U+097F), as a regular expression's class; null when there is none.
 */
export function scriptClass(words: readonly string[]): string | null {
  const blocks = new Set<number>();
  for (const word of words) {
    for (const letter of word) if (/[\p{L}\p{M}]/u.test(letter) && !/\p{Script=Latin}/u.test(letter)) blocks.add(letter.codePointAt(0)! & ~0x7f);
  }
  if (blocks.size === 0) return null;
  const codePoint = (point: number) => `\\u{${point.toString(16)}}`;
  const ranges = [...blocks].sort((a, b) => a - b).map((start) => `${codePoint(start)}-${codePoint(start + 0x7f)}`);
  return `[${ranges.join('')}]`;
}

/**
 * The words each kind of message is told by, from every folder, in the chat's spelling, a word once:
 * a how-to's are the forms of "how to" in each folder's search.json.
 */
export function chatKinds(everyChat: readonly EveryChatWords[], search: readonly (SearchWords | null)[]) {
  const union = (lists: (readonly string[] | undefined)[]) => [...new Set(lists.flatMap((list) => (list ?? []).map(spelling)))];
  return {
    thanks: union(everyChat.map((words) => words.thanks)),
    bye: union(everyChat.map((words) => words.bye)),
    ok: union(everyChat.map((words) => words.ok)),
    complaint: union(everyChat.map((words) => words.complaint)),
    how: union(search.map((words) => words?.words['how to'])),
  };
}

type Messages = { [key: string]: string | Messages };

/** The locale a language's messages are compiled for: its plural rules, Latin digits. */
export const numberLocale = (tag: string): string => `${tag}-u-nu-latn`;

/** The locale every number in a message is written in: Latin digits in lakh grouping (1,00,000). */
export const NUMBER_LOCALE = 'en-IN';

/** Reads one catalog of a language folder. */
export function readCatalog(locale: Pick<LocaleInfo, 'dir' | 'tag'>, file: CatalogFile): Messages {
  const path = join(locale.dir, CATALOG_FILES[file]);
  if (!existsSync(path)) throw new Error(`locales/${locale.tag}/${CATALOG_FILES[file]} is missing`);
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as Messages;
  } catch (error) {
    throw new Error(`locales/${locale.tag}/${CATALOG_FILES[file]}: ${(error as Error).message}`);
  }
}

/** The names of a message's placeholders, sorted; throws on a syntax error. */
export const placeholders = (message: string): string[] => messageArguments(message).sort();

/** Every `path → message` of a nested catalog: `signIn.submit` → 'Sign In'. */
export function flatten(messages: Messages, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else if (value && typeof value === 'object') for (const [inner, message] of flatten(value, path)) out.set(inner, message);
    else out.set(path, value as unknown as string);
  }
  return out;
}

/**
 * What is wrong with a language's catalog against English's: a key English lacks, a key it lacks,
 * a value that is not a string, a message that does not parse, placeholders that differ.
 */
export function catalogProblems(tag: string, file: CatalogFile, messages: Messages, english: Messages): string[] {
  const problems: string[] = [];
  const where = `locales/${tag}/${CATALOG_FILES[file]}`;
  const own = flatten(messages);
  const reference = flatten(english);
  for (const key of reference.keys()) if (!own.has(key)) problems.push(`${where}: "${key}" is missing (English has it)`);
  for (const [key, message] of own) {
    if (!reference.has(key)) {
      problems.push(`${where}: "${key}" is not a key of English`);
      continue;
    }
    if (typeof message !== 'string') {
      problems.push(`${where}: "${key}" must be a string`);
      continue;
    }
    let names: string[];
    try {
      names = placeholders(message);
    } catch (error) {
      problems.push(`${where}: "${key}" is not valid ICU MessageFormat: ${(error as Error).message}`);
      continue;
    }
    const expected = placeholders(reference.get(key)!);
    if (names.join() !== expected.join()) {
      problems.push(`${where}: "${key}" has placeholders {${names.join('}, {')}} where English has {${expected.join('}, {')}}`);
    }
  }
  return problems;
}

/** Every problem of every language folder under `root`. */
export function localeProblems(root = LOCALES_DIR): string[] {
  const locales = readLocales(root);
  const reference = locales[0]!;
  const problems: string[] = [];
  for (const file of Object.keys(CATALOG_FILES) as CatalogFile[]) {
    const english = readCatalog(reference, file);
    for (const locale of locales) {
      if (locale === reference) {
        for (const [key, message] of flatten(english)) {
          try {
            placeholders(message);
          } catch (error) {
            problems.push(`locales/${REFERENCE_LOCALE}/${CATALOG_FILES[file]}: "${key}" is not valid ICU MessageFormat: ${(error as Error).message}`);
          }
        }
        continue;
      }
      try {
        problems.push(...catalogProblems(locale.tag, file, readCatalog(locale, file), english));
      } catch (error) {
        problems.push((error as Error).message);
      }
    }
  }
  for (const locale of locales) {
    try {
      readSearchWords(locale);
    } catch (error) {
      problems.push((error as Error).message);
    }
  }
  // every-chat.json is optional in every folder, English's too: only what a folder has is checked.
  const englishAssistant = readCatalog(reference, 'assistant');
  for (const locale of locales) {
    try {
      const words = readEveryChat(locale);
      if (words !== null) problems.push(...everyChatProblems(locale.tag, words, englishAssistant));
    } catch (error) {
      problems.push((error as Error).message);
    }
  }
  return problems;
}

/**
 * A language's search words (`search.json`, optional: English is the help centre's own language):
 * for English words of the help centre, the forms the language's speakers type for them, and the
 * words that say nothing about what is asked. Null when the folder has none.
 */
export function readSearchWords(locale: Pick<LocaleInfo, 'dir' | 'tag'>): SearchWords | null {
  const path = join(locale.dir, SEARCH_FILE);
  if (!existsSync(path)) return null;
  const where = `locales/${locale.tag}/${SEARCH_FILE}`;
  let file: unknown;
  try {
    file = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`${where}: ${(error as Error).message}`);
  }
  const texts = (value: unknown) => Array.isArray(value) && value.every((form) => typeof form === 'string' && form.trim() !== '');
  const { words, filler } = (file ?? {}) as { words?: unknown; filler?: unknown };
  if (typeof words !== 'object' || words === null || Array.isArray(words)) throw new Error(`${where}: "words" must map English words to lists of forms`);
  for (const [english, forms] of Object.entries(words)) {
    if (!/^[a-z]+(?: [a-z]+)*$/.test(english)) throw new Error(`${where}: "${english}" is not an English word in lower case`);
    if (!texts(forms)) throw new Error(`${where}: "words.${english}" must be a list of forms`);
  }
  if (filler !== undefined && !texts(filler)) throw new Error(`${where}: "filler" must be a list of forms`);
  return { words: words as SearchWords['words'], filler: (filler as string[] | undefined) ?? [] };
}

/**
 * The pricing content as the table reads it: one area whose keys are the file's paths
 * (`faq.trial.answer`), so an override names one as it names any message (`pricingContent.faq.trial.answer`).
 */
export const pricingContent = (messages: Messages): Messages => Object.fromEntries(flatten(messages));

/** The TypeScript type of an English message: a string, or a function of its placeholders' values. */
function messageType(message: string): string {
  const names = placeholders(message);
  if (names.length === 0) return 'string';
  return `(values: { ${names.map((name) => `${JSON.stringify(name)}: MessageValue`).join('; ')} }) => string`;
}

function objectType(messages: Messages, indent = '  '): string {
  const lines = Object.entries(messages).map(([key, value]) =>
    typeof value === 'string'
      ? `${indent}readonly ${JSON.stringify(key)}: ${messageType(value)};`
      : `${indent}readonly ${JSON.stringify(key)}: {\n${objectType(value, `${indent}  `)}\n${indent}};`,
  );
  return lines.join('\n');
}

/**
 * A module of compiled messages: `export const name = {…}` (or `export default`). A message without
 * placeholders in English is a plain string; every other is a function. `shape` is English's.
 */
function compileMessages(tag: string, messages: Messages, shape: Messages, name: string | null): string {
  const mf = new MessageFormat(numberLocale(tag));
  const source = compileModule(mf, messages as Parameters<typeof compileModule>[1]);
  const plainKeys = new Set([...flatten(shape)].filter(([, message]) => placeholders(message).length === 0).map(([key]) => key));
  // compileModule writes one `key: () => "text"` line per plain message; it becomes the string.
  const path: string[] = [];
  const lines = source.split('\n').map((line) => {
    const open = /^(\s*)("(?:[^"\\]|\\.)*"|[\w$]+): \{$/.exec(line);
    if (open) {
      path.push(open[2]!.startsWith('"') ? (JSON.parse(open[2]!) as string) : open[2]!);
      return line;
    }
    if (/^\s*\},?$/.test(line) && path.length > 0) {
      path.pop();
      return line;
    }
    const plain = /^(\s*)("(?:[^"\\]|\\.)*"|[\w$]+): \(\) => ("(?:[^"\\]|\\.)*")(,?)$/.exec(line);
    if (!plain) return line;
    const key = plain[2]!.startsWith('"') ? (JSON.parse(plain[2]!) as string) : plain[2]!;
    return plainKeys.has([...path, key].join('.')) ? `${plain[1]}${plain[2]}: ${plain[3]}${plain[4]}` : line;
  });
  // Numbers in every language as Indian commerce writes them: Latin digits, lakh grouping (CLDR
  // gives Kannada Western grouping, Bengali and Marathi their own digits); plural rules stay the language's.
  const out = lines.join('\n').replaceAll(JSON.stringify(numberLocale(tag)), JSON.stringify(NUMBER_LOCALE));
  return name === null ? out : out.replace('export default {', `export const ${name} = {`);
}

const HEADER = '// Generated by scripts/compile-locales.ts from locales/: edit the JSON there, not this file.\n';

/** Writes protocol/locales/ from the folders under `root`. */
export function compileLocales(root = LOCALES_DIR, out = fileURLToPath(new URL('../protocol/locales/', import.meta.url))): LocaleInfo[] {
  const problems = localeProblems(root);
  if (problems.length > 0) throw new Error(`The language folders have problems:\n  ${problems.join('\n  ')}`);
  const locales = readLocales(root);
  const reference = locales[0]!;
  const english = Object.fromEntries((Object.keys(CATALOG_FILES) as CatalogFile[]).map((file) => [file, readCatalog(reference, file)])) as Record<
    CatalogFile,
    Messages
  >;
  // Files are gathered, then only those that changed are replaced (each by a rename, so a build or
  // test importing them meanwhile reads the old file or the new, never half of one).
  const files = new Map<string, string>();
  const write = (file: string, text: string) => files.set(file, HEADER + text);

  // The language list.
  const tags = locales.map((locale) => locale.tag);
  write(
    'languages.js',
    `export const LANGUAGES = ${JSON.stringify(tags)};\n` +
      `export const LANGUAGE_NAMES = ${JSON.stringify(Object.fromEntries(locales.map((locale) => [locale.tag, locale.name])))};\n` +
      `export const LANGUAGE_PATHS = ${JSON.stringify(Object.fromEntries(locales.map((locale) => [locale.tag, locale.path])))};\n`,
  );
  write(
    'languages.d.ts',
    `export declare const LANGUAGES: readonly [${tags.map((tag) => JSON.stringify(tag)).join(', ')}];\n` +
      'export declare const LANGUAGE_NAMES: Record<(typeof LANGUAGES)[number], string>;\n' +
      'export declare const LANGUAGE_PATHS: Record<(typeof LANGUAGES)[number], string>;\n',
  );

  // The types, from English.
  write(
    'types.d.ts',
    '/** A value a placeholder takes. */\nexport type MessageValue = string | number;\n' +
      `/** The elements' words, area by area. */\nexport type ElementMessages = {\n${objectType(english.elements)}\n};\n` +
      `/** The API's messages. */\nexport type ApiMessages = {\n${objectType(english.api)}\n};\n` +
      "/** The API's messages the browser shows: the checks' and the error codes'. */\nexport type BrowserApiMessages = Pick<ApiMessages, 'validation' | 'errors'>;\n" +
      `/** The mails' words. */\nexport type MailMessages = {\n${objectType(english.mail)}\n};\n` +
      `/** The pricing table's content, one level of dotted keys (\`plans.basic.tagline\`). */\nexport type PricingContent = {\n${objectType(pricingContent(english.pricing))}\n};\n` +
      `/** The chat assistant's words. */\nexport type ChatMessages = {\n${objectType(english.assistant)}\n};\n`,
  );

  // English areas, one module each, so an element carries its own area's English only.
  for (const [area, messages] of Object.entries(english.elements)) {
    if (area === 'api' || area === 'assistant')
      throw new Error(`locales/${REFERENCE_LOCALE}/elements.json: "${area}" names a catalog of its own; call the area otherwise`);
    write(`${REFERENCE_LOCALE}/${area}.js`, compileMessages(reference.tag, messages as Messages, messages as Messages, area));
    write(
      `${REFERENCE_LOCALE}/${area}.d.ts`,
      `import type { ElementMessages } from '../types.d.ts';\nexport declare const ${area}: ElementMessages[${JSON.stringify(area)}];\n`,
    );
  }
  // The pricing table's English, one level deep as the table reads it (`features.analytics`).
  write(
    `${REFERENCE_LOCALE}/pricingContent.js`,
    compileMessages(reference.tag, pricingContent(english.pricing), pricingContent(english.pricing), 'pricingContent'),
  );
  write(
    `${REFERENCE_LOCALE}/pricingContent.d.ts`,
    "import type { PricingContent } from '../types.d.ts';\nexport declare const pricingContent: PricingContent;\n",
  );
  write(`${REFERENCE_LOCALE}/assistant.js`, compileMessages(reference.tag, english.assistant, english.assistant, 'assistant'));
  write(`${REFERENCE_LOCALE}/assistant.d.ts`, "import type { ChatMessages } from '../types.d.ts';\nexport declare const assistant: ChatMessages;\n");
  const browserApi = (messages: Messages): Messages => ({ validation: messages.validation!, errors: messages.errors! });
  write(
    `${REFERENCE_LOCALE}/api.js`,
    `${compileMessages(reference.tag, browserApi(english.api), english.api, null).replace('export default {', 'const api = {')}\nexport const { validation, errors } = api;\n`,
  );
  write(
    `${REFERENCE_LOCALE}/api.d.ts`,
    `import type { ApiMessages } from '../types.d.ts';\nexport declare const validation: ApiMessages['validation'];\nexport declare const errors: ApiMessages['errors'];\n`,
  );

  // Every other language: its catalogs, each a chunk of its own.
  for (const locale of locales.slice(1)) {
    // The interface and the API's messages the browser shows are always fetched together: one chunk.
    write(
      `${locale.tag}/elements.js`,
      compileMessages(
        locale.tag,
        { ...readCatalog(locale, 'elements'), ...browserApi(readCatalog(locale, 'api')) },
        { ...english.elements, ...english.api },
        null,
      ),
    );
    write(
      `${locale.tag}/elements.d.ts`,
      `import type { BrowserApiMessages, ElementMessages } from '../types.d.ts';\ndeclare const catalog: ElementMessages & BrowserApiMessages;\nexport default catalog;\n`,
    );
    write(`${locale.tag}/assistant.js`, compileMessages(locale.tag, readCatalog(locale, 'assistant'), english.assistant, null));
    write(
      `${locale.tag}/assistant.d.ts`,
      "import type { ChatMessages } from '../types.d.ts';\ndeclare const catalog: ChatMessages;\nexport default catalog;\n",
    );
    write(`${locale.tag}/pricing.js`, compileMessages(locale.tag, pricingContent(readCatalog(locale, 'pricing')), pricingContent(english.pricing), null));
    write(
      `${locale.tag}/pricing.d.ts`,
      `import type { PricingContent } from '../types.d.ts';\ndeclare const catalog: PricingContent;\nexport default catalog;\n`,
    );
  }

  // Every message key, for the console's did-you-mean on a partner's overrides.
  const keys = [
    ...flatten({ ...english.elements, validation: english.api.validation!, errors: english.api.errors! }).keys(),
    ...Object.keys(pricingContent(english.pricing)).map((key) => `pricingContent.${key}`),
  ];
  write('keys.js', `export const MESSAGE_KEYS = ${JSON.stringify(keys)};\n`);
  write('keys.d.ts', 'export declare const MESSAGE_KEYS: readonly string[];\n');

  // The browser's loaders, keyed by tag.
  const others = locales.slice(1);
  write(
    'catalogs.js',
    `export const ELEMENT_CATALOGS = {\n${others.map((locale) => `  ${JSON.stringify(locale.tag)}: () => import('./${locale.tag}/elements.js'),`).join('\n')}\n};\n` +
      `export const PRICING_CATALOGS = {\n${others.map((locale) => `  ${JSON.stringify(locale.tag)}: () => import('./${locale.tag}/pricing.js'),`).join('\n')}\n};\n` +
      `export const CHAT_CATALOGS = {\n${others.map((locale) => `  ${JSON.stringify(locale.tag)}: () => import('./${locale.tag}/assistant.js'),`).join('\n')}\n};\n`,
  );
  write(
    'catalogs.d.ts',
    "import type { BrowserApiMessages, ChatMessages, ElementMessages, PricingContent } from './types.d.ts';\nimport type { LANGUAGES } from './languages.d.ts';\n" +
      'type Other = Exclude<(typeof LANGUAGES)[number], ' +
      JSON.stringify(REFERENCE_LOCALE) +
      '>;\n' +
      'export declare const ELEMENT_CATALOGS: Record<Other, () => Promise<{ default: ElementMessages & BrowserApiMessages }>>;\n' +
      'export declare const PRICING_CATALOGS: Record<Other, () => Promise<{ default: PricingContent }>>;\n' +
      'export declare const CHAT_CATALOGS: Record<Other, () => Promise<{ default: ChatMessages }>>;\n',
  );

  // The words every chat matches, from every folder that gives some.
  const everyChatFiles = locales.map((locale) => (readEveryChat(locale) ?? {}) as EveryChatWords);
  const everyChat = mergeEveryChat(everyChatFiles, Object.keys((english.assistant.keywords as Messages | undefined) ?? {}));
  const everyChatExports: Record<string, unknown> = {
    EVERY_CHAT_KEYWORDS: everyChat.keywords,
    EVERY_CHAT_COMMON: everyChat.common,
    EVERY_CHAT_GREETING_COMPANIONS: everyChat.greetingCompanions,
    EVERY_CHAT_FILLER: everyChat.filler,
    EVERY_CHAT_ALSO_ENGLISH: everyChat.alsoEnglish,
    EVERY_CHAT_SCRIPT: everyChat.script,
    EVERY_CHAT_KINDS: chatKinds(
      everyChatFiles,
      locales.map((locale) => readSearchWords(locale)),
    ),
  };
  write(
    'every-chat.js',
    Object.entries(everyChatExports)
      .map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};\n`)
      .join(''),
  );
  write(
    'every-chat.d.ts',
    "/** Each topic's words matched in every chat, by topic id. */\nexport declare const EVERY_CHAT_KEYWORDS: Readonly<Record<string, readonly string[]>>;\n" +
      '/** Words of any question, matched in every chat: a match counts half. */\nexport declare const EVERY_CHAT_COMMON: readonly string[];\n' +
      '/** Words that may go with a greeting, in every chat. */\nexport declare const EVERY_CHAT_GREETING_COMPANIONS: readonly string[];\n' +
      '/** Words that say nothing about what is asked, in every chat: never a keyword hit, never a search word (lower case, Devanagari folded). */\n' +
      'export declare const EVERY_CHAT_FILLER: readonly string[];\n' +
      '/** Romanised filler words English text has too ("ho", "ye"): they do not mark a message as written in another language. */\n' +
      'export declare const EVERY_CHAT_ALSO_ENGLISH: readonly string[];\n' +
      "/** A regular expression's class of the letters of the folders' scripts (their filler's), or null. */\n" +
      'export declare const EVERY_CHAT_SCRIPT: string | null;\n' +
      "/** Each kind's words and phrases (lower case, Devanagari folded): small talk's are whole messages, a complaint's and a how-to's are found anywhere in one. */\n" +
      "export declare const EVERY_CHAT_KINDS: Readonly<Record<'thanks' | 'bye' | 'ok' | 'complaint' | 'how', readonly string[]>>;\n",
  );

  // The server's: the API's messages and the mails of every language.
  const ident = (tag: string) => tag.replace(/-/g, '_');
  write(
    'server.js',
    `${locales.map((locale) => `import api_${ident(locale.tag)} from './server/${locale.tag}.api.js';\nimport mail_${ident(locale.tag)} from './server/${locale.tag}.mail.js';`).join('\n')}\n` +
      `export const API_MESSAGES = {\n${locales.map((locale) => `  ${JSON.stringify(locale.tag)}: api_${ident(locale.tag)},`).join('\n')}\n};\n` +
      `export const MAIL_MESSAGES = {\n${locales.map((locale) => `  ${JSON.stringify(locale.tag)}: mail_${ident(locale.tag)},`).join('\n')}\n};\n`,
  );
  for (const locale of locales) {
    write(`server/${locale.tag}.api.js`, compileMessages(locale.tag, readCatalog(locale, 'api'), english.api, null));
    write(`server/${locale.tag}.mail.js`, compileMessages(locale.tag, readCatalog(locale, 'mail'), english.mail, null));
  }
  write(
    'server.d.ts',
    "import type { ApiMessages, MailMessages } from './types.d.ts';\nimport type { LANGUAGES } from './languages.d.ts';\n" +
      'export declare const API_MESSAGES: Record<(typeof LANGUAGES)[number], ApiMessages>;\n' +
      'export declare const MAIL_MESSAGES: Record<(typeof LANGUAGES)[number], MailMessages>;\n',
  );
  // The assistant's search words, every language that has them (the answer endpoint's alone).
  const search = Object.fromEntries(
    locales.flatMap((locale) => {
      const words = readSearchWords(locale);
      return words ? [[locale.tag, words]] : [];
    }),
  );
  write('search.js', `export const SEARCH_WORDS = ${JSON.stringify(search)};\n`);
  write(
    'search.d.ts',
    "import type { SearchWords } from '../../widgets/assistant/lexicon.ts';\nexport declare const SEARCH_WORDS: Readonly<Record<string, SearchWords>>;\n",
  );
  writeChanged(out, files);
  return locales;
}

/** Makes `out` hold exactly `files`: the changed ones replaced, the stale ones removed. */
function writeChanged(out: string, files: Map<string, string>): void {
  mkdirSync(out, { recursive: true });
  const present = new Set(
    readdirSync(out, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(out, join(entry.parentPath, entry.name))),
  );
  for (const [file, text] of files) {
    const path = join(out, file);
    if (present.has(file) && readFileSync(path, 'utf8') === text) continue;
    mkdirSync(dirname(path), { recursive: true });
    const temporary = `${path}.${process.pid}.tmp`;
    writeFileSync(temporary, text);
    renameSync(temporary, path);
  }
  for (const file of present) if (!files.has(file) && !file.endsWith('.tmp')) rmSync(join(out, file), { force: true });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  if (process.argv.includes('--check')) {
    const problems = localeProblems();
    for (const problem of problems) console.error(problem);
    process.exitCode = problems.length > 0 ? 1 : 0;
  } else {
    const locales = compileLocales();
    console.log(`locales: compiled ${locales.length} languages (${locales.map((locale) => locale.tag).join(', ')})`);
    // The assistant's classifier learns the help content in every language's search words; trained only when either changed.
    const { compileAssistantClassifier } = await import('./assistant-classifier.ts');
    await compileAssistantClassifier();
  }
}

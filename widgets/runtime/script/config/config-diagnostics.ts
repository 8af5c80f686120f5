/**
 * What the console says about a misconfiguration of the script tag, `configure()`,
 * `window.ClinicWidgetsConfig` or an element's props: a chunk fetched with the first one found, so a
 * page configured right never downloads these words. Each cause is reported once per page.
 */
import { LANGUAGES } from '../../../../protocol/languages.ts';
import { MESSAGE_KEYS } from '../../../../protocol/locales/keys.js';
import { didYouMean, warnOnce } from '../diagnostics/warn.ts';

/** `data-api-bsae` → the attribute as written on the script tag. */
const attributeOf = (name: string) => `data-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

/** A `data-*` attribute on the script tag that is not a setting. */
export function reportUnknownDataSetting(dataKey: string, known: readonly string[]): void {
  const guess = didYouMean(dataKey, known);
  warnOnce(
    `data:${dataKey}`,
    `The script tag's ${attributeOf(dataKey)} is not a setting${guess ? `; did you mean ${attributeOf(guess)}?` : ''} Settings: ${known.map(attributeOf).join(', ')}.`,
  );
}

/** Options that are not an object at all. */
export function reportNotAnObject(where: string): void {
  warnOnce(`options:${where}`, `${where} takes an object of options, e.g. { apiBase: 'https://www.example.com' }.`);
}

/** An option name that is not one of the options. */
export function reportUnknownOption(where: string, key: string, known: readonly string[]): void {
  const guess = didYouMean(key, known);
  warnOnce(
    `option:${where}:${key}`,
    `${where}: unknown option "${key}"${guess ? `; did you mean "${guess}"?` : ''} It is ignored. Options: ${known.join(', ')}.`,
  );
}

/** An option whose value is not a string. */
export function reportNotAString(where: string, key: string, value: unknown): void {
  warnOnce(`value:${where}:${key}`, `${where}: "${key}" must be a string; ${value === null ? 'null' : typeof value} is ignored.`);
}

/** An API base that names the API's own path: the client adds /api/… itself. */
export function reportApiPath(apiBase: string): void {
  warnOnce(
    `api-base-path:${apiBase}`,
    `The API base ${apiBase} ends in /api, but every call already starts with /api/ (${apiBase.replace(/\/+$/, '')}/api/auth/login). Give the site's address: ${apiBase.replace(/\/api\/*$/i, '')}.`,
  );
}

/** An API base that is not an address. */
export function reportApiBaseNotAddress(apiBase: string): void {
  warnOnce(`api-base-url:${apiBase}`, `The API base "${apiBase}" is not an address.`);
}

/** The languages the elements speak and those the page added, as tags. */
const knownLanguages = (added: ReadonlyMap<string, string>): string[] => [...LANGUAGES, ...added.values()];

/** A `lang` that is none of the languages the elements speak (they show en-IN). */
export function reportUnknownLanguage(tag: string, added: ReadonlyMap<string, string>): void {
  warnOnce(
    `lang:${tag}`,
    `lang="${tag}" is not a language the elements speak; they show en-IN (Indian English). Known: ${knownLanguages(added).join(', ')}; ClinicWidgets.registerLanguage() adds one.`,
  );
}

/** `registerLanguage` given something that is not a language tag. */
export function reportNotALanguageTag(tag: unknown): void {
  warnOnce(
    `register:${String(tag)}`,
    `registerLanguage(${JSON.stringify(tag) ?? String(tag)}, …): the first argument is a language tag such as 'pa-IN'; nothing was added.`,
  );
}

const LANGUAGE_TAG = /^[a-z]{2,3}(?:[-_][a-z]{2})?$/i;

/**
 * What in a partner's messages is never shown: a key that is no message's (with the one meant), a
 * language the elements neither speak nor were given, a value that is not text. Each once.
 */
export function reportMessageProblems(messages: Record<string, unknown>, where: string, added: ReadonlyMap<string, string>): void {
  const keys = new Set(MESSAGE_KEYS);
  const check = (key: string, value: unknown, inside: string) => {
    if (!keys.has(key)) {
      const guess = didYouMean(key, MESSAGE_KEYS);
      warnOnce(`message:${inside}:${key}`, `${where}${inside}: "${key}" is not a message key${guess ? `; did you mean "${guess}"?` : ''} It is ignored.`);
    } else if (typeof value !== 'string') {
      warnOnce(`message-value:${inside}:${key}`, `${where}${inside}: "${key}" must be a string; ${value === null ? 'null' : typeof value} is ignored.`);
    }
  };
  for (const [key, value] of Object.entries(messages)) {
    if (!LANGUAGE_TAG.test(key)) {
      check(key, value, '');
      continue;
    }
    // A language's messages are found under its tag or its bare primary subtag: `hi-IN` or `hi`.
    const languages = knownLanguages(added);
    if (!languages.some((language) => language === key || language.split('-')[0] === key)) {
      const guess = didYouMean(key, languages);
      warnOnce(
        `message-language:${key}`,
        `${where}: "${key}" is not a language the elements speak${guess ? `; did you mean "${guess}"?` : ''} Its messages are ignored; ClinicWidgets.registerLanguage('${key}', messages) adds a language.`,
      );
      continue;
    }
    if (typeof value !== 'object' || value === null) {
      warnOnce(`message-value:${key}`, `${where}: "${key}" takes an object of messages by key, e.g. { 'signIn.submit': '…' }.`);
      continue;
    }
    for (const [inner, text] of Object.entries(value)) check(inner, text, ` ${key}`);
  }
}

/** `registerHref` → `register-href`. */
const dashed = (property: string) => property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * Attributes every element takes (HTML's global ones, event handlers) and those frameworks add to the
 * elements they render (Angular's `_ngcontent-*`, `ng-*`).
 */
const GLOBAL_ATTRIBUTE =
  /^(?:on|_ng|ng-)|^(?:exportparts|tabindex|hidden|inert|is|role|accesskey|autofocus|autocapitalize|autocorrect|contenteditable|draggable|enterkeyhint|inputmode|nonce|popover|spellcheck|translate|writingsuggestions|itemscope|itemprop|itemtype|itemid|itemref|xmlns)$/;

/**
 * Attributes or properties an element does not take (`names`: attributes, then properties set on
 * `host`): each is ignored, and the console says which it meant.
 */
export function reportUnknownProps(tag: string, names: readonly string[], properties: readonly string[], host?: Element): void {
  for (const name of names) {
    if (host?.hasAttribute(name) && GLOBAL_ATTRIBUTE.test(name)) continue;
    const guess = didYouMean(name.replace(/-/g, ''), properties);
    warnOnce(
      `prop:${tag}:${name}`,
      `<${tag}> has no attribute or property "${name}"${guess ? `; did you mean ${dashed(guess)} (${guess} as a property)?` : ''} It is ignored. Its attributes: ${properties.map(dashed).join(', ')}.`,
    );
  }
}

/**
 * What the console says about a misconfiguration of the script tag, `configure()`,
 * `window.ClinicWidgetsConfig` or an element's props: a chunk fetched with the first one found, so a
 * page configured right never downloads these words. Each cause is reported once per page.
 */
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

/** A `lang` that is none of the languages the elements speak (they show en-IN). */
export function reportUnknownLanguage(tag: string): void {
  warnOnce(`lang:${tag}`, `lang="${tag}" is not a language the elements speak; they show en-IN (Indian English). Known: en, hi, bn, ta, te, mr, kn, ml, gu.`);
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

/**
 * Messages are ICU MessageFormat text, the subset the catalogs use: `{name}` placeholders,
 * `{count, plural, =0 {…} one {# item} other {# items}}` with `#` for the number, and
 * `{period, select, annually {…} other {…}}`, and `{count, number, ::group-off}` for a number
 * written without digit grouping (5000). A placeholder with no value stays as written, so a
 * missing value shows instead of vanishing.
 */

/**
 * Numbers are written as Indian commerce writes them in every one of the languages: Latin digits in
 * lakh grouping (1,00,000). CLDR gives some of the locales Western grouping for money (Marathi,
 * Kannada, Malayalam: 100,000) and others their own digits; prices on Indian sites are neither.
 */
export const numberFormat = (options?: Intl.NumberFormatOptions) => new Intl.NumberFormat('en-IN', options);

/** The values a message's placeholders take. */
export type MessageValues = Record<string, string | number>;

/** Writes `template` with `values` in `locale` (a BCP 47 tag such as hi-IN). */
export function formatMessage(template: string, values: MessageValues = {}, locale = 'en-IN'): string {
  let out = '';
  let depth = 0;
  let start = 0;
  for (let at = 0; at < template.length; at++) {
    if (template[at] === '{') {
      if (depth++ === 0) {
        out += template.slice(start, at);
        start = at + 1;
      }
    } else if (template[at] === '}' && depth > 0 && --depth === 0) {
      out += placeholder(template.slice(start, at), values, locale);
      start = at + 1;
    }
  }
  // An unclosed brace is text.
  return out + template.slice(depth > 0 ? start - 1 : start);
}

/** One `{…}`: a value, or the branch of a plural or select chosen by it. */
function placeholder(body: string, values: MessageValues, locale: string): string {
  const [name = '', kind, ...rest] = body.split(',');
  const value = values[name.trim()];
  if (value === undefined) return `{${body}}`;
  const number = (count: number) => numberFormat().format(count);
  if (kind === undefined) return typeof value === 'number' ? number(value) : value;
  if (kind.trim() === 'number') return rest.join(',').trim() === '::group-off' ? String(Number(value)) : number(Number(value));
  // `selector {message}` pairs; a message may hold placeholders of its own.
  const branches = new Map<string, string>();
  for (const [, selector, message] of rest.join(',').matchAll(/(=?[\w-]+)\s*\{((?:[^{}]|\{[^{}]*\})*)\}/g)) branches.set(selector!, message!);
  const plural = kind.trim() === 'plural';
  const chosen =
    branches.get(plural ? `=${value}` : String(value)) ??
    (plural ? branches.get(new Intl.PluralRules(locale).select(Number(value))) : undefined) ??
    branches.get('other') ??
    '';
  return formatMessage(plural ? chosen.replace(/#/g, number(Number(value))) : chosen, values, locale);
}

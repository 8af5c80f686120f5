/**
 * Messages are ICU MessageFormat text, the subset the catalogs use: `{name}` placeholders and
 * `{count, plural, =0 {…} one {# item} other {# items}}` with `#` for the number, and
 * `{count, number, ::group-off}` for a number written without digit grouping (5000). Numbers are
 * written by `Intl.NumberFormat` in the message's locale (1,00,000 in Indian grouping; Devanagari
 * digits where a locale asks for them). A placeholder with no value stays as written, so a
 * missing value shows instead of vanishing.
 */

/** The values a message's placeholders take. */
export type MessageValues = Record<string, string | number>;

/** Writes `template` with `values` in `locale` (a BCP 47 tag such as hi-IN). */
export function formatMessage(template: string, values: MessageValues = {}, locale = 'en-IN'): string {
  if (!template.includes('{')) return template;
  let out = '';
  let index = 0;
  while (index < template.length) {
    const open = template.indexOf('{', index);
    if (open < 0) break;
    const close = matchingBrace(template, open);
    if (close < 0) break;
    out += template.slice(index, open) + placeholder(template.slice(open + 1, close), values, locale);
    index = close + 1;
  }
  return out + template.slice(index);
}

/** The index of the `}` closing the `{` at `open`, or -1. */
function matchingBrace(text: string, open: number): number {
  let depth = 0;
  for (let at = open; at < text.length; at++) {
    if (text[at] === '{') depth++;
    else if (text[at] === '}' && --depth === 0) return at;
  }
  return -1;
}

function placeholder(body: string, values: MessageValues, locale: string): string {
  const [name = '', kind, ...rest] = body.split(',');
  const key = name.trim();
  const value = values[key];
  if (value === undefined) return `{${body}}`;
  if (kind?.trim() === 'plural') return plural(rest.join(','), Number(value), values, locale);
  const ungrouped = kind?.trim() === 'number' && rest.join(',').trim() === '::group-off';
  return typeof value === 'number' ? new Intl.NumberFormat(locale, ungrouped ? { useGrouping: false } : {}).format(value) : value;
}

/** Picks the branch of `=n {…}` / `category {…}` pairs for `count`, with `#` written as the number. */
function plural(branches: string, count: number, values: MessageValues, locale: string): string {
  const options = new Map<string, string>();
  let index = 0;
  while (index < branches.length) {
    const open = branches.indexOf('{', index);
    if (open < 0) break;
    const close = matchingBrace(branches, open);
    if (close < 0) break;
    options.set(branches.slice(index, open).trim(), branches.slice(open + 1, close));
    index = close + 1;
  }
  const chosen = options.get(`=${count}`) ?? options.get(new Intl.PluralRules(locale).select(count)) ?? options.get('other') ?? '';
  return formatMessage(chosen.replace(/#/g, new Intl.NumberFormat(locale).format(count)), values, locale);
}

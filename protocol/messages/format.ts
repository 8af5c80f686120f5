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
 *
 * Digits in lakh grouping: the last three, then pairs (100000 → '1,00,000'). Written by hand
 * rather than through `Intl.NumberFormat`, whose first use on a page loads the locale's data and
 * holds a slow phone's main thread for tens of milliseconds while the prices take over.
 */
function lakhs(digits: string): string {
  const last = digits.slice(-3);
  const rest = digits.slice(0, -3);
  return rest ? `${rest.replace(/\B(?=(\d{2})+$)/g, ',')},${last}` : last;
}

/** What the hand-written grouping leaves to `Intl` (fractions, numbers beyond 2⁵³, NaN, ∞), made when first needed. */
let decimals: Intl.NumberFormat | undefined;
let largeRupees: Intl.NumberFormat | undefined;

/** A number in lakh grouping: 100000 → '1,00,000'; a fraction keeps up to three decimals. */
export function formatNumber(value: number): string {
  if (!Number.isSafeInteger(value)) {
    decimals ??= new Intl.NumberFormat('en-IN');
    return decimals.format(value);
  }
  return `${value < 0 ? '-' : ''}${lakhs(String(Math.abs(value)))}`;
}

/**
 * Whole rupees in lakh grouping, halves rounded away from zero: 3000 → '₹3,000', 120000 → '₹1,20,000';
 * a negative amount that rounds to nothing is '₹0'.
 */
export function formatRupees(amount: number): string {
  const whole = Math.round(Math.abs(amount));
  if (!Number.isSafeInteger(whole)) {
    largeRupees ??= new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 0, maximumFractionDigits: 0 });
    return largeRupees.format(amount);
  }
  return `${amount < 0 && whole > 0 ? '-' : ''}₹${lakhs(String(whole))}`;
}

/** Each locale's plural rules, made once. */
const pluralRules = new Map<string, Intl.PluralRules>();
function pluralOf(locale: string, value: number): string {
  const rules = pluralRules.get(locale) ?? new Intl.PluralRules(locale);
  pluralRules.set(locale, rules);
  return rules.select(value);
}

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
  if (kind === undefined) return typeof value === 'number' ? formatNumber(value) : value;
  if (kind.trim() === 'number') return rest.join(',').trim() === '::group-off' ? String(Number(value)) : formatNumber(Number(value));
  // `selector {message}` pairs; a message may hold placeholders of its own.
  const branches = new Map<string, string>();
  for (const [, selector, message] of rest.join(',').matchAll(/(=?[\w-]+)\s*\{((?:[^{}]|\{[^{}]*\})*)\}/g)) branches.set(selector!, message!);
  const plural = kind.trim() === 'plural';
  const chosen =
    branches.get(plural ? `=${value}` : String(value)) ?? (plural ? branches.get(pluralOf(locale, Number(value))) : undefined) ?? branches.get('other') ?? '';
  return formatMessage(plural ? chosen.replace(/#/g, formatNumber(Number(value))) : chosen, values, locale);
}

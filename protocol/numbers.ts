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

/**
 * The four questions under the pricing table, in order: each is `faq.<key>.question` and
 * `faq.<key>.answer` in the pricing catalog (locales/<tag>/pricing.json), its facts the values of
 * plans.ts (`PRICING_VALUES`).
 */
export const PRICING_FAQS = ['trial', 'change', 'guarantee', 'cancel'] as const;
export type PricingFaqKey = (typeof PRICING_FAQS)[number];

/**
 * Frequently asked questions in English: five for the /support accordion (support-faqs.ts; the
 * first opens initially) and the pricing table's four, whose words are the pricing catalog's
 * (pricing-faqs.ts orders them). Each element imports its own module, so neither carries the
 * other's. Answers use the figures.
 */
import { pricingContent } from '../../protocol/locales/en-IN/pricingContent.js';
import { writeMessage } from '../../protocol/message.ts';
import { PRICING_VALUES } from './plans.ts';
import { PRICING_FAQS } from './pricing-faqs.ts';
import type { Faq } from './types.ts';

export { supportFaqs } from './support-faqs.ts';

/** The pricing table's four questions in English, their facts filled in. */
export const pricingFaqs: Faq[] = PRICING_FAQS.map((key) => ({
  question: pricingContent[`faq.${key}.question`],
  answer: writeMessage(pricingContent[`faq.${key}.answer`], PRICING_VALUES),
}));

/**
 * en-IN: the pricing table's content (plans.ts, pricing-faqs.ts) as a content area: each English
 * text is its own key, so the content stays written once, in its own modules, and a language's
 * catalog translates it text by text. Elements look a text up (useTranslate) and never carry this
 * map: it exists for the catalogs' check and the overrides' keys.
 */
import { comparison, guarantee, plans } from '../../content/plans.ts';
import { pricingFaqs } from '../../content/pricing-faqs.ts';

const texts = [
  ...plans.flatMap((plan) => [plan.name, plan.tagline, ...plan.features]),
  ...comparison.flatMap((category) => [
    category.category,
    ...category.rows.flatMap((row) => [row.feature, ...[row.basic, row.pro, row.enterprise].filter((cell): cell is string => typeof cell === 'string')]),
  ]),
  guarantee.title,
  guarantee.text,
  ...guarantee.points,
  ...pricingFaqs.flatMap((faq) => [faq.question, faq.answer]),
];

export const pricingContent: Record<string, string> = Object.fromEntries(texts.map((text) => [text, text]));

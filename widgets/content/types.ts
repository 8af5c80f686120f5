/**
 * Structs for the product's content, which lives in this folder as typed data. The unit tests
 * check every item against its struct and every link between items (test/unit/content.test.ts);
 * the build checks the help articles again before writing them (scripts/help-content.ts), so an
 * article that does not fit, or a related article that does not exist, fails the build.
 */
import type { PricingContent } from '../../protocol/locales/types.d.ts';
import { array, boolean, enums, integer, literal, min, nonempty, nullable, object, optional, pattern, string, union, type Infer } from 'superstruct';

/** the three help categories, by title. */
export const HELP_CATEGORIES = ['Getting Started', 'Features & Usage', 'Billing & Payments'] as const;
export type HelpCategory = (typeof HELP_CATEGORIES)[number];

/** the article ids, fixed by the spec. */
export const ARTICLE_IDS = [
  'setup-clinic-profile',
  'adding-first-clients',
  'setup-appointment-scheduling',
  'configure-billing-payments',
  'ai-analytics-dashboard',
  'whatsapp-integration',
  'managing-client-photos',
  'creating-marketing-campaigns',
  'gst-compliance',
  'payment-gateways',
  'managing-subscription-billing',
  'financial-reports',
] as const;
export type ArticleId = (typeof ARTICLE_IDS)[number];

const text = nonempty(string());

/** One block of an article or handbook body. */
export const ContentBlock = union([
  object({ type: literal('heading'), text }),
  object({ type: literal('paragraph'), text }),
  object({ type: literal('list'), items: nonempty(array(text)) }),
  object({ type: literal('steps'), steps: nonempty(array(object({ title: text, description: text }))) }),
  object({ type: enums(['info', 'warning', 'success']), title: optional(text), text }),
]);
export type ContentBlock = Infer<typeof ContentBlock>;

/** Ensure that a value is a help article */
export const HelpArticle = object({
  id: enums(ARTICLE_IDS),
  title: text,
  description: text,
  category: enums(HELP_CATEGORIES),
  readTime: pattern(string(), /^([4-9]|10) min$/),
  lastUpdated: literal('January 15, 2025'),
  content: nonempty(array(ContentBlock)),
  relatedArticles: array(enums(ARTICLE_IDS)),
});
export type HelpArticle = Infer<typeof HelpArticle>;

/** Ensure that a value is a handbook section: id, title, icon, subsections with bodies. */
export const HandbookSection = object({
  id: pattern(string(), /^[a-z0-9-]+$/),
  title: text,
  icon: text,
  summary: text,
  subsections: nonempty(
    array(
      object({
        id: pattern(string(), /^[a-z0-9-]+$/),
        title: text,
        content: nonempty(array(ContentBlock)),
      }),
    ),
  ),
});
export type HandbookSection = Infer<typeof HandbookSection>;

/** Ensure that a value is a chat topic: keywords and the reply text. */
export const ChatTopic = object({
  id: pattern(string(), /^[a-z-]+$/),
  keywords: nonempty(array(pattern(string(), /^[\p{Ll}\p{Lo}\p{M}\p{N} +-]+$/u))),
  reply: text,
});
export type ChatTopic = Infer<typeof ChatTopic>;

/** Ensure that a value is a demo-tour section: id, title, duration, description. */
export const DemoSection = object({
  id: enums(['overview', 'scheduling', 'clients', 'analytics']),
  title: text,
  duration: pattern(string(), /^\d+ min$/),
  description: text,
  highlights: array(text),
});
export type DemoSection = Infer<typeof DemoSection>;

/** Ensure that a value is a question with its answer (support and pricing FAQs). */
export const Faq = object({ question: text, answer: text });
export type Faq = Infer<typeof Faq>;

// The pricing table's content (plans.ts). Kept here, with the other structs, so the pricing code in
// the browser carries the data and its types but no validation library. Its words are the catalog's
// (locales/<tag>/pricing.json): the content names each by its key.
const rupees = nullable(min(integer(), 0));
const key = pattern(string(), /^[a-z][A-Za-z]*$/);
const lineKey = pattern(string(), /^(features|rows)\.[a-z][A-Za-z]*$/);

/** The keys of the pricing catalog under `group` (`features` → 'analytics' | …). */
type KeysOf<Group extends string> = keyof PricingContent extends infer K ? (K extends `${Group}.${infer Name}` ? Name : never) : never;
/** A plan card's line: a card's own (`features.`) or a comparison row's (`rows.`), by its whole key. */
export type FeatureKey = `features.${KeysOf<'features'>}` | `rows.${KeysOf<'rows'>}`;
/** A comparison category: a key of `categories.`. */
export type CategoryKey = KeysOf<'categories'>;
/** A comparison row: a key of `rows.`. */
export type RowKey = KeysOf<'rows'>;
/** A comparison cell's note: a key of `cells.`. */
export type CellKey = KeysOf<'cells'>;
/** A line of the guarantee's list: a key of `guarantee.`. */
export type GuaranteeKey = KeysOf<'guarantee'>;

/** Ensure that a value is a plan card: prices in rupees, null meaning custom (Enterprise). */
export const Plan = object({
  id: enums(['basic', 'pro', 'enterprise']),
  price: object({ monthly: rupees, annually: rupees, savings: rupees }),
  /** null = unlimited. */
  clientLimit: nullable(min(integer(), 1)),
  mostPopular: boolean(),
  cta: enums(['signup', 'sales']),
  features: nonempty(array(lineKey)),
});
export type Plan = Omit<Infer<typeof Plan>, 'features'> & { features: FeatureKey[] };
export type PlanId = Plan['id'];

/** One cell of the comparison: included (true), not included (false) or a short note, by its key. */
const Cell = union([boolean(), key]);
type Cell = boolean | CellKey;

/** Ensure that a value is one category of the comparison table. */
export const ComparisonCategory = object({
  category: key,
  rows: nonempty(array(object({ feature: key, basic: Cell, pro: Cell, enterprise: Cell }))),
});
export type ComparisonCategory = {
  category: CategoryKey;
  rows: { feature: RowKey; basic: Cell; pro: Cell; enterprise: Cell }[];
};

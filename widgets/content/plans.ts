/**
 * The plans of the pricing table as structure and facts: prices, client limits, the comparison by
 * category with the gating, and the money-back guarantee. Prices are whole rupees. Their words are
 * the pricing catalog's (locales/<tag>/pricing.json), each named here by its key; a fact a sentence
 * names (a limit, the guarantee's days) is a value of the message, written once here.
 */
import { formatNumber } from '../../protocol/numbers.ts';
import type { ComparisonCategory, GuaranteeKey, Plan } from './types.ts';
import { GST_NOTE, TRIAL_DAYS, TRIAL_PLAN_PRICES } from './plan-prices.ts';

export type { ComparisonCategory, GuaranteeKey, Plan } from './types.ts';

/** annual billing is shown as saving 20%. */
export const ANNUAL_SAVING_PERCENT = 20;

export { GST_NOTE };

/** the money-back guarantee, in days. */
export const MONEY_BACK_DAYS = 30;

/** The client limits of Basic and Pro (Enterprise has none). */
const CLIENT_LIMITS = { basic: 500, pro: 2000 } as const;

/**
 * The three plans in display order; Pro is marked Most Popular. A plan's name and tagline are
 * `plans.<id>.name` and `plans.<id>.tagline`; each of its lines is a card's own (`features.`) or a
 * comparison row's, so a feature both name is one message. `features.clientLimit` names the plan's
 * limit (or unlimited clients when it has none).
 */
export const plans: Plan[] = [
  {
    id: 'basic',
    price: { ...TRIAL_PLAN_PRICES.basic.price },
    clientLimit: CLIENT_LIMITS.basic,
    mostPopular: false,
    cta: 'signup',
    features: [
      'features.clientLimit',
      'features.profiles',
      'features.scheduling',
      'rows.reminders',
      'rows.billing',
      'features.photoStorage',
      'features.emailSupport',
    ],
  },
  {
    id: 'pro',
    price: { ...TRIAL_PLAN_PRICES.pro.price },
    clientLimit: CLIENT_LIMITS.pro,
    mostPopular: true,
    cta: 'signup',
    features: ['features.clientLimit', 'features.everythingInBasic', 'rows.analytics', 'features.whatsapp', 'rows.marketing', 'rows.protocols', 'rows.photos'],
  },
  {
    id: 'enterprise',
    price: { monthly: null, annually: null, savings: null },
    clientLimit: null,
    mostPopular: false,
    cta: 'sales',
    features: ['features.clientLimit', 'features.everythingInPro', 'rows.locations', 'rows.api', 'rows.integrations'],
  },
];

/**
 * The facts the pricing catalog's messages name, by placeholder; `{clients}` is each plan's own
 * (`clientsOf`). Counts are written the Indian way in every language (2,000).
 */
export const PRICING_VALUES = {
  days: MONEY_BACK_DAYS,
  trialDays: TRIAL_DAYS,
  percent: ANNUAL_SAVING_PERCENT,
  basicClients: /* @__PURE__ */ formatNumber(CLIENT_LIMITS.basic),
  proClients: /* @__PURE__ */ formatNumber(CLIENT_LIMITS.pro),
};

/** A plan's `{clients}`: its limit as a count, for `features.clientLimit` and `cells.clientLimit`. */
export const clientsOf = (plan: Plan) => ({ ...PRICING_VALUES, clients: plan.clientLimit === null ? '' : formatNumber(plan.clientLimit) });

/**
 * The comparison table by category (`categories.<key>`), each row `rows.<key>` and each note
 * `cells.<key>`, `clientLimit` naming the plan's limit. Gating from the published plans; modules
 * that the plans do not gate are shown as included in every plan.
 */
export const comparison: ComparisonCategory[] = [
  {
    category: 'clients',
    rows: [
      { feature: 'clients', basic: 'clientLimit', pro: 'clientLimit', enterprise: 'clientLimit' },
      { feature: 'profiles', basic: true, pro: true, enterprise: true },
      { feature: 'photos', basic: 'limitedStorage', pro: true, enterprise: true },
      { feature: 'leads', basic: true, pro: true, enterprise: true },
      { feature: 'protocols', basic: false, pro: true, enterprise: true },
    ],
  },
  {
    category: 'scheduling',
    rows: [
      { feature: 'scheduling', basic: true, pro: true, enterprise: true },
      { feature: 'staffScheduling', basic: true, pro: true, enterprise: true },
      { feature: 'reminders', basic: true, pro: true, enterprise: true },
      { feature: 'whatsappReminders', basic: false, pro: true, enterprise: true },
      { feature: 'locations', basic: false, pro: false, enterprise: true },
    ],
  },
  {
    category: 'billing',
    rows: [
      { feature: 'billing', basic: true, pro: true, enterprise: true },
      { feature: 'payments', basic: true, pro: true, enterprise: true },
      { feature: 'cash', basic: true, pro: true, enterprise: true },
      { feature: 'catalogue', basic: true, pro: true, enterprise: true },
    ],
  },
  {
    category: 'marketing',
    rows: [
      { feature: 'whatsapp', basic: false, pro: true, enterprise: true },
      { feature: 'marketing', basic: false, pro: true, enterprise: true },
    ],
  },
  {
    category: 'analytics',
    rows: [
      { feature: 'analytics', basic: false, pro: true, enterprise: true },
      { feature: 'staff', basic: true, pro: true, enterprise: true },
      { feature: 'inventory', basic: true, pro: true, enterprise: true },
    ],
  },
  {
    category: 'integrations',
    rows: [
      { feature: 'api', basic: false, pro: false, enterprise: true },
      { feature: 'integrations', basic: false, pro: false, enterprise: true },
      { feature: 'support', basic: 'email', pro: 'chatEmailPhone', enterprise: 'chatEmailPhone' },
    ],
  },
];

/** The money-back section's list, under its `guarantee.title` and `guarantee.text`. */
export const GUARANTEE_POINTS: readonly GuaranteeKey[] = ['moneyBack', 'noSetupFees', 'cancel', 'setupTime'];

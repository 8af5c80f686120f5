/**
 * The plans a free trial can start on, with their prices in whole rupees: what the register form
 * and the welcome mail name, apart from the pricing table's full content (plans.ts), so the
 * register page does not download the table's.
 */
export const TRIAL_PLAN_PRICES = {
  basic: { name: 'Basic', price: { monthly: 3000, annually: 28800, savings: 7200 } },
  pro: { name: 'Pro', price: { monthly: 7500, annually: 72000, savings: 18000 } },
} as const;

/** Prices exclude GST, which is added at the standard 18% rate for software subscriptions. */
export const GST_NOTE = '+ 18% GST';

/** The free trial's length, in days: written here once, for every page, language and chat answer. */
export const TRIAL_DAYS = 14;

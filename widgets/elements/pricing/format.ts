/** Rupee amounts, and the plan a free trial starts on as the register page and the welcome mail name it. */
import { formatRupees } from '../../../protocol/numbers.ts';
import { GST_NOTE, TRIAL_PLAN_PRICES } from '../../content/plan-prices.ts';

/** Whole rupees with the Indian digit grouping: 3000 → '₹3,000', 120000 → '₹1,20,000'. */
export const rupees = formatRupees;

/** A plan a free trial starts on, with its billing period and its price as a line names it. */
export interface TrialChoice {
  plan: { id: keyof typeof TRIAL_PLAN_PRICES; name: string };
  billing: 'monthly' | 'annually';
  /** '₹72,000 a year + 18% GST' (Indian English: the mails'). */
  price: string;
  /** The price in whole rupees for the period. */
  amount: number;
}

/**
 * The plan `id` billed `billing` (monthly unless `annually`), when a free trial can start on it;
 * null for no plan, an unknown one, or Enterprise (the sales team sells it).
 */
export function trialChoice(id: unknown, billing: unknown): TrialChoice | null {
  if (typeof id !== 'string' || !Object.hasOwn(TRIAL_PLAN_PRICES, id)) return null;
  const { name, price } = TRIAL_PLAN_PRICES[id as keyof typeof TRIAL_PLAN_PRICES];
  const period = billing === 'annually' ? 'annually' : 'monthly';
  const amount = price[period];
  return {
    plan: { id: id as keyof typeof TRIAL_PLAN_PRICES, name },
    billing: period,
    amount,
    price: `${rupees(amount)} ${period === 'annually' ? 'a year' : 'a month'} ${GST_NOTE}`,
  };
}

/** Rupee amounts, and the plan a free trial starts on as the register page and the welcome mail name it. */
import { GST_NOTE, plans, type Plan } from '../../content/plans.ts';

/** Whole rupees with the Indian digit grouping: 3000 → '₹3,000', 120000 → '₹1,20,000'. */
const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 0, maximumFractionDigits: 0 });

export function rupees(amount: number): string {
  return inr.format(amount);
}

/** A plan a free trial starts on, with its billing period and its price as a line names it. */
export interface TrialChoice {
  plan: Plan;
  billing: 'monthly' | 'annually';
  /** '₹72,000 a year + 18% GST'. */
  price: string;
}

/**
 * The plan `id` billed `billing` (monthly unless `annually`), when a free trial can start on it;
 * null for no plan, an unknown one, or Enterprise (the sales team sells it).
 */
export function trialChoice(id: unknown, billing: unknown): TrialChoice | null {
  const plan = plans.find((p) => p.id === id && p.cta.kind === 'signup');
  if (!plan) return null;
  const period = billing === 'annually' ? 'annually' : 'monthly';
  return { plan, billing: period, price: `${rupees(plan.price[period] ?? 0)} ${period === 'annually' ? 'a year' : 'a month'} ${GST_NOTE}` };
}

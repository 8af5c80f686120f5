/**
 * The plans of the pricing table: prices, client limits, the comparison by category
 * with the gating, and the money-back guarantee. Prices are whole rupees.
 */
import type { ComparisonCategory, Guarantee, Plan } from './types.ts';
import { GST_NOTE, TRIAL_PLAN_PRICES } from './plan-prices.ts';

export type { ComparisonCategory, Guarantee, Plan } from './types.ts';

/** annual billing is shown as saving 20%. */
export const ANNUAL_SAVING_PERCENT = 20;

export { GST_NOTE };

/** the money-back guarantee, in days. */
export const MONEY_BACK_DAYS = 30;

/** The three plans in display order; Pro is marked Most Popular. */
export const plans: Plan[] = [
  {
    id: 'basic',
    name: TRIAL_PLAN_PRICES.basic.name,
    tagline: 'For small clinics getting organised',
    price: { ...TRIAL_PLAN_PRICES.basic.price },
    clientLimit: 500,
    mostPopular: false,
    cta: { label: 'Start Free Trial', kind: 'signup' },
    features: [
      'Up to 500 clients',
      'Client profiles with treatment history',
      'Smart scheduling with waitlists',
      'Email and SMS reminders',
      'GST-compliant billing and invoicing',
      'Limited photo storage',
      'Email support',
    ],
  },
  {
    id: 'pro',
    name: TRIAL_PLAN_PRICES.pro.name,
    tagline: 'For growing clinics that want more repeat visits',
    price: { ...TRIAL_PLAN_PRICES.pro.price },
    clientLimit: 2000,
    mostPopular: true,
    cta: { label: 'Start Free Trial', kind: 'signup' },
    features: [
      'Up to 2,000 clients',
      'Everything in Basic',
      'AI analytics and custom reports',
      'WhatsApp API messaging and reminders',
      'Marketing automation and campaigns',
      'Care protocols',
      'Before/after photo management',
    ],
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    tagline: 'For clinic groups and multi-location practices',
    price: { monthly: null, annually: null, savings: null },
    clientLimit: null,
    mostPopular: false,
    cta: { label: 'Contact Sales', kind: 'sales' },
    features: ['Unlimited clients', 'Everything in Pro', 'Multi-location scheduling', 'API access', 'Custom integrations'],
  },
];

/**
 * The comparison table by category. Gating from the published plans; modules that the plans do not gate
 * are shown as included in every plan.
 */
export const comparison: ComparisonCategory[] = [
  {
    category: 'Clients',
    rows: [
      { feature: 'Clients', basic: 'Up to 500', pro: 'Up to 2,000', enterprise: 'Unlimited' },
      { feature: '360-degree client profiles and treatment history', basic: true, pro: true, enterprise: true },
      { feature: 'Before/after photo management', basic: 'Limited storage', pro: true, enterprise: true },
      { feature: 'Lead management', basic: true, pro: true, enterprise: true },
      { feature: 'Care protocols', basic: false, pro: true, enterprise: true },
    ],
  },
  {
    category: 'Scheduling',
    rows: [
      { feature: 'Smart scheduling and waitlists', basic: true, pro: true, enterprise: true },
      { feature: 'Staff scheduling', basic: true, pro: true, enterprise: true },
      { feature: 'Email and SMS reminders', basic: true, pro: true, enterprise: true },
      { feature: 'WhatsApp reminders', basic: false, pro: true, enterprise: true },
      { feature: 'Multi-location scheduling', basic: false, pro: false, enterprise: true },
    ],
  },
  {
    category: 'Billing & Payments',
    rows: [
      { feature: 'GST-compliant billing and invoicing', basic: true, pro: true, enterprise: true },
      { feature: 'Razorpay, PhonePe and Stripe payments', basic: true, pro: true, enterprise: true },
      { feature: 'Cash and bank transfer tracking', basic: true, pro: true, enterprise: true },
      { feature: 'Service catalogue', basic: true, pro: true, enterprise: true },
    ],
  },
  {
    category: 'Marketing & Communication',
    rows: [
      { feature: 'WhatsApp API', basic: false, pro: true, enterprise: true },
      { feature: 'Marketing automation and campaigns', basic: false, pro: true, enterprise: true },
    ],
  },
  {
    category: 'Analytics & Operations',
    rows: [
      { feature: 'AI analytics and custom reports', basic: false, pro: true, enterprise: true },
      { feature: 'Staff management', basic: true, pro: true, enterprise: true },
      { feature: 'Inventory with low-stock alerts', basic: true, pro: true, enterprise: true },
    ],
  },
  {
    category: 'Integrations & Support',
    rows: [
      { feature: 'API access', basic: false, pro: false, enterprise: true },
      { feature: 'Custom integrations', basic: false, pro: false, enterprise: true },
      { feature: 'Support', basic: 'Email', pro: 'Chat, email and phone', enterprise: 'Chat, email and phone' },
    ],
  },
];

/** The money-back section. */
export const guarantee: Guarantee = {
  title: `${MONEY_BACK_DAYS}-Day Money-Back Guarantee`,
  text: `Try any paid plan with confidence. If the platform is not right for your clinic within the first ${MONEY_BACK_DAYS} days, we will refund your payment.`,
  points: [`${MONEY_BACK_DAYS}-day money-back guarantee`, 'No setup fees', 'Cancel anytime with 30 days notice', 'Setup in under 24 hours'],
};

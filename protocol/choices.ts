/**
 * The choices the registration form offers, apart from the rules that check them (auth.ts), so
 * the form can draw its lists without the rules' code.
 */

/** The clinic types offered at registration. */
export const CLINIC_TYPES = ['aesthetic', 'dermatology', 'wellness', 'dental', 'physiotherapy', 'other'] as const;
export type ClinicType = (typeof CLINIC_TYPES)[number];

/**
 * The plans a clinic can start a free trial of from /pricing (Enterprise is sold by the sales team),
 * and the billing periods it may choose; both optional at registration.
 */
export const TRIAL_PLANS = ['basic', 'pro'] as const;
export type TrialPlan = (typeof TRIAL_PLANS)[number];
export const BILLING_PERIODS = ['monthly', 'annually'] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];

/** The team sizes offered at registration (the field is optional). */
export const TEAM_SIZES = ['1-5', '6-15', '16-50', '50+'] as const;
export type TeamSize = (typeof TEAM_SIZES)[number];

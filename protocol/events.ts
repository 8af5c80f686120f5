import type { User } from './user.ts';

/**
 * The events the elements fire on their host, with their `detail`, for a given user type (the
 * public declarations give it their own plain user type; the code uses the checked one).
 */
export interface ClinicEventMapOf<U> {
  'clinic-signed-in': { user: U };
  'clinic-registered': { user: U };
  'clinic-reset-link-sent': { email: string };
  'clinic-password-reset': null;
  'clinic-chat-toggle': { open: boolean };
  'clinic-plan-selected': { plan: 'basic' | 'pro' | 'enterprise'; billing: 'monthly' | 'annually' };
  'clinic-billing-change': { billing: 'monthly' | 'annually' };
  'clinic-contact-sent': null;
  'clinic-signed-out': null;
  'clinic-subscribed': { email: string };
}

/** The events the elements fire on their host, with their `detail`: one typed map for every element. */
export type ClinicEventMap = ClinicEventMapOf<User>;

export type ClinicEventName = keyof ClinicEventMap;

/** The `detail` of each event as TypeScript text, for the manifest and the type declarations. */
export const EVENT_DETAIL_TYPES: Record<ClinicEventName, string> = {
  'clinic-signed-in': '{ user: ClinicUser }',
  'clinic-registered': '{ user: ClinicUser }',
  'clinic-reset-link-sent': '{ email: string }',
  'clinic-password-reset': 'null',
  'clinic-chat-toggle': '{ open: boolean }',
  'clinic-plan-selected': "{ plan: 'basic' | 'pro' | 'enterprise'; billing: 'monthly' | 'annually' }",
  'clinic-billing-change': "{ billing: 'monthly' | 'annually' }",
  'clinic-contact-sent': 'null',
  'clinic-signed-out': 'null',
  'clinic-subscribed': '{ email: string }',
};

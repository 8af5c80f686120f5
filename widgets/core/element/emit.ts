import type { User } from '../schemas/index.ts';

/** The events of INTERFACE.md with their `detail`, one typed map for every element. */
export interface ClinicEventMap {
  'clinic-signed-in': { user: User };
  'clinic-registered': { user: User };
  'clinic-reset-link-sent': { email: string };
  'clinic-password-reset': null;
  'clinic-chat-toggle': { open: boolean };
  'clinic-plan-selected': { plan: 'basic' | 'pro' | 'enterprise'; billing: 'monthly' | 'annually' };
  'clinic-billing-change': { billing: 'monthly' | 'annually' };
  'clinic-contact-sent': null;
  'clinic-signed-out': null;
  'clinic-subscribed': { email: string };
}

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

/**
 * Fires one of the INTERFACE.md events on the host element: a CustomEvent that bubbles and is
 * composed, so it reaches listeners on the host page's document through any shadow roots.
 */
export function emit<K extends ClinicEventName>(host: EventTarget, name: K, detail: ClinicEventMap[K]): boolean {
  return host.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}

/**
 * Like emit(), but the event is cancelable: returns false when a listener called
 * `preventDefault()`, so the element can skip its default action (clinic-plan-selected).
 */
export function emitCancelable<K extends ClinicEventName>(host: EventTarget, name: K, detail: ClinicEventMap[K]): boolean {
  return host.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable: true }));
}

import type { ClinicEventMap, ClinicEventName } from '../../../../protocol/index.ts';

export type { ClinicEventMap, ClinicEventName };

/**
 * Fires one of the public events on the host element: a CustomEvent that bubbles and is
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

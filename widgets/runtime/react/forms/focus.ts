import { fieldIds } from './fields.tsx';

/**
 * Moves focus to the first field with an error, in the order of `order` (the form's visual order),
 * so a keyboard or screen-reader user lands where the problem is and hears its message.
 */
export function focusFirstError(root: ShadowRoot | Document, errors: Record<string, string>, order: readonly string[]): void {
  const first = order.find((name) => errors[name]);
  if (!first) return;
  const control = root.getElementById(fieldIds(first).input) as HTMLElement | null;
  control?.focus();
}

/** The shadow root (or document) an element lives in. */
export function rootOf(host: HTMLElement): ShadowRoot | Document {
  return host.shadowRoot ?? document;
}

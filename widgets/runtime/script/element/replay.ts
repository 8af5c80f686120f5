/**
 * Held actions done again once an element's code has taken over (see hydrate.ts's `takeOver`): each
 * on the node the visitor acted on, or on its counterpart in what the code renders. A chunk of its
 * own, fetched only where a visitor acted before an element's code came.
 */
import type { HeldAction } from './held-actions.ts';

/** Attributes that name the same control in the server's markup and in the element's own render. */
const SAME = ['id', 'href', 'name', 'aria-controls', 'part'];

/**
 * The node to replay an event on: the one the visitor acted on while it is still shown (hydration
 * keeps the server's nodes), else its counterpart in what the element now renders (an element
 * rendered on the client replaces the light DOM it showed meanwhile): the same kind of element
 * with the same id, link, name, controlled panel or part, else the same text.
 */
function counterpart(host: HTMLElement, container: ShadowRoot | HTMLElement, target: EventTarget): EventTarget | null {
  if (!(target instanceof Node)) return null;
  const child = [...host.children].find((node) => node.contains(target));
  if (container.contains(target) || child?.assignedSlot) return target;
  if (!(target instanceof Element)) return null;
  const candidates = [...container.querySelectorAll(target.localName)];
  for (const name of SAME) {
    const value = target.getAttribute(name);
    const found = value === null ? undefined : candidates.find((node) => node.getAttribute(name) === value);
    if (found) return found;
  }
  const text = target.textContent?.trim();
  return (text && candidates.find((node) => node.textContent?.trim() === text)) || null;
}

/** What a held key press or click is made again with: the event's own values of these. */
const KEY_INIT = ['key', 'code', 'location', 'repeat', 'ctrlKey', 'shiftKey', 'altKey', 'metaKey'] as const;
const MOUSE_INIT = ['button', 'buttons', 'clientX', 'clientY', 'screenX', 'screenY', 'ctrlKey', 'shiftKey', 'altKey', 'metaKey', 'detail'] as const;

/** Does again what `action` would have done on `target`, now that its handlers are there. */
function replay(target: EventTarget | null, action: HeldAction): void {
  const { event } = action;
  if (!(target instanceof Node) || !target.isConnected) return;
  if (target instanceof HTMLFormElement) {
    const submitter = action.submitter && target.contains(action.submitter) ? action.submitter : null;
    target.requestSubmit(submitter as HTMLButtonElement | null);
    return;
  }
  // A dispatched click also runs the target's own activation (following a link, submitting).
  const [Kind, names] = event instanceof KeyboardEvent ? [KeyboardEvent, KEY_INIT] : event instanceof MouseEvent ? [MouseEvent, MOUSE_INIT] : [null, []];
  const init = Object.fromEntries(names.map((name: string) => [name, event[name as keyof Event]]));
  if (Kind) target.dispatchEvent(new Kind(event.type, { ...init, bubbles: true, cancelable: true, composed: true }));
}

/** Does `actions`, held for `host` whose markup is in `container`, again, in order. */
export function replayHeld(host: HTMLElement, container: ShadowRoot | HTMLElement, actions: readonly HeldAction[]): void {
  for (const action of actions) replay(counterpart(host, container, action.target), action);
}

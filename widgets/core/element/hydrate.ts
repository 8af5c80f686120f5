/**
 * When an element's code loads and hydrates it, and what happens to what the visitor does before.
 * Nothing here needs React: it runs in the classic script, before any element code is fetched.
 */
import type { SessionStore } from '../session/store.ts';

/**
 * When an element's code is loaded:
 * - `load`: at once (the forms: the visitor came to use them);
 * - `visible`: once the element comes within a screen of the viewport (IntersectionObserver);
 * - `interaction`: once the visitor points at, focuses, touches, clicks or presses a key in it
 *   (the chat launcher, the help centre's static pages);
 * - `session`: once someone is, or may be, signed in (the header's session status, whose
 *   signed-out form is a plain Sign In link).
 */
export type HydrateOn = 'load' | 'visible' | 'interaction' | 'session';

/** Events that start loading an element's code as they reach it. */
const WARMING = ['pointerover', 'focusin', 'touchstart'] as const;

/**
 * Keys that operate an element (moving in a list or tabs, closing): pressed in an element whose
 * code has not arrived, they are held and replayed. Enter and Space need no entry: on a button or
 * link they make a click, which is held itself, and in a field the text stays where it is typed.
 */
const COMMAND_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageUp', 'PageDown', 'Escape']);

/** What the visitor did before the code arrived, to be done again once it has. */
interface HeldEvent {
  target: Node;
  event: Event;
}

/** The watch over one element until its code is needed; `stop` ends it (the element left the page). */
export interface Watch {
  /** Starts loading now, whatever the rule (the element's props changed). */
  wake(): void;
  /** Replays what was held, in order, on the element's now working markup; then stops holding. */
  replay(): void;
  stop(): void;
}

/**
 * Watches `host` and calls `start` once, when its code is needed by the `on` rule, or at once when
 * the visitor acts on the element. `container` is where its markup is: its shadow root, or the
 * host itself for an enhancer, whose markup is its light DOM. Until `replay` is called, clicks,
 * form submissions and command keys on it are held (their default action and propagation stopped)
 * so that nothing happens twice and nothing is lost.
 */
export function watchElement(
  host: HTMLElement,
  container: ShadowRoot | HTMLElement,
  on: HydrateOn,
  session: SessionStore | null,
  start: () => void,
  alsoOn: readonly (keyof WindowEventMap)[] = [],
): Watch {
  let started = false;
  let holding = true;
  const held: HeldEvent[] = [];
  const cleanUps: (() => void)[] = [];

  const begin = () => {
    if (started) return;
    started = true;
    // Only the holding listeners stay: the code is on its way.
    for (const cleanUp of cleanUps.splice(0)) cleanUp();
    start();
  };

  const listen = (target: EventTarget, type: string, listener: (event: Event) => void) => {
    target.addEventListener(type, listener, { capture: true });
    return () => target.removeEventListener(type, listener, { capture: true });
  };

  /** Where in the element the visitor acted: its shadow root or its light DOM. */
  const targetIn = (event: Event) => {
    const target = event.composedPath()[0];
    return target instanceof Node && (container.contains(target) || host.contains(target)) ? target : null;
  };

  const hold = (event: Event) => {
    // The signed-out session status is a plain link: it works as it is.
    if (!holding || on === 'session') return;
    const target = targetIn(event);
    if (!target) return;
    if (event.type === 'keydown' && !COMMAND_KEYS.has((event as KeyboardEvent).key)) {
      begin();
      return;
    }
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push({ target, event });
    begin();
  };
  const releaseHolding = [listen(host, 'click', hold), listen(host, 'keydown', hold), listen(host, 'submit', hold)];

  if (on === 'load') {
    begin();
  } else if (on === 'session' && session) {
    const check = () => {
      if (session.getState().status !== 'unauthenticated') begin();
    };
    cleanUps.push(session.subscribe(check));
    check();
  } else {
    const warm = () => begin();
    for (const type of WARMING) cleanUps.push(listen(host, type, warm));
    for (const type of alsoOn) cleanUps.push(listen(window, type, warm));
    if (on === 'visible') {
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) begin();
        },
        { rootMargin: '100% 0px' },
      );
      observer.observe(host);
      cleanUps.push(() => observer.disconnect());
    }
  }

  const stopHolding = () => {
    holding = false;
    for (const release of releaseHolding) release();
  };

  return {
    wake: begin,
    replay() {
      stopHolding();
      for (const { target, event } of held.splice(0)) replay(counterpart(host, container, target), event);
    },
    stop() {
      stopHolding();
      held.length = 0;
      for (const cleanUp of cleanUps.splice(0)) cleanUp();
    },
  };
}

/** Attributes that name the same control in the server's markup and in the element's own render. */
const SAME = ['id', 'href', 'name', 'aria-controls', 'part'];

/**
 * The node to replay an event on: the one the visitor acted on while it is still shown (hydration
 * keeps the server's nodes), else its counterpart in what the element now renders (an element
 * rendered on the client replaces the light DOM it showed meanwhile): the same kind of element
 * with the same id, link, name, controlled panel or part, else the same text.
 */
function counterpart(host: HTMLElement, container: ShadowRoot | HTMLElement, target: Node): Node | null {
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

/** Does again what `event` would have done on `target`, now that its handlers are there. */
function replay(target: Node | null, event: Event): void {
  if (!target?.isConnected) return;
  if (event.type === 'submit' && target instanceof HTMLFormElement) {
    target.requestSubmit();
  } else if (event instanceof KeyboardEvent) {
    target.dispatchEvent(new KeyboardEvent(event.type, { ...keyInit(event), bubbles: true, cancelable: true, composed: true }));
  } else if (event instanceof MouseEvent) {
    // A dispatched click also runs the target's own activation (following a link, submitting).
    target.dispatchEvent(new MouseEvent(event.type, { ...mouseInit(event), bubbles: true, cancelable: true, composed: true }));
  }
}

function keyInit(event: KeyboardEvent): KeyboardEventInit {
  const { key, code, location, repeat, ctrlKey, shiftKey, altKey, metaKey } = event;
  return { key, code, location, repeat, ctrlKey, shiftKey, altKey, metaKey };
}

function mouseInit(event: MouseEvent): MouseEventInit {
  const { button, buttons, clientX, clientY, screenX, screenY, ctrlKey, shiftKey, altKey, metaKey, detail } = event;
  return { button, buttons, clientX, clientY, screenX, screenY, ctrlKey, shiftKey, altKey, metaKey, detail };
}

// page-state: the watch of each element until its code comes.
/**
 * When an element's code loads and hydrates it, and what happens to what the visitor does before.
 * Nothing here needs React: it runs in the classic script, before any element code is fetched.
 */
import type { SessionStore } from '../session/store.ts';
import { installHeldActions, type HeldActions } from './held-actions.ts';

/**
 * The conditions an element's code can wait for, each a function in the table below that an
 * element names in its definition (`hydrate`), as is-land names its `on:` conditions:
 * - `load`: as soon as the page has painted (the forms: the visitor came to use them), so that
 *   on a slow connection the code never competes with what paints the page;
 * - `visible`: once the element comes within a screen of the viewport (IntersectionObserver);
 * - `idle`: once the browser is idle after loading the page (`requestIdleCallback`);
 * - `interaction`: only when the visitor points at, focuses, touches or presses a key in it, or
 *   an action of theirs is held (which wakes every element, whatever its conditions);
 * - `scroll`: at the page's first scroll, or at once when the page is already scrolled (the
 *   handbook's navigation follows the section in view);
 * - `media:<query>`: once the media query matches (`media:(min-width: 961px)`);
 * - `session`: once someone is, or may be, signed in (the header's session status, whose
 *   signed-out form is a plain Sign In link).
 * A list names several: the first met wins.
 */
export type LoadStrategy = 'load' | 'visible' | 'idle' | 'interaction' | 'scroll' | 'session' | `media:${string}`;
export type HydrateOn = LoadStrategy | readonly LoadStrategy[];

/** What a strategy watches, and `wake` to call when its condition is met. */
export interface StrategyContext {
  host: HTMLElement;
  session: SessionStore | null;
  wake: () => void;
}

/** A strategy: starts watching for its condition; returns what stops watching. */
export type Strategy = (context: StrategyContext, argument: string) => (() => void) | undefined;

const listenOnce = (target: EventTarget, type: string, wake: () => void) => {
  target.addEventListener(type, wake, { once: true, passive: true });
  return () => target.removeEventListener(type, wake);
};

/** The loading strategies by name. */
export const STRATEGIES: Readonly<Record<string, Strategy>> = {
  load: ({ wake }) => {
    // A hidden page paints nothing until shown: its code is fetched at once.
    if (document.visibilityState !== 'visible') {
      wake();
      return undefined;
    }
    // The task after the next frame is the first after a paint.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(wake, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  },
  visible: ({ host, wake }) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) wake();
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(host);
    return () => observer.disconnect();
  },
  idle: ({ wake }) => {
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(wake, { timeout: 3000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(wake, 200);
    return () => clearTimeout(id);
  },
  interaction: () => undefined,
  scroll: ({ wake }) => {
    // Elements are defined after the first paint: a page the visitor scrolled before then (or one
    // opened at a #section, or restored mid-way) is already away from its top, and wakes at once.
    if (window.scrollY !== 0 || window.scrollX !== 0) {
      wake();
      return undefined;
    }
    return listenOnce(window, 'scroll', wake);
  },
  media: ({ wake }, query) => {
    const list = matchMedia(query);
    if (list.matches) {
      wake();
      return undefined;
    }
    return listenOnce(list, 'change', () => list.matches && wake());
  },
  session: ({ session, wake }) => {
    if (!session) return undefined;
    const check = () => {
      if (session.getState().status !== 'unauthenticated') wake();
    };
    const unsubscribe = session.subscribe(check);
    check();
    return unsubscribe;
  },
};

/** The strategies an element names, as a list. */
export function strategiesOf(on: HydrateOn): readonly LoadStrategy[] {
  return typeof on === 'string' ? [on] : on;
}

/** Events that start loading an element's code as they reach it. */
const WARMING = ['pointerover', 'focusin', 'touchstart', 'keydown'] as const;

/** The watches of the page's elements, by host: a held action wakes its element's. */
const watches = new WeakMap<Element, () => void>();

/**
 * The code that does held actions again (replay.ts) is a chunk of its own: a page where the
 * visitor waits for no element never fetches it. It is asked for as soon as an action is held, so
 * it comes with the element's code; a fetch that failed is made anew when next asked for.
 */
let replayCode: Promise<typeof import('./replay.ts')> | undefined;
const replayer = () =>
  (replayCode ??= import('./replay.ts').catch((error: unknown) => {
    replayCode = undefined;
    throw error;
  }));
const fetchReplay = () => void replayer().catch(() => undefined);

/** The page's queue of held actions (installed by the host page's inline copy, else here). */
function heldActions(): HeldActions {
  const queue = installHeldActions(window);
  queue.onHold ??= (host) => {
    fetchReplay();
    watches.get(host)?.();
  };
  if (queue.held.length) fetchReplay();
  return queue;
}

/** Whether the visitor waits on `host`: an action of theirs is held for it, or focus is inside it. */
export function awaited(host: HTMLElement, container: ShadowRoot | HTMLElement = host): boolean {
  if (heldActions().held.some((action) => action.host === host)) return true;
  return container instanceof ShadowRoot ? container.activeElement !== null : host.contains(document.activeElement);
}

/**
 * Ends holding for `host`: its own code answers from now on. What was drawn for its held actions
 * (a submit's busy state) is taken back now, before its code renders; the returned function does
 * the actions again, in order, once that code's markup works (and the replay code has come: where
 * it cannot, they are dropped, as when the element's own code cannot come).
 */
export function takeOver(host: HTMLElement, container: ShadowRoot | HTMLElement = host): () => void {
  const queue = heldActions();
  queue.awake.add(host);
  const mine = queue.held.filter((action) => action.host === host);
  queue.held = queue.held.filter((action) => action.host !== host);
  for (const action of mine) action.undo();
  return () => {
    if (mine.length)
      replayer().then(
        ({ replayHeld }) => replayHeld(host, container, mine),
        () => undefined,
      );
  };
}

/**
 * Drops what was held for `host` (its code could not load): its busy marks go, a held link is
 * followed as the browser would have, and nothing else is done.
 */
function dropHeld(host: HTMLElement): void {
  const queue = heldActions();
  const mine = queue.held.filter((action) => action.host === host);
  queue.held = queue.held.filter((action) => action.host !== host);
  for (const action of mine) {
    action.undo();
    if (action.target instanceof HTMLAnchorElement && action.target.isConnected) {
      queue.awake.add(host);
      action.target.click();
      queue.awake.delete(host);
    }
  }
}

/** The watch over one element until its code is needed; `stop` ends it (the element left the page). */
export interface Watch {
  /** Starts loading now, whatever the rule (the element's props changed, an action was held). */
  wake(): void;
  /**
   * The code could not load: what was held is dropped (its busy marks taken back), and the next
   * action or `wake` starts loading again.
   */
  failed(): void;
  stop(): void;
}

/**
 * Watches `host` and calls `start` when its code is needed by the `on` rule, or at once when the
 * visitor reaches for the element (points, focuses, touches, presses a key, or an action of theirs
 * is held, see held-actions.ts), then also `visitor`, once. `container` is where its
 * markup is: its shadow root, or the host itself for an enhancer, whose markup is its light DOM.
 * The element's code calls `takeOver(host)` when it is ready to answer.
 */
export function watchElement(
  host: HTMLElement,
  container: ShadowRoot | HTMLElement,
  on: HydrateOn,
  session: SessionStore | null,
  start: () => void,
  visitor: () => void = () => {},
): Watch {
  // The page's queue is installed, and wakes this element when one of its actions is held.
  heldActions();
  let started = false;
  let stopped = false;
  let met = false;
  const cleanUps: (() => void)[] = [];
  const warmUps: (() => void)[] = [];

  const begin = () => {
    if (started || stopped) return;
    started = true;
    // The code is on its way: nothing else need call for it.
    for (const cleanUp of cleanUps.splice(0)) cleanUp();
    start();
  };
  /** The visitor reached for the element: what its code uses on first action is fetched too. */
  const meet = () => {
    if (stopped) return;
    if (!met) {
      met = true;
      for (const cleanUp of warmUps.splice(0)) cleanUp();
      visitor();
    }
    begin();
  };
  watches.set(host, meet);

  for (const type of WARMING) {
    host.addEventListener(type, meet, { capture: true });
    warmUps.push(() => host.removeEventListener(type, meet, { capture: true }));
  }
  // Focus already in the server's markup, or an action held, before this ran: the visitor is here.
  if (awaited(host, container)) meet();
  for (const strategy of strategiesOf(on)) {
    if (started) break;
    const [name, ...argument] = strategy.split(':');
    const stop = STRATEGIES[name!]?.({ host, session, wake: begin }, argument.join(':'));
    if (stop) cleanUps.push(stop);
  }
  if (started) for (const cleanUp of cleanUps.splice(0)) cleanUp();

  return {
    wake: begin,
    failed() {
      dropHeld(host);
      started = false;
    },
    stop() {
      stopped = true;
      if (watches.get(host) === meet) watches.delete(host);
      for (const cleanUp of [...cleanUps.splice(0), ...warmUps.splice(0)]) cleanUp();
    },
  };
}

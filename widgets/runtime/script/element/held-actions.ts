/**
 * What a visitor does to an element before its code can answer. The host pages run this inline, in
 * their `<head>`, before the widget script has even arrived (the build compiles it on its own,
 * with no imports, see scripts/held-actions-inline.ts); the widget script runs it too, for a page
 * that embeds the script without it. Whichever runs first installs it; the other finds it.
 *
 * Until an element's code answers (it is "awake"):
 * - what the browser does on its own stays native: a link follows, a label or checkbox ticks, a
 *   radio selects, a `<details>` opens, a field takes text, arrow keys move in a radio group;
 * - a form's submission (its submit button's click, Enter in one of its fields) is held (never sent to the no-script address), and its submit button shows
 *   at once that it is busy: disabled, `aria-busy`, and its `data-busy-label` text;
 * - a click on any other button (a tab, the menu, the chat launcher, show password), on a link
 *   marked `data-hold` (one whose address the element's state decides, such as a trial link that
 *   carries the billing period chosen), and a command key (arrows, Home, End, Page Up/Down,
 *   Escape) outside a field are held;
 * - each held action is done once, in order, when the element's code has taken over.
 */

/** One action held for an element: what was done, where, and how to undo its busy marks. */
export interface HeldAction {
  host: HTMLElement;
  target: EventTarget;
  event: Event;
  /** Takes back what was drawn meanwhile (a submit's busy state); the element's code draws its own. */
  undo: () => void;
  /** For a submission: the button that made it, if any. */
  submitter?: HTMLElement | null;
}

/** The page's queue of held actions, shared by the inline copy and the widget script. */
export interface HeldActions {
  held: HeldAction[];
  /** Elements whose own code answers their events: nothing of theirs is held any more. */
  awake: WeakSet<Element>;
  /** Told of each action as it is held, so the element's code is fetched at once. */
  onHold: ((host: HTMLElement) => void) | null;
}

/** The global the queue lives on, so the inline copy and the widget script share one. */
export const HELD_ACTIONS_GLOBAL = '__clinicHeldActions';

/** Keys that operate an element (moving in a list or tabs, closing). */
const COMMAND_KEYS = ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageUp', 'PageDown', 'Escape'];

/** Controls the browser operates by itself: a click or key on them is never held. */
const NATIVE = 'a[href],area[href],label,summary,input,select,textarea,option,[contenteditable]';

/**
 * Installs the queue on `win` (once) and returns it. Self-contained: the build serialises it into
 * the host pages, so it may use nothing from outside its own body.
 */
export function installHeldActions(win: Window & typeof globalThis): HeldActions {
  const existing = (win as unknown as Record<string, HeldActions | undefined>)[HELD_ACTIONS_GLOBAL];
  if (existing) return existing;
  const queue: HeldActions = { held: [], awake: new WeakSet(), onHold: null };
  (win as unknown as Record<string, HeldActions>)[HELD_ACTIONS_GLOBAL] = queue;
  const commandKeys = new Set(COMMAND_KEYS);

  /** Marks `form` busy the way its element's code will: button disabled, busy, busy label. */
  const markBusy = (form: HTMLFormElement, submitter: HTMLElement | null): (() => void) => {
    const undo: (() => void)[] = [];
    const set = (element: Element, name: string, value: string) => {
      const old = element.getAttribute(name);
      element.setAttribute(name, value);
      undo.push(() => (old === null ? element.removeAttribute(name) : element.setAttribute(name, old)));
    };
    const button = submitter ?? form.querySelector<HTMLElement>('button[type=submit],input[type=submit],button:not([type])');
    set(form, 'aria-busy', 'true');
    if (button) {
      set(button, 'disabled', '');
      set(button, 'aria-busy', 'true');
      const label = button.getAttribute('data-busy-label');
      if (label) {
        const children = [...button.childNodes];
        button.textContent = label;
        undo.push(() => button.replaceChildren(...children));
      }
    }
    return () => {
      for (const step of undo.reverse()) step();
    };
  };

  const listener = (event: Event) => {
    const path = event.composedPath();
    const host = path.find((node): node is HTMLElement => node instanceof HTMLElement && node.localName.startsWith('clinic-'));
    if (!host || queue.awake.has(host)) return;
    const inner = path.slice(0, path.indexOf(host)).filter((node): node is Element => node instanceof Element);
    const native = inner.find((node) => node.matches(NATIVE) && !node.hasAttribute('data-hold'));
    let target: EventTarget = path[0]!;
    let form: HTMLFormElement | null = null;
    let submitter: HTMLElement | null = null;
    if (event.type === 'click') {
      if ((event as MouseEvent).button !== 0) return;
      const button = inner.find((node) => node.matches('button,input[type=submit],input[type=image],[role=button],[role=tab],[role=menuitem],[data-hold]'));
      const submit = button as HTMLButtonElement | undefined;
      // A submission (a form's submit event does not leave its shadow root, so it is held here).
      if (submit?.form && submit.type === 'submit') [target, form, submitter] = [submit.form, submit.form, submit];
      else if (!button || (native && inner.indexOf(native) < inner.indexOf(button))) return;
      else target = button;
    } else if (event.type === 'keydown') {
      const key = (event as KeyboardEvent).key;
      const field = path[0] as HTMLInputElement;
      // Enter in a one-line field submits its form (implicit submission).
      if (key === 'Enter' && field instanceof HTMLInputElement && field.form && !/^(button|submit|reset|image|file)$/.test(field.type)) {
        [target, form] = [field.form, field.form];
      } else if (!commandKeys.has(key) || native) {
        return;
      }
    } else {
      form = path[0] as HTMLFormElement;
      [target, submitter] = [form, (event as SubmitEvent).submitter];
    }
    event.preventDefault();
    event.stopImmediatePropagation();
    // One submission per form while its code loads: the button is disabled, a second Enter is the same one.
    if (form && queue.held.some((action) => action.target === form)) return;
    queue.held.push({ host, target, event, undo: form ? markBusy(form, submitter) : () => {}, submitter });
    queue.onHold?.(host);
  };
  for (const type of ['click', 'submit', 'keydown']) win.addEventListener(type, listener, { capture: true });
  return queue;
}

/**
 * On a phone the chat's launcher never sits over one of the page's controls: after every scroll
 * and resize it looks at what is beneath it (a grid of points, through open shadow roots too) and, where a link,
 * button or field is, moves up to just above it, and back down to its corner once that is clear.
 * Where no clear place is within half the screen, it turns see-through and lets presses through
 * until the visitor scrolls on. A chunk of its own, asked for on a phone only.
 */

/** What a visitor can press or type into. */
const CONTROLS =
  'a[href], button, input:not([type="hidden"]), select, textarea, summary, label, [role="button"], [role="link"], [role="tab"], [role="checkbox"], [role="radio"], [tabindex]:not([tabindex="-1"])';
/** The launcher is a phone's "Chat" pill below this width (chat.styles.css). */
const PHONE = '(max-width: 479.98px)';
/** The room left between the launcher and the control it moved above, in px. */
const GAP = 8;
/** The property the launcher's styles lift it by. */
export const LIFT = '--clinic-chat-lift';

/**
 * The launcher's styles for moving: lifted by LIFT, and over a column of controls with no clear place
 * near, see-through and letting presses through (shown again when focused). Added to the chat's
 * shadow root by this chunk, so pages that never need them (a desktop, a partner's page) carry none.
 */
const GUARD_CSS = `.launcher{translate:0 calc(-1 * var(${LIFT}, 0px));transition:background-color .15s ease,transform .15s ease,translate .15s ease}
:host([data-launcher-tucked]) .launcher:not(:focus-visible){opacity:0;pointer-events:none}
@media (prefers-reduced-motion: reduce){.launcher{transition:none}}`;
let guardSheet: CSSStyleSheet | undefined;

/** Adds the moving styles to the chat's shadow root, again after its code replaced its sheets. */
function adoptGuardSheet(root: ShadowRoot): void {
  if (!guardSheet) {
    guardSheet = new CSSStyleSheet();
    guardSheet.replaceSync(GUARD_CSS);
  }
  if (!root.adoptedStyleSheets.includes(guardSheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, guardSheet];
}

/**
 * Whether a control shows at a point: a field, a button or anything with a background or border
 * wherever its box is; a plain link or label only where its text is (its empty box is not in the way).
 */
function showsAt(control: Element, x: number, y: number): boolean {
  const style = getComputedStyle(control);
  if (/^(?:INPUT|SELECT|TEXTAREA|BUTTON)$/.test(control.tagName) || style.backgroundColor !== 'rgba(0, 0, 0, 0)' || style.borderTopWidth !== '0px') return true;
  const range = document.createRange();
  range.selectNodeContents(control);
  return [...range.getClientRects()].some((rect) => x >= rect.left && x <= rect.right && y >= rect.top && y <= rect.bottom);
}

/** The page's control at a point of the screen, looking into open shadow roots, or null. */
function controlAt(x: number, y: number, chat: HTMLElement): Element | null {
  const seen = new Set<Node>();
  const search = (root: Document | ShadowRoot): Element | null => {
    if (seen.has(root)) return null;
    seen.add(root);
    for (const element of root.elementsFromPoint(x, y)) {
      if (element === chat || chat.contains(element)) continue;
      const inner = element.shadowRoot ? search(element.shadowRoot) : null;
      if (inner) return inner;
      const control = element.closest(CONTROLS);
      if (control && showsAt(control, x, y)) return control;
    }
    return null;
  };
  return search(document);
}

/** Moves the launcher of `chat` clear of the controls beneath it, or back to its corner. */
export function placeLauncher(chat: HTMLElement): void {
  if (chat.shadowRoot) adoptGuardSheet(chat.shadowRoot);
  const launcher = chat.shadowRoot?.querySelector<HTMLElement>('.launcher');
  if (!launcher || chat.hasAttribute('open') || !matchMedia(PHONE).matches) {
    chat.style.setProperty(LIFT, '0px');
    chat.removeAttribute('data-launcher-tucked');
    return;
  }
  const box = launcher.getBoundingClientRect();
  const current = Number.parseFloat(chat.style.getPropertyValue(LIFT)) || 0;
  // Where the launcher is in its corner, without the lift it has now.
  const corner = { left: box.left, right: box.right, top: box.top + current, bottom: box.bottom + current };
  let lift = 0;
  let clear = false;
  for (let round = 0; round < 24 && !clear; round++) {
    // A grid of points over the launcher's box, its edges included: every 16 px across, four rows down.
    const top = corner.top - lift;
    const bottom = corner.bottom - lift - 1;
    const points: [number, number][] = [];
    const columns = Math.max(2, Math.ceil((corner.right - corner.left) / 16) + 1);
    for (let row = 0; row < 4; row++) {
      for (let column = 0; column < columns; column++) {
        points.push([corner.left + ((corner.right - 1 - corner.left) * column) / (columns - 1), top + ((bottom - top) * row) / 3]);
      }
    }
    let highest = Number.POSITIVE_INFINITY;
    for (const [x, y] of points) {
      const control = controlAt(x, y, chat);
      if (control) highest = Math.min(highest, control.getBoundingClientRect().top);
    }
    if (highest === Number.POSITIVE_INFINITY) clear = true;
    else lift = corner.bottom - highest + GAP;
    if (lift > innerHeight / 2) break;
  }
  // No clear place within half the screen (a column of controls): the launcher stays in its corner,
  // see-through and letting presses reach the page, until the visitor scrolls past them; it can still
  // be reached by keyboard and screen readers, and shows again when focused.
  chat.style.setProperty(LIFT, clear ? `${Math.max(0, Math.round(lift))}px` : '0px');
  chat.toggleAttribute('data-launcher-tucked', !clear);
}

const guarded = new WeakSet<HTMLElement>();

/** Keeps `chat`'s launcher clear of the page's controls from now on (once per element). */
export function guardLauncher(chat: HTMLElement): void {
  if (guarded.has(chat)) return;
  guarded.add(chat);
  let queued = false;
  const queue = () => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => {
      queued = false;
      if (chat.isConnected) placeLauncher(chat);
    });
  };
  addEventListener('scroll', queue, { passive: true });
  addEventListener('resize', queue, { passive: true });
  // The page's content moves without a scroll too: an element renders, a font or an image arrives.
  new ResizeObserver(queue).observe(document.documentElement);
  new MutationObserver(queue).observe(chat, { attributes: true, attributeFilter: ['open'] });
  placeLauncher(chat);
}

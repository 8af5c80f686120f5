/**
 * A page-wide theme: `<html data-theme="dark">` (or `light`, `auto`) reaches every element that has
 * no `data-theme` of its own. The elements' presets are `:host([data-theme=…])` rules (tokens.ts);
 * `:host-context()` would read an ancestor but Firefox and Safari do not support it, so the script
 * mirrors the root's value onto each `clinic-*` element instead, and keeps it in step as the root's
 * value changes and as elements are added. An element's own `data-theme` always wins: it is never
 * overwritten, and one the page sets on an element later replaces the mirrored one for good.
 * Note: elements inside another element's shadow root are not reached.
 */

const ATTRIBUTE = 'data-theme';

/** The value mirrored onto each element, so a value the page sets itself is told apart. */
const mirrored = new WeakMap<Element, string>();

const isElement = (node: Node): node is Element => node.nodeType === 1;
const isClinicElement = (element: Element) => element.localName.startsWith('clinic-');

/** Gives `element` the root's theme unless it has its own; takes a mirrored one back when the root has none. */
function follow(element: Element, theme: string | null): void {
  const own = element.getAttribute(ATTRIBUTE);
  const copied = mirrored.get(element);
  if (own !== null && own !== copied) {
    mirrored.delete(element);
    return;
  }
  if (theme === null) {
    if (copied !== undefined) element.removeAttribute(ATTRIBUTE);
    mirrored.delete(element);
  } else if (own !== theme) {
    mirrored.set(element, theme);
    element.setAttribute(ATTRIBUTE, theme);
  } else {
    mirrored.set(element, theme);
  }
}

/** Every `clinic-*` element at or under `node`, in the document (not in shadow roots). */
function clinicElementsIn(node: Element): Element[] {
  const found = isClinicElement(node) ? [node] : [];
  for (const element of node.querySelectorAll('*')) if (isClinicElement(element)) found.push(element);
  return found;
}

const STARTED = Symbol.for('clinic-widgets.page-theme');

/** Starts mirroring `<html data-theme>` onto the page's elements; once per page, whatever the number of copies of the script. */
export function startPageTheme(doc: Document = document): void {
  const root = doc.documentElement as HTMLElement & { [STARTED]?: true };
  if (!root || root[STARTED]) return;
  root[STARTED] = true;
  const theme = () => root.getAttribute(ATTRIBUTE);
  const followAll = () => {
    for (const element of clinicElementsIn(root)) if (element !== root) follow(element, theme());
  };
  followAll();
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes') {
        // The root's theme changed: every element follows. An element's own changed: it keeps it.
        if (record.target === root) followAll();
        else if (isElement(record.target) && isClinicElement(record.target)) follow(record.target, theme());
      } else if (theme() !== null) {
        // Added elements have nothing to follow while the root has no theme: the page's own
        // mutations then cost one attribute read.
        for (const node of record.addedNodes) if (isElement(node)) for (const element of clinicElementsIn(node)) follow(element, theme());
      }
    }
  }).observe(root, { attributes: true, attributeFilter: [ATTRIBUTE], childList: true, subtree: true });
}

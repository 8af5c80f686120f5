import { flushSync } from 'react-dom';

// r2wc keeps its render hook under this global symbol (define.tsx drives it too).
const RENDER = Symbol.for('r2wc.render');

/**
 * Renders the elements of these tags already on the page at once, in the task that upgraded them.
 * r2wc attaches the (empty) shadow root on upgrade but React renders a task later, so the browser
 * could paint the element empty in between and the page would jump twice; rendering synchronously
 * here means the page goes straight from the static markup to the upgraded element.
 */
export function renderUpgradedNow(tags: string[], root: ParentNode = document): void {
  if (tags.length === 0) return;
  for (const element of root.querySelectorAll(tags.join(','))) {
    const render = (element as unknown as Record<symbol, (() => void) | undefined>)[RENDER];
    if (typeof render === 'function') flushSync(() => render.call(element));
  }
}

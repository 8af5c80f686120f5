import { renderNow } from './renderer.tsx';

/**
 * Renders the elements of these tags already on the page at once, in the task that upgraded them.
 * An element rendered on the client gets its (empty) shadow root on upgrade but React renders a
 * task later, so the browser could paint it empty in between and the page would jump twice;
 * rendering synchronously here means the page goes straight from the static markup to the
 * upgraded element. Server-rendered elements are painted already and hydrate in place.
 */
export function renderUpgradedNow(tags: string[], root: ParentNode = document): void {
  if (tags.length === 0) return;
  for (const element of root.querySelectorAll(tags.join(','))) {
    if (element.shadowRoot) renderNow(element.shadowRoot);
  }
}

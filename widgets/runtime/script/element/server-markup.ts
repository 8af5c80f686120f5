/**
 * The server's markup in an element's shadow root, as the element's code reads it when it takes
 * over: the `<style>` the build wrote there, which becomes the element's adopted sheet. Holds no
 * state, so the classic script and the element code may each carry it.
 */

/** Marks the `<style>` the build puts in a server-rendered shadow root (the element adopts the same sheets). */
export const SERVER_STYLE_ATTRIBUTE = 'data-clinic-style';

/** Marks the `<slot>` the build puts in a shadow root to show the element's `<noscript>` note before its code takes over. */
export const NOTE_SLOT_ATTRIBUTE = 'data-clinic-note';

/** The text of the server's `<style>` in a shadow root, or null when it has none. */
export function serverStyleText(container: ShadowRoot): string | null {
  for (const child of container.children) if (child.hasAttribute(SERVER_STYLE_ATTRIBUTE)) return child.textContent ?? '';
  return null;
}

/**
 * Removes the server's `<style>` once the element has adopted the same sheets, and the slot that
 * showed the page's `<noscript>` note (React renders neither).
 */
export function dropServerStyles(container: ShadowRoot): void {
  for (const child of [...container.children]) if (child.hasAttribute(SERVER_STYLE_ATTRIBUTE) || child.hasAttribute(NOTE_SLOT_ATTRIBUTE)) child.remove();
}

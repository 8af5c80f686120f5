// page-state: the shadow roots the HTML parser made that no element has mounted into yet.
/**
 * An element's shadow root as the page's parser may have made it: the build writes each element's
 * first render into a declarative `<template shadowrootmode="open">`, which the browser paints
 * before any script runs. Nothing here needs React, so the classic script can tell a
 * server-rendered element from one it must render itself before loading any element code. The
 * classic script alone holds this; element code reads the server's markup through
 * server-markup.ts, which holds nothing.
 */
import { SERVER_STYLE_ATTRIBUTE } from './server-markup.ts';

export { SERVER_STYLE_ATTRIBUTE };

/** Shadow roots the HTML parser made from `<template shadowrootmode>` that nothing has mounted into yet. */
const declarativeRoots = new WeakSet<ShadowRoot>();

/**
 * `attachShadow` for an element that may already have a declarative shadow root: returns that root
 * as it is (the platform's own attachShadow would empty it), else attaches a new one.
 */
export function keepDeclarativeShadow(element: HTMLElement, init: ShadowRootInit, attach: (init: ShadowRootInit) => ShadowRoot): ShadowRoot {
  const existing = element.shadowRoot;
  if (existing && existing.mode === init.mode) {
    declarativeRoots.add(existing);
    return existing;
  }
  return attach(init);
}

/** True when the shadow root holds rendered nodes besides the server's stylesheet. */
export function holdsServerMarkup(container: ShadowRoot): boolean {
  for (const node of container.childNodes) {
    if (node instanceof Element && (node.hasAttribute(SERVER_STYLE_ATTRIBUTE) || node.localName === 'slot')) continue;
    if (node.nodeType === Node.TEXT_NODE && !node.textContent?.trim()) continue;
    if (node.nodeType === Node.COMMENT_NODE) continue;
    return true;
  }
  return false;
}

/**
 * Whether a shadow root is the parser's, with the server's markup still in it (so the element's
 * code hydrates it rather than rendering afresh). Asked once per mount: the answer is then spent.
 */
export function takeServerMarkup(container: ShadowRoot): boolean {
  const server = declarativeRoots.has(container) && holdsServerMarkup(container);
  declarativeRoots.delete(container);
  return server;
}

/**
 * Until its code has arrived, an element rendered on the client shows its own light DOM (the
 * page's static copy, if any) through a slot; the element's first render replaces it.
 */
export function showLightDom(container: ShadowRoot): void {
  if (!container.firstChild) container.append(document.createElement('slot'));
}

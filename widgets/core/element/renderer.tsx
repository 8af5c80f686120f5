/**
 * The renderer the element base gives `@r2wc/core` (its public mount / update / unmount
 * interface): a shadow root that already holds the server's markup (declarative shadow DOM from
 * the build) is hydrated in place, so nothing is replaced, moved or repainted; any other shadow
 * root (a partner page, an element made by script) is rendered on the client.
 */
import type { R2WCRenderer } from '@r2wc/core';
import { createElement, useLayoutEffect, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';

/** Marks the `<style>` the build puts in a server-rendered shadow root (the element adopts the same sheets). */
export const SERVER_STYLE_ATTRIBUTE = 'data-clinic-style';

/**
 * A component the renderer may have to wait for before hydrating: `whenReady` gives a promise
 * while the code that renders the server's markup is still loading, else undefined.
 */
export type WidgetRootComponent<P> = ComponentType<P> & {
  whenReady?: (container: ShadowRoot) => Promise<unknown> | undefined;
};

/** What the renderer keeps per mounted element. */
export interface Mounted {
  container: ShadowRoot;
  element: ReactElement;
  /** Null while the component's code is still on its way. */
  root: Root | null;
  /** Server markup hydrated in place (true) or rendered on the client (false). */
  hydrated: boolean;
  /** The first client render has not been forced yet (see renderNow). */
  fresh: boolean;
  unmounted: boolean;
}

/** Shadow roots the HTML parser made from `<template shadowrootmode>` that nothing has mounted into yet. */
const declarativeRoots = new WeakSet<ShadowRoot>();
const mountedIn = new WeakMap<ShadowRoot, Mounted>();

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
const holdsServerMarkup = (container: ShadowRoot) => [...container.childNodes].some((node) => !(node instanceof Element && node.hasAttribute(SERVER_STYLE_ATTRIBUTE)));

/**
 * Hands the component what the visitor typed, ticked or chose in the server's form before the
 * script ran: hydration keeps it on screen, but the component's state starts from the server's
 * value, so each changed field is announced as the browser would announce a change. React compares
 * a field with the value it last set, so that value is set first (through React's own setter) and
 * the visitor's put back under it (through the platform's).
 */
export function replayEarlyInput(container: ShadowRoot): void {
  for (const field of container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>('input, textarea, select')) {
    if (field instanceof HTMLSelectElement) {
      if ([...field.options].some((option) => option.selected !== option.defaultSelected)) field.dispatchEvent(new Event('change', { bubbles: true }));
      continue;
    }
    const checkable = field.type === 'checkbox' || field.type === 'radio';
    const key = checkable ? 'checked' : 'value';
    const now = (field as HTMLInputElement)[key];
    const initial = checkable ? (field as HTMLInputElement).defaultChecked : field.defaultValue;
    // A radio is announced when it was chosen; the one it replaced in its group follows from that.
    if (now === initial || (field.type === 'radio' && !now)) continue;
    const start = checkable ? null : field.selectionStart;
    const end = checkable ? null : field.selectionEnd;
    Object.assign(field, { [key]: initial });
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), key)!.set!.call(field, now);
    if (start !== null && end !== null) field.setSelectionRange(start, end);
    field.dispatchEvent(new Event(checkable ? 'click' : 'input', { bubbles: true }));
  }
}

/** Wraps a hydrated tree (adds no markup) to replay early input once hydration has committed. */
function Hydrated({ container, children }: { container: ShadowRoot; children: ReactNode }) {
  useLayoutEffect(() => replayEarlyInput(container), [container]);
  return children;
}

/**
 * Mounts a component into an element's shadow root: hydrates the server's markup when there is
 * some, once the component's code is ready (the markup stays painted meanwhile), else renders on the
 * client. The one place a root is made, so an element whose component arrives later needs only
 * `whenReady`.
 */
export function mountComponent<P extends object>(container: ShadowRoot, Component: WidgetRootComponent<P>, props: P): Mounted {
  const hydrate = declarativeRoots.has(container) && holdsServerMarkup(container);
  declarativeRoots.delete(container);
  const mounted: Mounted = { container, element: createElement(Component, props), root: null, hydrated: hydrate, fresh: !hydrate, unmounted: false };
  mountedIn.set(container, mounted);
  const start = () => {
    if (mounted.unmounted) return;
    if (mounted.hydrated) {
      // The element has adopted the same sheets: the server's <style> (which React does not render) goes.
      for (const child of [...container.children]) if (child.hasAttribute(SERVER_STYLE_ATTRIBUTE)) child.remove();
      // React hydrates any container it can render into; its types name only Element and Document.
      mounted.root = hydrateRoot(container as unknown as Element, <Hydrated container={container}>{mounted.element}</Hydrated>);
    } else {
      mounted.root = createRoot(container);
      mounted.root.render(mounted.element);
    }
  };
  const waiting = hydrate ? Component.whenReady?.(container) : undefined;
  if (!waiting) start();
  else
    waiting.then(start, () => {
      // The code could not load: render on the client, which shows the render-failure screen.
      mounted.hydrated = false;
      mounted.fresh = true;
      start();
    });
  return mounted;
}

/** The renderer handed to `@r2wc/core`. */
export function hydratingRenderer<P extends object>(): R2WCRenderer<P, Mounted> {
  return {
    mount: (container, Component, props) => mountComponent(container as unknown as ShadowRoot, Component as WidgetRootComponent<P>, props),
    // r2wc calls update only for props it manages; the element base manages none (its props reach
    // the tree through its own store).
    update: () => undefined,
    unmount: (mounted) => {
      mounted.unmounted = true;
      mounted.root?.unmount();
      mountedIn.delete(mounted.container);
    },
  };
}

/**
 * Renders a client-rendered element's first frame now, in this task (a hydrated element needs
 * nothing: its server markup is already painted). For elements upgraded as the bundle runs, so
 * the browser never paints them empty.
 */
export function renderNow(container: ShadowRoot): void {
  const mounted = mountedIn.get(container);
  if (!mounted || !mounted.fresh || !mounted.root) return;
  mounted.fresh = false;
  const { root, element } = mounted;
  flushSync(() => root.render(element));
}

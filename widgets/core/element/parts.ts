/**
 * Parts: elements whose code loads on demand. The bundle stays the one script a page includes;
 * an element of a part renders its own light DOM (the page's static copy) until the part's script
 * (assets/clinic-widgets-<part>.js beside the bundle) has registered its component. Parts share
 * this bundle's React and core modules through one global, so there is one React and one store.
 */
import * as React from 'react';
import { createElement, useEffect, useLayoutEffect, useState, type ComponentType } from 'react';
import { pageWidgets } from '../page.ts';
import { sheet } from '../styles/sheet.ts';
import * as jsxRuntime from 'react/jsx-runtime';
import * as context from './context.ts';
import * as emitModule from './emit.ts';
import * as pageValue from './page-value.ts';

/** The global through which part bundles reach the modules they share with the main bundle. */
export const SHARED = Symbol.for('clinic-widgets.shared');

/** A part's element: its component and the stylesheets it adds to the element's shadow root. */
export interface PartComponent {
  component: ComponentType<any>;
  styles: string[];
}

const components = new Map<string, PartComponent>();
const listeners = new Set<() => void>();
const loading = new Map<string, Promise<void>>();

/** Called by a part's script: makes its components available to the elements waiting for them. */
export function registerComponents(map: Record<string, PartComponent>): void {
  for (const [tag, component] of Object.entries(map)) components.set(tag, component);
  for (const listener of listeners) listener();
}

/** Loads a part's script once (again after a failure), resolving when it has registered. */
export function loadPart(part: string, contentBase: string): Promise<void> {
  let promise = loading.get(part);
  if (!promise) {
    promise = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = new URL(`assets/clinic-widgets-${part}.js`, contentBase || location.href).href;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        script.remove();
        loading.delete(part);
        reject(new Error(`The ${part} component could not be loaded`));
      };
      document.head.append(script);
    });
    loading.set(part, promise);
  }
  return promise;
}

/** The component registered for a tag, if its part has loaded (the build's renderer reads it too). */
export function registeredComponent(tag: string): PartComponent | undefined {
  return components.get(tag);
}

/** Adds a part's stylesheets to an element's shadow root (once each). */
function adoptPartStyles(root: ShadowRoot, component: PartComponent): void {
  const sheets = component.styles.map(sheet).filter((made) => !root.adoptedStyleSheets.includes(made));
  if (sheets.length > 0) root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...sheets];
}

/**
 * The component of an element whose code lives in a part: the registered component once there,
 * the element's own light DOM (a slot) meanwhile; a failed load shows the render-failure screen,
 * whose Try Again loads again. Server-rendered markup is hydrated only once the part has loaded
 * (`whenReady`), with the part's sheets adopted first, so it stays painted and styled meanwhile.
 */
export function deferred(part: string, tag: string): ComponentType<any> & { whenReady(container: ShadowRoot): Promise<unknown> | undefined } {
  function Deferred(props: Record<string, unknown>) {
    const { config, host } = context.useHost();
    const [component, setComponent] = useState(() => components.get(tag));
    // The part's styles join the element's sheets before the first paint of its component.
    useLayoutEffect(() => {
      const root = host.shadowRoot;
      if (component && root) adoptPartStyles(root, component);
    }, [component, host]);
    const [failure, setFailure] = useState<Error | null>(null);
    useEffect(() => {
      if (component) return;
      const update = () => setComponent(() => components.get(tag));
      listeners.add(update);
      loadPart(part, config.contentBase).then(update, (error: Error) => setFailure(error));
      return () => {
        listeners.delete(update);
      };
    }, [component, config.contentBase]);
    if (failure) throw failure;
    return component ? createElement(component.component, props) : createElement('slot');
  }
  Deferred.displayName = `Deferred(${tag})`;
  Deferred.whenReady = (container: ShadowRoot): Promise<unknown> | undefined => {
    const ready = components.get(tag);
    if (ready) {
      adoptPartStyles(container, ready);
      return undefined;
    }
    return loadPart(part, pageWidgets().config.get().contentBase).then(() => {
      const loaded = components.get(tag);
      if (!loaded) throw new Error(`The ${part} part did not register <${tag}>`);
      adoptPartStyles(container, loaded);
    });
  };
  return Deferred;
}

// Share this bundle's instances; a second copy of the bundle keeps the first one's.
const shared = globalThis as unknown as Record<symbol, Record<string, unknown> | undefined>;
shared[SHARED] ??= {
  react: React,
  'react/jsx-runtime': jsxRuntime,
  'widgets/core/element/context.ts': context,
  'widgets/core/element/emit.ts': emitModule,
  'widgets/core/element/page-value.ts': pageValue,
  'widgets/core/element/parts.ts': { registerComponents, registeredComponent, loadPart, deferred, SHARED },
};

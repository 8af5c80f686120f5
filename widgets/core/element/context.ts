import { createContext, useContext } from 'react';
import type { WidgetConfig } from '../config/config.ts';
import type { PageWidgets } from '../page.ts';

/** The page's shared objects, given to every element's React tree. */
export const WidgetsContext = createContext<PageWidgets | null>(null);

/** The custom element a component is rendered in, and its own configuration overrides. */
export interface HostInfo {
  host: HTMLElement;
  /** The page configuration with the element's `api-base` / `app-url` applied. */
  config: WidgetConfig;
}

export const HostContext = createContext<HostInfo | null>(null);

/** The page's shared objects (session store, API client, configuration). */
export function useWidgets(): PageWidgets {
  const value = useContext(WidgetsContext);
  if (!value) throw new Error('A widget component was rendered outside defineWidget');
  return value;
}

/** The element hosting this component, and its effective configuration. */
export function useHost(): HostInfo {
  const value = useContext(HostContext);
  if (!value) throw new Error('A widget component was rendered outside defineWidget');
  return value;
}

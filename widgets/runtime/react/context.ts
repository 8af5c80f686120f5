import { createContext, useContext, useMemo } from 'react';
import type { WidgetConfig } from '../script/config/config.ts';
import { LocaleContext } from '../../i18n/react.tsx';
import { siteHref } from '../script/config/urls.ts';
import type { PageCore } from '../script/page-core.ts';

/** The page's shared objects, given to every element's React tree. */
export const WidgetsContext = createContext<PageCore | null>(null);

/** The custom element a component is rendered in, and its own configuration overrides. */
export interface HostInfo {
  host: HTMLElement;
  /** The page configuration with the element's `api-base` / `app-url` applied. */
  config: WidgetConfig;
}

export const HostContext = createContext<HostInfo | null>(null);

/** The page's shared objects (session store, API client, configuration). */
export function useWidgets(): PageCore {
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

/**
 * Turns a link default (`/register`, `/support`) into the address it must have here: on the site's
 * own pages the path itself, in the element's language (`/hi/register`); embedded anywhere else the same path on the site (`siteUrl`, the
 * script's own origin by default), so it never leads to a page of the host's site. An element
 * pointed at another API with its own `api-base` leads to that API's site.
 */
export function useSiteLink(): (path: string) => string {
  const { config } = useHost();
  const page = useWidgets().config.get();
  const { language, catalog } = useContext(LocaleContext);
  const own = config.apiBase !== page.apiBase && /^https?:/i.test(config.apiBase);
  // The site's pages in a language are under its primary subtag (/hi/pricing, the build holds every
  // language folder to it). A language with a catalog of ours has them; English's are at the root,
  // and a language a partner added (English underneath, no catalog) has none.
  const prefix = catalog ? `/${language.split('-')[0]}` : '';
  return useMemo(() => {
    const site = own ? { siteUrl: config.apiBase } : config;
    const local = (path: string) =>
      !prefix || !path.startsWith('/') || path.startsWith('//') || path === prefix || path.startsWith(`${prefix}/`)
        ? path
        : `${prefix}${path === '/' ? '/' : path}`;
    return (path: string) => siteHref(site, local(path));
  }, [own, config, prefix]);
}

// Element code imports the public events and the page's values from here, so they travel in the
// renderer's chunk that every element loads, not in small chunks of their own.
export { emit, emitCancelable } from '../script/element/emit.ts';
export { usePageValue } from './page-value.ts';

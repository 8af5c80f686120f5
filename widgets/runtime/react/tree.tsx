/**
 * An element's React tree, as its code renders it in the browser and the build renders it to
 * markup: the page's shared objects, the host and its configuration, the render-failure boundary
 * and the component; and the stylesheets of its shadow root.
 */
import { useMemo, useSyncExternalStore, type ComponentType } from 'react';
import type { PageCore } from '../script/page-core.ts';
import { RenderBoundary } from './boundary.tsx';
import { withDefault, type AttributeSpecs } from '../script/element/attributes.ts';
import { HostContext, useSiteLink, WidgetsContext } from './context.ts';
import type { ElementCode } from '../script/element/define.tsx';
import { LocaleContext } from '../../i18n/react.tsx';
import type { Catalog, Language } from '../../i18n/types.ts';

/** The language an element renders in, with its catalog (null for en-IN). */
export interface ElementLanguage {
  language: Language;
  catalog: Catalog | null;
}

/**
 * The stylesheet texts of an element's shadow root, in cascade order (the page's tokens first):
 * the ones every element has, then its own. Fetched (two small chunks) only by an element that
 * renders without the server's stylesheet: a partner page, a chat drawn by the classic script.
 */
export async function elementStyles(code: Pick<ElementCode<any>, 'styles'>): Promise<string[]> {
  const [{ BASE_STYLES }, own] = await Promise.all([import('../styles/base-styles.ts'), code.styles()]);
  return [...BASE_STYLES, ...own];
}

const ENGLISH: ElementLanguage = { language: 'en-IN', catalog: null };

/**
 * The tree of one element: its component with `props` (attributes as parsed; `specs` give their
 * defaults), under `host`, on `page`, in `language`.
 */
export function WidgetTree({
  tag,
  component,
  specs,
  host,
  props,
  page,
  language = ENGLISH,
}: {
  tag: string;
  component: ComponentType<any>;
  specs: AttributeSpecs;
  host: HTMLElement;
  props: Record<string, unknown>;
  page: PageCore;
  /** Default: en-IN. */
  language?: ElementLanguage;
}) {
  const pageConfig = useSyncExternalStore(
    (listener) => page.config.subscribe(listener),
    () => page.config.get(),
    () => page.config.get(),
  );
  const { apiBase: apiAttribute, appUrl: appAttribute } = props;
  const apiBase = typeof apiAttribute === 'string' ? apiAttribute.trim() : '';
  const appUrl = typeof appAttribute === 'string' ? appAttribute.trim() : '';
  const hostInfo = useMemo(
    () => ({ host, config: { ...pageConfig, ...(apiBase ? { apiBase } : {}), ...(appUrl ? { appUrl } : {}) } }),
    [host, pageConfig, apiBase, appUrl],
  );
  const locale = useMemo(() => ({ ...language, overrides: pageConfig.messages }), [language, pageConfig.messages]);
  return (
    <WidgetsContext.Provider value={page}>
      <HostContext.Provider value={hostInfo}>
        <LocaleContext.Provider value={locale}>
          <RenderBoundary tag={tag}>
            <WithDefaults component={component} specs={specs} props={props} />
          </RenderBoundary>
        </LocaleContext.Provider>
      </HostContext.Provider>
    </WidgetsContext.Provider>
  );
}

/** The component with its attributes' defaults applied, once, here (link defaults lead to the site). */
function WithDefaults({ component, specs, props }: { component: ComponentType<any>; specs: AttributeSpecs; props: Record<string, unknown> }) {
  const site = useSiteLink();
  const own = useMemo(
    () => Object.fromEntries(Object.entries(props).map(([property, value]) => [property, specs[property] ? withDefault(specs[property], value, site) : value])),
    [props, site, specs],
  );
  const Component = component as ComponentType<Record<string, unknown>>;
  return <Component {...own} />;
}

import r2wc from '@r2wc/core';
import { useMemo, useSyncExternalStore, type ComponentType } from 'react';
import { pageWidgets, type PageWidgets } from '../page.ts';
import { baseStyleTexts, sheet } from '../styles/sheet.ts';
import uiCss from '../styles/ui.css';
import { COMMON_ATTRIBUTES, attributeName, parseAttribute, withDefault, type AttributeSpecs, type PropsOf } from './attributes.ts';
import { RenderBoundary } from './boundary.tsx';
import boundaryCss from './boundary.css';
import { HostContext, useSiteLink, WidgetsContext } from './context.ts';
import type { ClinicEventName } from './emit.ts';
import { hydratingRenderer, keepDeclarativeShadow, type WidgetRootComponent } from './renderer.tsx';

/** Everything that makes an element: its component, attributes, styles and documentation. */
export interface WidgetDefinition<A extends AttributeSpecs = AttributeSpecs> {
  tag: `clinic-${string}`;
  /** The element's class name in the manifest and the type declarations. */
  className: string;
  /** One sentence for the manifest and the README. */
  summary: string;
  component: ComponentType<ElementProps<A>>;
  attributes: A;
  styles?: string[];
  events?: Partial<Record<ClinicEventName, string>>;
  /** `part` names and what they are, for `::part()` theming. */
  parts?: Record<string, string>;
  /** Slots by name ('' for the default slot) and what goes in them, for the manifest. */
  slots?: Record<string, string>;
  /**
   * False for an element whose markup depends wholly on the browser: the build then leaves its
   * shadow root to the client. Default true.
   */
  serverRender?: boolean;
}

/** Types a definition (identity), so `attributes` drive the component's props. */
export function widget<A extends AttributeSpecs>(definition: WidgetDefinition<A>): WidgetDefinition<A> {
  return definition;
}

/** An element's props as the component sees them: its own and the common attributes. */
export type ElementProps<A extends AttributeSpecs> = PropsOf<A> & PropsOf<typeof COMMON_ATTRIBUTES>;

/** The element type a definition makes: an HTMLElement with a property per attribute. */
export type WidgetElement<A extends AttributeSpecs> = HTMLElement & ElementProps<A>;

/** An element's current props, which its React tree follows. */
class PropsStore {
  private listeners = new Set<() => void>();
  constructor(private values: Record<string, unknown>) {}
  get = (): Record<string, unknown> => this.values;
  set(property: string, value: unknown): void {
    if (Object.is(this.values[property], value)) return;
    this.values = { ...this.values, [property]: value };
    for (const listener of this.listeners) listener();
  }
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
}

const stores = new WeakMap<Element, PropsStore>();

/** The attributes of a definition with the common ones. */
export function attributeSpecs(definition: WidgetDefinition<any>): AttributeSpecs {
  return { ...COMMON_ATTRIBUTES, ...definition.attributes };
}

/** The element's attributes parsed by HTML's rules, by property name (defaults not yet applied). */
export function propsFromAttributes(definition: WidgetDefinition<any>, getAttribute: (name: string) => string | null): Record<string, unknown> {
  const specs = attributeSpecs(definition);
  return Object.fromEntries(Object.entries(specs).map(([property, spec]) => [property, parseAttribute(spec.type, getAttribute(attributeName(property)))]));
}

/** The stylesheet texts of an element's shadow root, in cascade order (the page's tokens first). */
export function elementStyles(definition: WidgetDefinition<any>): string[] {
  return [...baseStyleTexts(), uiCss, boundaryCss, ...(definition.styles ?? [])];
}

/**
 * Turns a definition into a custom element through `@r2wc/core` with an open shadow root, adopted
 * stylesheets and the render-failure screen around it, and a renderer that hydrates a
 * server-rendered shadow root in place. It fixes r2wc's sharp edges: attributes follow HTML rules
 * (booleans by presence; removed or emptied attributes reach the component), defaults are applied
 * once (link defaults on the site the element belongs to), properties set before the upgrade are
 * kept, and an existing tag is left alone.
 */
export function defineWidget<A extends AttributeSpecs>(
  definition: WidgetDefinition<A>,
  registry: CustomElementRegistry | undefined = globalThis.customElements,
): CustomElementConstructor | undefined {
  if (!registry) return undefined;
  const existing = registry.get(definition.tag);
  if (existing) return existing;

  const specs = attributeSpecs(definition);
  const properties = Object.keys(specs);
  const propertyOf = new Map(properties.map((property) => [attributeName(property), property]));
  const Root = elementRoot(definition);
  const Base = r2wc(Root, { shadow: 'open', props: [] }, hydratingRenderer<{ container?: HTMLElement }>());
  const sheets = () => elementStyles(definition).map(sheet);

  class WidgetElementClass extends Base {
    static get observedAttributes() {
      return [...propertyOf.keys()];
    }

    constructor() {
      super();
      this.shadowRoot!.adoptedStyleSheets = sheets();
      stores.set(this, new PropsStore(propsFromAttributes(definition, (name) => this.getAttribute(name))));
    }

    /** A declarative shadow root from the server is kept as it is, for the renderer to hydrate. */
    override attachShadow(init: ShadowRootInit): ShadowRoot {
      return keepDeclarativeShadow(this, init, (options) => super.attachShadow(options));
    }

    connectedCallback() {
      // A property set before the element was defined sits on the instance and hides the setter.
      for (const property of properties) {
        if (Object.prototype.hasOwnProperty.call(this, property)) {
          const value = (this as unknown as Record<string, unknown>)[property];
          delete (this as unknown as Record<string, unknown>)[property];
          (this as unknown as Record<string, unknown>)[property] = value;
        }
      }
      (Base.prototype as unknown as { connectedCallback(): void }).connectedCallback.call(this);
    }

    attributeChangedCallback(attribute: string, previous: string | null, value: string | null) {
      const property = propertyOf.get(attribute);
      if (!property || previous === value) return;
      stores.get(this)!.set(property, parseAttribute(specs[property]!.type, value));
    }
  }

  for (const property of properties) {
    const attribute = attributeName(property);
    const spec = specs[property]!;
    Object.defineProperty(WidgetElementClass.prototype, property, {
      configurable: true,
      enumerable: true,
      get(this: WidgetElementClass) {
        return withDefault(spec, stores.get(this)!.get()[property]);
      },
      set(this: WidgetElementClass, value: unknown) {
        // Booleans reflect to the attribute, as HTML's own boolean properties do.
        if (spec.type === 'boolean') {
          this.toggleAttribute(attribute, Boolean(value));
          stores.get(this)!.set(property, Boolean(value));
        } else {
          stores.get(this)!.set(property, value);
        }
      },
    });
  }

  registry.define(definition.tag, WidgetElementClass);
  return WidgetElementClass;
}

/**
 * The component r2wc mounts for a definition: the element's tree with the props of its host's
 * store; it waits (through `whenReady`) for a component whose code is still loading.
 */
function elementRoot(definition: WidgetDefinition<any>): WidgetRootComponent<{ container?: HTMLElement }> {
  function Root({ container }: { container?: HTMLElement }) {
    const host = (container as unknown as ShadowRoot).host as HTMLElement;
    const store = stores.get(host)!;
    const props = useSyncExternalStore(store.subscribe, store.get, store.get);
    return <WidgetTree definition={definition} host={host} props={props} page={pageWidgets()} />;
  }
  const component = definition.component as WidgetRootComponent<unknown>;
  if (component.whenReady) Root.whenReady = (container: ShadowRoot) => component.whenReady!(container);
  return Root as WidgetRootComponent<{ container?: HTMLElement }>;
}

/**
 * An element's React tree: the page's shared objects, the host and its configuration, the
 * render-failure boundary and the component. The build renders the same tree to markup.
 */
export function WidgetTree({ definition, host, props, page }: { definition: WidgetDefinition<any>; host: HTMLElement; props: Record<string, unknown>; page: PageWidgets }) {
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
  return (
    <WidgetsContext.Provider value={page}>
      <HostContext.Provider value={hostInfo}>
        <RenderBoundary tag={definition.tag}>
          <WithDefaults definition={definition} props={props} />
        </RenderBoundary>
      </HostContext.Provider>
    </WidgetsContext.Provider>
  );
}

/** The component with its attributes' defaults applied, once, here (link defaults lead to the site). */
function WithDefaults({ definition, props }: { definition: WidgetDefinition<any>; props: Record<string, unknown> }) {
  const site = useSiteLink();
  const specs = attributeSpecs(definition);
  const own = useMemo(() => Object.fromEntries(Object.entries(props).map(([property, value]) => [property, specs[property] ? withDefault(specs[property], value, site) : value])), [props, site]);
  const Component = definition.component as ComponentType<Record<string, unknown>>;
  return <Component {...own} />;
}

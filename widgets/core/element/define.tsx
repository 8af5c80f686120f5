import r2wc from '@r2wc/react-to-web-component';
import { useMemo, useSyncExternalStore, type ComponentType } from 'react';
import { pageWidgets } from '../page.ts';
import { baseSheets, sheet } from '../styles/sheet.ts';
import uiCss from '../styles/ui.css';
import { COMMON_ATTRIBUTES, attributeName, parseAttribute, type AttributeSpecs, type PropsOf } from './attributes.ts';
import { RenderBoundary } from './boundary.tsx';
import boundaryCss from './boundary.css';
import { HostContext, WidgetsContext } from './context.ts';
import type { ClinicEventName } from './emit.ts';

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
}

/** Types a definition (identity), so `attributes` drive the component's props. */
export function widget<A extends AttributeSpecs>(definition: WidgetDefinition<A>): WidgetDefinition<A> {
  return definition;
}

/** An element's props as the component sees them: its own and the common attributes. */
export type ElementProps<A extends AttributeSpecs> = PropsOf<A> & PropsOf<typeof COMMON_ATTRIBUTES>;

/** The element type a definition makes: an HTMLElement with a property per attribute. */
export type WidgetElement<A extends AttributeSpecs> = HTMLElement & ElementProps<A>;

// r2wc keeps its props and render hook under these global symbols; we drive them directly.
const PROPS = Symbol.for('r2wc.props');
const RENDER = Symbol.for('r2wc.render');

interface R2wcInternals {
  [PROPS]: Record<string, unknown>;
  [RENDER](): void;
}

/**
 * Turns a definition into a custom element through r2wc with an open shadow root, adopted
 * stylesheets and the render-failure screen around it, fixing r2wc's sharp edges: attributes
 * follow HTML rules (booleans by presence; removed or emptied attributes reach the component),
 * properties set before the upgrade are kept, and an existing tag is left alone.
 */
export function defineWidget<A extends AttributeSpecs>(
  definition: WidgetDefinition<A>,
  registry: CustomElementRegistry | undefined = globalThis.customElements,
): CustomElementConstructor | undefined {
  if (!registry) return undefined;
  const existing = registry.get(definition.tag);
  if (existing) return existing;

  const specs: AttributeSpecs = { ...COMMON_ATTRIBUTES, ...definition.attributes };
  const properties = Object.keys(specs);
  const propertyOf = new Map(properties.map((property) => [attributeName(property), property]));
  const Root = (props: Record<string, unknown>) => <WidgetRoot definition={definition} props={props} />;
  const Base = r2wc(Root, { shadow: 'open', props: [] }) as unknown as { new (): HTMLElement & R2wcInternals };
  const sheets = () => [...baseSheets(), sheet(uiCss), sheet(boundaryCss), ...(definition.styles ?? []).map(sheet)];

  class WidgetElementClass extends Base {
    static get observedAttributes() {
      return [...propertyOf.keys()];
    }

    constructor() {
      super();
      this.shadowRoot!.adoptedStyleSheets = sheets();
      for (const [attribute, property] of propertyOf) {
        this[PROPS][property] = parseAttribute(specs[property]!.type, this.getAttribute(attribute));
      }
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
      this[PROPS][property] = parseAttribute(specs[property]!.type, value);
      this[RENDER]();
    }
  }

  for (const property of properties) {
    const attribute = attributeName(property);
    const type = specs[property]!.type;
    Object.defineProperty(WidgetElementClass.prototype, property, {
      configurable: true,
      enumerable: true,
      get(this: WidgetElementClass) {
        return this[PROPS][property];
      },
      set(this: WidgetElementClass, value: unknown) {
        // Booleans reflect to the attribute, as HTML's own boolean properties do.
        if (type === 'boolean') {
          this.toggleAttribute(attribute, Boolean(value));
          this[PROPS][property] = Boolean(value);
        } else {
          this[PROPS][property] = value;
        }
        this[RENDER]();
      },
    });
  }

  registry.define(definition.tag, WidgetElementClass);
  return WidgetElementClass;
}

function WidgetRoot({ definition, props }: { definition: WidgetDefinition<any>; props: Record<string, unknown> }) {
  const page = pageWidgets();
  const pageConfig = useSyncExternalStore(
    (listener) => page.config.subscribe(listener),
    () => page.config.get(),
  );
  const { container, ...own } = props;
  const host = (container as ShadowRoot).host as HTMLElement;
  const apiBase = typeof own.apiBase === 'string' ? own.apiBase.trim() : '';
  const appUrl = typeof own.appUrl === 'string' ? own.appUrl.trim() : '';
  const hostInfo = useMemo(
    () => ({ host, config: { ...pageConfig, ...(apiBase ? { apiBase } : {}), ...(appUrl ? { appUrl } : {}) } }),
    [host, pageConfig, apiBase, appUrl],
  );
  const Component = definition.component as ComponentType<Record<string, unknown>>;
  return (
    <WidgetsContext.Provider value={page}>
      <HostContext.Provider value={hostInfo}>
        <RenderBoundary tag={definition.tag}>
          <Component {...own} />
        </RenderBoundary>
      </HostContext.Provider>
    </WidgetsContext.Provider>
  );
}

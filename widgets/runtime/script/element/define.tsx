// page-state: each element's props store, and the definitions whose code has come.
/**
 * The element base as the classic script defines it: every tag at once, each a small custom
 * element made by `@r2wc/core` whose renderer fetches the element's code (its component and
 * styles, and React) only when an instance needs it, then hydrates the server's markup in place
 * or renders afresh (mount.tsx). Nothing here imports React at run time.
 */
import r2wc, { type R2WCRenderer } from '@r2wc/core';
import type { ComponentType } from 'react';
import { pageWidgets, type PageCore } from '../page-core.ts';
import {
  type COMMON_ATTRIBUTES,
  attributeName,
  attributeSpecs,
  parseAttribute,
  propsFromAttributes,
  serverAttributeName,
  withDefault,
  type AttributeSpecs,
  type PropsOf,
} from './attributes.ts';

export { attributeSpecs, propsFromAttributes } from './attributes.ts';
import type { ElementDefinition } from './definition.ts';
import type { Catalog, ContentArea } from '../../../i18n/types.ts';
import { afterFirstPaint } from './after-paint.ts';
import { showLoadFailure } from './failure.ts';
import { awaited, takeOver, watchElement, type HydrateOn, type Watch } from './hydrate.ts';
import { inTurn } from './turns.ts';
import { PropsStore } from './props.ts';
import { keepDeclarativeShadow, showLightDom, takeServerMarkup } from './shadow.ts';

export type { HydrateOn, LoadStrategy } from './hydrate.ts';

/**
 * An element's code, loaded on demand: its component, and its own stylesheets (besides the ones
 * every element has), fetched only when the element renders without the server's stylesheet.
 */
export interface ElementCode<A extends AttributeSpecs = AttributeSpecs> {
  component: ComponentType<ElementProps<A>>;
  styles: () => Promise<string[]>;
  /**
   * Puts the code into the element's shadow root (mount.tsx's mountElement): it travels with the
   * code, in the chunk with React that every element's code imports, so loading an element's code
   * is one `import()` and brings the renderer with it. `takeOver` is called just before the tree
   * goes in; what it returns, once the tree works (the visitor's held actions, done again).
   */
  mount: (instance: ElementInstance, code: ElementCode<any>, takeOver: () => () => void) => MountedCode;
}

/** Everything that makes an element: its attributes, when it loads, its code and its documentation. */
export interface WidgetDefinition<A extends AttributeSpecs = AttributeSpecs> extends ElementDefinition<A> {
  /** Fetches the element's code (esbuild makes each such `import()` a chunk of its own). */
  load: () => Promise<{ code: ElementCode<A> }>;
  /** When the code is fetched and the element hydrated: a loading strategy, or several (see HydrateOn). */
  hydrate: HydrateOn;
  /**
   * True when the element's light DOM already is what it would show (the build's static copy of
   * this very item): it then shows it as it is and loads nothing.
   */
  staticCopy?: (host: HTMLElement) => boolean;
  /**
   * What the element's code fetches on the visitor's first action (a form's rules and API client),
   * asked for as soon as the visitor reaches for the element, together with its code.
   */
  uses?: () => Promise<unknown>[];
  /** True when the element needs its code at once, whatever `hydrate` says (the chat left open in this tab). */
  needsCode?: (host: HTMLElement) => boolean;
  /**
   * Fetches what draws the element's first render by hand where the page has no server markup for
   * it, so an element that loads on interaction has something to interact with; its code then
   * hydrates it.
   */
  shell?: () => Promise<(container: ShadowRoot, catalog?: Catalog | null) => void>;
  /**
   * Starts, when the element connects with its code loading at once, the request its code makes
   * first (see api/early.ts), so the answer is on its way while the code loads.
   */
  early?: (host: HTMLElement, page: PageCore) => void;
  /** The content areas the element shows (translated content fetched with its code). */
  content?: readonly ContentArea[];
  /** Runs each time the element connects, before its code is asked for (page-level behaviour of the element's host). */
  connected?: (host: HTMLElement) => void;
  /**
   * False for an element whose markup depends wholly on the browser: the build then leaves its
   * shadow root to the client. Default true.
   */
  serverRender?: boolean;
}

/**
 * Makes an element's definition from its tag, the `import()` of its code and the rest, typed so
 * that `attributes` drive the component's props: `widget('clinic-faq', () => import('./faq.component.tsx'),
 * { hydrate: 'visible', attributes })`. A whole definition object is taken as it is.
 */
export function widget<A extends AttributeSpecs>(
  tag: WidgetDefinition<A>['tag'],
  load: WidgetDefinition<A>['load'],
  rest: Omit<WidgetDefinition<A>, 'tag' | 'load'>,
): WidgetDefinition<A>;
export function widget<A extends AttributeSpecs>(definition: WidgetDefinition<A>): WidgetDefinition<A>;
export function widget<A extends AttributeSpecs>(
  tag: WidgetDefinition<A> | WidgetDefinition<A>['tag'],
  load?: WidgetDefinition<A>['load'],
  rest?: Omit<WidgetDefinition<A>, 'tag' | 'load'>,
): WidgetDefinition<A> {
  return typeof tag === 'string' ? ({ tag, load, ...rest } as WidgetDefinition<A>) : tag;
}

/** An element's props as the component sees them: its own and the common attributes. */
export type ElementProps<A extends AttributeSpecs> = PropsOf<A> & PropsOf<typeof COMMON_ATTRIBUTES>;

/** The element type a definition makes: an HTMLElement with a property per attribute. */
export type WidgetElement<A extends AttributeSpecs> = HTMLElement & ElementProps<A>;

/** One element on the page, as its code receives it to render into. */
export interface ElementInstance {
  definition: WidgetDefinition<any>;
  host: HTMLElement;
  container: ShadowRoot;
  props: PropsStore;
  page: PageCore;
  /** The shadow root holds the server's markup, to be hydrated in place. */
  serverMarkup: boolean;
  /**
   * The props as they were when the element connected: its code renders these first (what the
   * server's markup shows), then the ones set while it loaded, as changes the component sees.
   */
  connectedProps: Record<string, unknown>;
}

/** What mount.tsx gives back for a mounted element: `ready` settles once its tree is in place. */
export interface MountedCode {
  ready: Promise<void>;
  unmount(): void;
}

const stores = new WeakMap<Element, PropsStore>();

/** Definitions whose code this page has already fetched. */
const loaded = new WeakSet<WidgetDefinition<any>>();

/**
 * The rule an element follows: its definition's, except that an element whose code is already
 * here, or that has nothing to show until it arrives (no server markup, no light DOM of its own:
 * a partner page), loads at once rather than wait for an interaction nobody can make or for an
 * empty box to come into view.
 */
function hydrateRule(definition: WidgetDefinition<any>, host: HTMLElement, serverMarkup: boolean): HydrateOn {
  if (loaded.has(definition) || definition.needsCode?.(host)) return 'load';
  const nothingShown = !serverMarkup && !definition.shell && host.childElementCount === 0 && !host.textContent?.trim();
  // An element that shows nothing yet has no size either: "visible" would be judged on an empty box.
  return nothingShown ? 'load' : definition.hydrate;
}

interface Context {
  unmounted: boolean;
  watch: Watch | null;
  mounted: MountedCode | null;
  unsubscribe: (() => void) | null;
  /** Removes the load-failure notice, when one is shown. */
  failure: (() => void) | null;
}

/**
 * The renderer handed to `@r2wc/core`: on mount, the element shows the server's markup (or its
 * own light DOM) and waits, by its definition's `hydrate` rule, until its code is needed; then
 * the code is fetched and mounted, and whatever the visitor did meanwhile is replayed.
 */
function lazyRenderer(definition: WidgetDefinition<any>): R2WCRenderer<{ container?: HTMLElement }, Context> {
  return {
    mount(element) {
      const container = element as unknown as ShadowRoot;
      const host = container.host as HTMLElement;
      const page = pageWidgets();
      let serverMarkup = takeServerMarkup(container);
      const context: Context = { unmounted: false, watch: null, mounted: null, unsubscribe: null, failure: null };
      if (definition.staticCopy?.(host)) {
        showLightDom(container);
        // Nothing to load: what was held goes through as the page's own markup takes it.
        takeOver(host, container)();
        return context;
      }
      const rule = hydrateRule(definition, host, serverMarkup);
      if (rule === 'load') definition.early?.(host, page);
      let drawn: Promise<unknown> = Promise.resolve();
      if (!serverMarkup && definition.shell && rule !== 'load') {
        // Drawn as the server would have: the code then hydrates it.
        // In the element's language: its catalog is fetched with the shell (none for en-IN).
        const catalog = page.languages.catalog(page.languages.of(host)).catch(() => null);
        drawn = Promise.all([definition.shell(), catalog]).then(
          ([draw, words]) => {
            if (!context.unmounted) draw(container, words);
          },
          () => {
            // Nothing to draw it with: render it on the client, at once, as on a page without a shell.
            instance.serverMarkup = false;
            context.watch?.wake();
          },
        );
        serverMarkup = true;
      } else if (!serverMarkup) {
        showLightDom(container);
      }
      const props = stores.get(host)!;
      const instance: ElementInstance = { definition, host, container, props, page, serverMarkup, connectedProps: props.get() };
      const failed = (error: unknown) => {
        if (context.unmounted) return;
        console.error(`[clinic-widgets] <${definition.tag}> could not load its code`, error);
        context.watch?.failed();
        context.failure?.();
        // The markup stays as it is, usable where it can be; Try Again (or the next action) loads anew.
        context.failure = showLoadFailure(container, () => context.watch?.wake(), page.languages.loaded(page.languages.of(host))?.common);
      };
      const start = () => {
        // The element's language comes with its code, in the same wave: it renders in it from the first frame.
        const language = page.languages.catalog(page.languages.of(host), definition.content);
        Promise.all([definition.load(), drawn, language]).then(([{ code }]) => {
          loaded.add(definition);
          context.unsubscribe?.();
          // In a task of its own: the page's elements, whose code came together, take over one by one.
          inTurn(
            () => {
              if (context.unmounted) return;
              context.failure?.();
              context.failure = null;
              context.mounted = code.mount(instance, code, () => takeOver(host, container));
              context.mounted.ready.catch(failed);
            },
            () => awaited(host, container),
          );
        }, failed);
      };
      const uses = () => {
        for (const use of definition.uses?.() ?? []) use.catch(() => undefined);
      };
      context.watch = watchElement(host, container, rule, page.session, start, uses);
      // An attribute or property set before the code came (the chat's `open`) needs the code to show.
      context.unsubscribe = props.subscribe(() => context.watch?.wake());
      return context;
    },
    // Props reach the element's tree through its own store (see PropsStore), never through r2wc.
    update() {},
    unmount(context) {
      context.unmounted = true;
      context.unsubscribe?.();
      context.watch?.stop();
      context.mounted?.unmount();
    },
  };
}

/**
 * Turns a definition into a custom element through `@r2wc/core` with an open shadow root. It
 * fixes r2wc's sharp edges: attributes follow HTML rules (booleans by presence; removed or
 * emptied attributes reach the component), defaults are applied once (link defaults on the site
 * the element belongs to), properties set before the upgrade are kept, and an existing tag is
 * left alone.
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
  // Each property answers to its dashed attribute and to its own spelling as server rendering writes it.
  const propertyOf = new Map(
    properties.flatMap((property) => [[serverAttributeName(property), property] as const, [attributeName(property), property] as const]),
  );
  // r2wc passes the component on to the renderer untouched; this renderer finds it through `definition`.
  const Base = r2wc(Placeholder, { shadow: 'open', props: [] }, lazyRenderer(definition));

  class WidgetElementClass extends Base {
    static get observedAttributes() {
      return [...propertyOf.keys()];
    }

    constructor() {
      super();
      stores.set(this, new PropsStore(propsFromAttributes(definition, (name) => this.getAttribute(name))));
    }

    /** A declarative shadow root from the server is kept as it is, for the renderer to hydrate. */
    override attachShadow(init: ShadowRootInit): ShadowRoot {
      return keepDeclarativeShadow(this, init, (options) => super.attachShadow(options));
    }

    connectedCallback() {
      // A property set before the element was defined sits on the instance and hides the setter.
      for (const property of properties) {
        if (Object.hasOwn(this, property)) {
          const value = (this as unknown as Record<string, unknown>)[property];
          delete (this as unknown as Record<string, unknown>)[property];
          (this as unknown as Record<string, unknown>)[property] = value;
        }
      }
      (Base.prototype as unknown as { connectedCallback(): void }).connectedCallback.call(this);
      definition.connected?.(this);
    }

    attributeChangedCallback(attribute: string, previous: string | null, value: string | null) {
      const property = propertyOf.get(attribute);
      if (!property || previous === value) return;
      // Both spellings set the property: the one present wins; with both present, the dashed one.
      const dashed = attributeName(property);
      stores.get(this)!.set(property, parseAttribute(specs[property]!.type, attribute === dashed ? value : (this.getAttribute(dashed) ?? value)));
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

  afterFirstPaint(() => registry.get(definition.tag) || registry.define(definition.tag, WidgetElementClass));
  return WidgetElementClass;
}

/** Stands where r2wc expects a component; the element's real one arrives with its code. */
function Placeholder(): null {
  return null;
}

/**
 * Enhancers: small custom elements that add behaviour to the markup the page already holds (the
 * header menu, tabs). They have no shadow root and no React; their behaviour is attached when they
 * are connected and removed when they are disconnected, as GitHub's tab-container-element does.
 */
import { afterFirstPaint } from './after-paint.ts';
import type { ElementDefinition } from './definition.ts';
import type { HydrateOn } from './hydrate.ts';

/**
 * HTMLElement in a browser; a stand-in class where there is none (Node, where the manifest is
 * written from the definitions), so an enhancer's module can be imported there.
 */
export const LightElement: typeof HTMLElement = globalThis.HTMLElement ?? (class {} as unknown as typeof HTMLElement);

/**
 * An enhancer's definition: its tag and class (no attributes of its own), and its documentation.
 * `hydrate` says when its behaviour is fetched, for one whose behaviour is a chunk of its own (the
 * tabs); without it, the behaviour comes with the classic script (the header).
 */
export interface EnhancerDefinition extends ElementDefinition<Record<string, never>> {
  commonAttributes: false;
  element: CustomElementConstructor;
  hydrate?: HydrateOn;
}

/** Makes an enhancer's definition. */
export function enhancer(definition: Pick<EnhancerDefinition, 'tag' | 'element' | 'hydrate'>): EnhancerDefinition {
  return { ...definition, attributes: {}, commonAttributes: false };
}

/** Defines the enhancer's tag unless the page already has it (a second copy of the bundle). */
export function defineEnhancer(definition: EnhancerDefinition, registry: CustomElementRegistry | undefined = globalThis.customElements): void {
  if (registry) afterFirstPaint(() => registry.get(definition.tag) || registry.define(definition.tag, definition.element));
}

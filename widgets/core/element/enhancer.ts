/**
 * Enhancers: small custom elements that add behaviour to the markup the page already holds (the
 * header menu, tabs). They have no shadow root and no React; their behaviour is attached when they
 * are connected and removed when they are disconnected, as GitHub's tab-container-element does.
 */
import type { ElementDocs } from './definition.ts';

/**
 * HTMLElement in a browser; a stand-in class where there is none (Node, where the manifest is
 * written from the definitions), so an enhancer's module can be imported there.
 */
export const LightElement: typeof HTMLElement =
  globalThis.HTMLElement ?? (class {} as unknown as typeof HTMLElement);

/** An enhancer's definition: its documentation and its class (no attributes of its own). */
export interface EnhancerDefinition extends ElementDocs<Record<string, never>> {
  commonAttributes: false;
  element: CustomElementConstructor;
}

/** Types an enhancer's definition (identity). */
export function enhancer(definition: Omit<EnhancerDefinition, 'commonAttributes' | 'attributes'>): EnhancerDefinition {
  return { ...definition, attributes: {}, commonAttributes: false };
}

/** Defines the enhancer's tag unless the page already has it (a second copy of the bundle). */
export function defineEnhancer(definition: EnhancerDefinition, registry: CustomElementRegistry | undefined = globalThis.customElements): void {
  if (registry && !registry.get(definition.tag)) registry.define(definition.tag, definition.element);
}

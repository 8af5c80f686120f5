import type { AttributeSpecs } from './attributes.ts';

/**
 * What every element's definition has: its tag and attributes. Its documentation is the README.md
 * of its folder, which the build reads (scripts/element-docs.ts).
 */
export interface ElementDefinition<A extends AttributeSpecs = AttributeSpecs> {
  tag: `clinic-${string}`;
  attributes: A;
  /**
   * False for an element that only adds behaviour to its own markup: it calls no API, so it has
   * no `api-base` / `app-url` attributes.
   */
  commonAttributes?: false;
}

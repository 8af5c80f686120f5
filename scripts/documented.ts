/** An element's definition joined with its documentation, for the manifest and the type declarations. */
import type { AttributeSpec } from '../widgets/core/element/attributes.ts';
import type { ElementDefinition, ElementDocs } from '../widgets/core/element/definition.ts';

/** The common attributes and what they are. */
export interface CommonAttributes {
  COMMON_ATTRIBUTES: Record<string, AttributeSpec>;
  COMMON_ATTRIBUTE_DOCS: Record<string, string>;
}

/** One element as the manifest and the type declarations describe it. */
export interface Documented extends Omit<ElementDocs<any>, 'attributes'> {
  tag: string;
  attributes: { property: string; spec: AttributeSpec; description: string }[];
}

/** An element's definition with its documentation; a definition without it fails the build. */
export function documented(definition: ElementDefinition<any>, loaded: CommonAttributes): Documented {
  const { docs } = definition;
  if (!docs) throw new Error(`<${definition.tag}> has no docs: set them in its element file (docs: x.docs = {...})`);
  const common = definition.commonAttributes === false ? {} : loaded.COMMON_ATTRIBUTES;
  const specs = { ...common, ...definition.attributes } as Record<string, AttributeSpec>;
  const descriptions = { ...(definition.commonAttributes === false ? {} : loaded.COMMON_ATTRIBUTE_DOCS), ...docs.attributes } as Record<string, string>;
  return {
    ...docs,
    tag: definition.tag,
    attributes: Object.entries(specs).map(([property, spec]) => {
      const description = descriptions[property];
      if (!description) throw new Error(`<${definition.tag}>: the attribute ${property} has no description`);
      return { property, spec, description };
    }),
  };
}

/**
 * The element definitions as the manifest and the editor data describe
 * them: each definition joined with its documentation (its `docs:` statement), its attributes
 * with the common ones (unless it has none) and a description each. A definition or attribute
 * without documentation fails the build.
 */
import type { AttributeSpec } from '../widgets/core/element/attributes.ts';
import type { ElementDefinition, ElementDocs } from '../widgets/core/element/definition.ts';

/** An attribute with what the documentation says of it. */
export type DocumentedAttribute = AttributeSpec & { description: string };

/** One element, documented: every attribute it has (the common ones included), each described. */
export interface Documented extends Omit<ElementDocs<any>, 'attributes'> {
  tag: string;
  attributes: Record<string, DocumentedAttribute>;
}

/** The common attributes and what they are. */
export interface CommonAttributes {
  COMMON_ATTRIBUTES: Record<string, AttributeSpec>;
  COMMON_ATTRIBUTE_DOCS: Record<string, string>;
}

/** Joins a definition with its documentation. */
export function documented(definition: ElementDefinition<any>, common: CommonAttributes): Documented {
  const { docs } = definition;
  if (!docs) throw new Error(`<${definition.tag}> has no docs: set them in its element file (docs: x.docs = {...})`);
  const hasCommon = definition.commonAttributes !== false;
  const specs = { ...(hasCommon ? common.COMMON_ATTRIBUTES : {}), ...definition.attributes } as Record<string, AttributeSpec>;
  const descriptions = { ...(hasCommon ? common.COMMON_ATTRIBUTE_DOCS : {}), ...docs.attributes } as Record<string, string>;
  const attributes: Record<string, DocumentedAttribute> = {};
  for (const [property, spec] of Object.entries(specs)) {
    const description = descriptions[property];
    if (!description) throw new Error(`<${definition.tag}>: the attribute ${property} has no description`);
    attributes[property] = { ...spec, description };
  }
  return { ...docs, tag: definition.tag, attributes };
}

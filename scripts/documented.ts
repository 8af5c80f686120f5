/**
 * The element definitions as the manifest and the editor data describe
 * them: each definition joined with its documentation (the README.md of its folder), its attributes
 * with the common ones (unless it has none) and a description each: the doc comment on the
 * attribute's spec (scripts/attribute-comments.ts), else the spec's own `description`. A
 * definition or attribute without documentation fails the build.
 */
import type { AttributeSpec } from '../widgets/runtime/script/element/attributes.ts';
import type { ElementDefinition } from '../widgets/runtime/script/element/definition.ts';
import type { ElementDocs } from './element-docs.ts';

/** An attribute with what the documentation says of it. */
export type DocumentedAttribute = AttributeSpec & { description: string };

/** One element, documented: every attribute it has (the common ones included), each described. */
export interface Documented extends ElementDocs {
  tag: string;
  /** When its code loads: its loading strategies, or `script` (an enhancer, with the script). */
  loads: readonly string[] | 'script';
  attributes: Record<string, DocumentedAttribute>;
}

/** The common attributes. */
export interface CommonAttributes {
  COMMON_ATTRIBUTES: Record<string, AttributeSpec>;
}

/**
 * Joins a definition with its documentation: `readmes` by tag (element-docs.ts), `comments` the
 * attributes' doc comments by tag ('' for the common ones).
 */
export function documented(
  definition: ElementDefinition<any>,
  common: CommonAttributes,
  comments: ReadonlyMap<string, Record<string, string>>,
  readmes: ReadonlyMap<string, ElementDocs>,
): Documented {
  const docs = readmes.get(definition.tag);
  if (!docs) throw new Error(`<${definition.tag}> has no documentation: write the README.md beside its element file`);
  const hasCommon = definition.commonAttributes !== false;
  const specs = { ...(hasCommon ? common.COMMON_ATTRIBUTES : {}), ...definition.attributes } as Record<string, AttributeSpec>;
  const descriptions = { ...(hasCommon ? comments.get('') : {}), ...comments.get(definition.tag) } as Record<string, string>;
  const attributes: Record<string, DocumentedAttribute> = {};
  for (const [property, spec] of Object.entries(specs)) {
    const description = descriptions[property] ?? (spec as { description?: string }).description;
    if (!description) throw new Error(`<${definition.tag}>: the attribute ${property} has no description`);
    attributes[property] = { ...spec, description };
  }
  const hydrate = (definition as { hydrate?: string | readonly string[] }).hydrate;
  const loads = hydrate === undefined ? 'script' : typeof hydrate === 'string' ? [hydrate] : hydrate;
  return { ...docs, tag: definition.tag, loads, attributes };
}

import type { AttributeSpecs } from './attributes.ts';
import type { ClinicEventName } from './emit.ts';

/**
 * What the manifest and the editor data say about an element (the type declarations are
 * widgets/public/, documented by the doc comments on the attribute specs). Each element file sets it in
 * a statement labelled `docs:`, which the browser's script leaves out (esbuild's `dropLabels`):
 * visitors download none of it.
 */
export interface ElementDocs<A extends AttributeSpecs = AttributeSpecs> {
  /** The element's class name in the manifest (and of its interface in widgets/public/). */
  className: string;
  /** One sentence for the manifest and the README. */
  summary: string;
  /**
   * Not written here: each attribute's description is the doc comment on its spec, which the
   * manifest reads from the source (scripts/attribute-comments.ts). Kept only for definitions made
   * without a source file's comments (tests), where the spec's `description` serves too.
   */
  attributes?: { [K in keyof A]?: string };
  events?: Partial<Record<ClinicEventName, string>>;
  /** `part` names and what they are, for `::part()` theming. */
  parts?: Record<string, string>;
  /** Slots by name ('' for the default slot) and what goes in them, for the manifest. */
  slots?: Record<string, string>;
}

/** What every element's definition has: its tag and attributes, and (outside the browser) its documentation. */
export interface ElementDefinition<A extends AttributeSpecs = AttributeSpecs> {
  tag: `clinic-${string}`;
  attributes: A;
  /**
   * False for an element that only adds behaviour to its own markup: it calls no API, so it has
   * no `api-base` / `app-url` attributes.
   */
  commonAttributes?: false;
  docs?: ElementDocs<A>;
}

import type { AttributeSpecs } from './attributes.ts';
import type { ClinicEventName } from './emit.ts';

/**
 * What the manifest and the type declarations say about an element: its tag, class name,
 * summary, attributes, events, parts and slots. Every element's definition has this shape.
 */
export interface ElementDocs<A extends AttributeSpecs = AttributeSpecs> {
  tag: `clinic-${string}`;
  /** The element's class name in the manifest and the type declarations. */
  className: string;
  /** One sentence for the manifest and the README. */
  summary: string;
  attributes: A;
  /**
   * False for an element that only adds behaviour to its own markup: it calls no API, so it has
   * no `api-base` / `app-url` attributes.
   */
  commonAttributes?: boolean;
  events?: Partial<Record<ClinicEventName, string>>;
  /** `part` names and what they are, for `::part()` theming. */
  parts?: Record<string, string>;
  /** Slots by name ('' for the default slot) and what goes in them, for the manifest. */
  slots?: Record<string, string>;
}

/** How an attribute's text becomes a property value. */
export type AttributeType = 'string' | 'boolean' | 'number' | 'json';

/** One attribute of an element (its description is the doc comment on its spec, read by the manifest). */
export interface AttributeSpec {
  type: AttributeType;
  /**
   * The default: the element base gives it to the component when the attribute is absent or blank
   * (and the manifest documents it), so components never repeat it.
   */
  default?: string;
  /**
   * The component works the default out itself (from the page's address or configuration); the
   * base then leaves an absent attribute undefined and `default` is only documented.
   */
  derived?: true;
  /** For string attributes with a fixed set of values. */
  values?: readonly string[];
}

export type AttributeSpecs = Record<string, AttributeSpec>;

type PropOf<S extends AttributeSpec> = S['type'] extends 'boolean'
  ? boolean
  : S extends { default: string; derived?: undefined }
    ? S extends { values: readonly (infer V)[] }
      ? V
      : string
    : S['type'] extends 'number'
      ? number | undefined
      : S['type'] extends 'json'
        ? unknown
        : S extends { values: readonly (infer V)[] }
          ? V | undefined
          : string | undefined;

/** The props a component receives for its attributes, keyed by property (camelCase) name. */
export type PropsOf<A extends AttributeSpecs> = { [K in keyof A]: PropOf<A[K]> };

/** `apiBase` → `api-base`. */
export function attributeName(property: string): string {
  return property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/**
 * Parses an attribute by HTML's rules: a boolean is true when present (whatever its text) and
 * false when absent; a removed attribute gives undefined, an emptied one its empty value.
 */
export function parseAttribute(type: AttributeType, value: string | null): unknown {
  switch (type) {
    case 'boolean':
      return value !== null;
    case 'number': {
      if (value === null || value.trim() === '') return undefined;
      const number = Number(value);
      return Number.isFinite(number) ? number : undefined;
    }
    case 'json':
      if (value === null || value.trim() === '') return undefined;
      try {
        return JSON.parse(value);
      } catch {
        return undefined;
      }
    default:
      return value === null ? undefined : value;
  }
}

/** The default the element base applies to an attribute, if any (see AttributeSpec.default). */
export function appliedDefault(spec: AttributeSpec): string | undefined {
  return spec.type === 'string' && !spec.derived ? spec.default : undefined;
}

/**
 * An attribute's value with its default in place of an absent or blank value; a default that is a
 * path on the site (`/register`) goes through `sitePath`, which gives its address where the
 * element is (the path itself on the site's own pages, the site's address when embedded elsewhere).
 */
export function withDefault(spec: AttributeSpec, value: unknown, sitePath: (path: string) => string = (path) => path): unknown {
  const fallback = appliedDefault(spec);
  if (fallback === undefined || !(value === undefined || (typeof value === 'string' && value.trim() === ''))) return value;
  return fallback.startsWith('/') ? sitePath(fallback) : fallback;
}

/** The attributes every element has: its own API base and application address. */
export const COMMON_ATTRIBUTES = {
  /** Base address of the API for this element; default: the page's configuration, else its own origin. */
  apiBase: { type: 'string' },
  /** The clinic application a signed-in user is sent to; default: the page configuration. */
  appUrl: { type: 'string' },
} as const satisfies AttributeSpecs;

/** The attributes of a definition with the common ones. */
export function attributeSpecs(definition: { attributes: AttributeSpecs }): AttributeSpecs {
  return { ...COMMON_ATTRIBUTES, ...definition.attributes };
}

/**
 * The attribute a property is written as by a framework that renders it on the server: React writes
 * `registerHref="/join"` as an attribute, which HTML keeps as `registerhref`, and never sets the
 * property when it hydrates. Read beside the dashed name, so such a page keeps its props.
 */
export function serverAttributeName(property: string): string {
  return property.toLowerCase();
}

/**
 * The element's attributes parsed by HTML's rules, by property name (defaults not yet applied:
 * tree.tsx does): the dashed name (`register-href`), else the property's own spelling as server
 * rendering writes it (`registerhref`).
 */
export function propsFromAttributes(definition: { attributes: AttributeSpecs }, getAttribute: (name: string) => string | null): Record<string, unknown> {
  const specs = attributeSpecs(definition);
  return Object.fromEntries(
    Object.entries(specs).map(([property, spec]) => [
      property,
      parseAttribute(spec.type, getAttribute(attributeName(property)) ?? getAttribute(serverAttributeName(property))),
    ]),
  );
}

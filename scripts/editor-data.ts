/**
 * Editor data from the same definitions as the manifest: VS Code custom data (HTML elements and
 * attributes, and the CSS custom properties) and JetBrains web-types. The design tokens are
 * declared once, as CSS properties of the page, not repeated on every element.
 */
import type { Documented } from './documented.ts';

interface Input {
  definitions: Documented[];
  cssProperties: { name: string; default: string }[];
  attributeName: (property: string) => string;
}

const TOKEN_DESCRIPTION = 'Design token of the clinic elements; set it on any ancestor to theme them.';

function attributesOf(input: Input, definition: Documented) {
  return Object.entries(definition.attributes).map(([property, spec]) => ({
    name: input.attributeName(property),
    spec,
  }));
}

/** VS Code's `html.customData` and `css.customData` files. */
export function vscodeData(input: Input, homepage: string) {
  const html = {
    version: 1.1,
    tags: input.definitions.map((definition) => ({
      name: definition.tag,
      description: definition.summary,
      attributes: attributesOf(input, definition).map(({ name, spec }) => ({
        name,
        description: spec.description,
        ...(spec.values ? { values: spec.values.map((value) => ({ name: value })) } : spec.type === 'boolean' ? { valueSet: 'v' } : {}),
      })),
      references: [{ name: 'clinic-widgets', url: homepage }],
    })),
  };
  const css = {
    version: 1.1,
    properties: input.cssProperties.map((property) => ({ name: property.name, description: `${TOKEN_DESCRIPTION} Default: ${property.default}` })),
  };
  return { html, css };
}

/** JetBrains web-types (WebStorm, IntelliJ): elements with attributes, events and parts; the tokens once. */
export function webTypes(input: Input, version: string, homepage: string) {
  return {
    $schema: 'https://raw.githubusercontent.com/JetBrains/web-types/master/schema/web-types.json',
    name: 'clinic-widgets',
    version,
    'description-markup': 'markdown',
    'js-types-syntax': 'typescript',
    contributions: {
      html: {
        elements: input.definitions.map((definition) => ({
          name: definition.tag,
          description: definition.summary,
          'doc-url': homepage,
          attributes: attributesOf(input, definition).map(({ name, spec }) => ({
            name,
            description: spec.description,
            ...(spec.default !== undefined ? { default: spec.default } : {}),
            value:
              spec.type === 'boolean'
                ? { kind: 'no-value', type: 'boolean' }
                : { kind: 'plain', type: spec.values ? spec.values.map((v) => `'${v}'`).join(' | ') : spec.type === 'number' ? 'number' : 'string' },
          })),
          events: Object.entries(definition.events ?? {}).map(([name, description]) => ({ name, description })),
          css: { parts: Object.entries(definition.parts ?? {}).map(([name, description]) => ({ name, description })) },
        })),
      },
      css: {
        properties: input.cssProperties.map((property) => ({ name: property.name, description: `${TOKEN_DESCRIPTION} Default: \`${property.default}\`` })),
      },
    },
  };
}

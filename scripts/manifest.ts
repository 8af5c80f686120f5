/**
 * Writes dist/custom-elements.json (schema 2.1.0) and dist/clinic-widgets.d.ts from the element
 * definitions themselves, so an attribute, event or part cannot exist without its documentation.
 */
import * as esbuild from 'esbuild';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { AttributeSpec } from '../widgets/core/element/attributes.ts';
import type { ElementDefinition } from '../widgets/core/element/definition.ts';
import { documented } from './documented.ts';
import { typesOf } from './types.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

interface Loaded {
  definitions: ElementDefinition<any>[];
  cssProperties: { name: string; default: string }[];
  EVENT_DETAIL_TYPES: Record<string, string>;
  COMMON_ATTRIBUTES: Record<string, AttributeSpec>;
  COMMON_ATTRIBUTE_DOCS: Record<string, string>;
  attributeName: (property: string) => string;
}

/** Loads the definitions in Node (components are imported, never rendered). */
export async function loadDefinitions(scratchDir: string): Promise<Loaded> {
  await mkdir(scratchDir, { recursive: true });
  const outfile = join(scratchDir, `manifest-entry-${process.pid}-${Date.now()}.mjs`);
  await esbuild.build({
    entryPoints: [join(root, 'scripts/manifest-entry.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    loader: { '.css': 'text' },
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
  try {
    return (await import(pathToFileURL(outfile).href)) as Loaded;
  } finally {
    await rm(outfile, { force: true });
  }
}

function typeText(spec: AttributeSpec): string {
  if (spec.values) return spec.values.map((value) => `'${value}'`).join(' | ');
  return spec.type === 'json' ? 'unknown' : spec.type;
}

/** Builds the manifest object from loaded definitions. */
export function manifestOf(loaded: Loaded) {
  return {
    schemaVersion: '2.1.0',
    readme: 'README.md',
    modules: loaded.definitions.map((defined) => {
      const definition = documented(defined, loaded);
      const folder = definition.tag.replace(/^clinic-/, '');
      const path = `widgets/${folder}/${folder}.element.ts`;
      return {
        kind: 'javascript-module',
        path,
        declarations: [
          {
            kind: 'class',
            name: definition.className,
            tagName: definition.tag,
            customElement: true,
            summary: definition.summary,
            superclass: { name: 'HTMLElement' },
            attributes: definition.attributes.map(({ property, spec, description }) => ({
              name: loaded.attributeName(property),
              fieldName: property,
              type: { text: typeText(spec) },
              description,
              ...(spec.default !== undefined ? { default: spec.default } : {}),
            })),
            members: definition.attributes.map(({ property, spec, description }) => ({
              kind: 'field',
              name: property,
              attribute: loaded.attributeName(property),
              type: { text: spec.type === 'boolean' ? 'boolean' : `${typeText(spec)} | undefined` },
              description,
              ...(spec.type === 'boolean' ? { reflects: true } : {}),
            })),
            events: Object.entries(definition.events ?? {}).map(([name, description]) => ({
              name,
              type: { text: `CustomEvent<${loaded.EVENT_DETAIL_TYPES[name]}>` },
              description,
            })),
            cssProperties: loaded.cssProperties.map((property) => ({
              name: property.name,
              default: property.default,
              description: 'Design token; set it on any ancestor to theme the element.',
            })),
            cssParts: Object.entries(definition.parts ?? {}).map(([name, description]) => ({ name, description })),
            slots: Object.entries(definition.slots ?? {}).map(([name, description]) => ({ name, description })),
          },
        ],
        exports: [
          { kind: 'custom-element-definition', name: definition.tag, declaration: { name: definition.className, module: path } },
        ],
      };
    }),
  };
}

/** Writes the manifest and the type declarations into `dist`. */
export async function buildManifest(dist: string): Promise<void> {
  const loaded = await loadDefinitions(join(dist, '.scratch'));
  await writeFile(join(dist, 'custom-elements.json'), `${JSON.stringify(manifestOf(loaded), null, 2)}\n`);
  const types = typesOf(loaded);
  await writeFile(join(dist, 'clinic-widgets.d.ts'), types.main);
  await writeFile(join(dist, 'clinic-widgets.react.d.ts'), types.react);
  await rm(join(dist, '.scratch'), { recursive: true, force: true });
}

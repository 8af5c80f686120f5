/**
 * Writes dist/custom-elements.json (schema 2.1.0) and the editor data from the element definitions
 * themselves, and has the type declarations emitted from their source (scripts/types.ts), so an attribute, event or part cannot exist without its
 * documentation. The manifest's module path is the shipped ES module, so generators that read it
 * point at a file the package has.
 */
import * as esbuild from 'esbuild';
import { attributeComments } from './attribute-comments.ts';
import { elementReadmes } from './element-docs.ts';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { AttributeSpec } from '../widgets/runtime/script/element/attributes.ts';
import type { ElementDefinition } from '../widgets/runtime/script/element/definition.ts';
import { documented, type Documented } from './documented.ts';
import { vscodeData, webTypes } from './editor-data.ts';
import { writeDeclarations } from './types.ts';
import { globalsSource, loadingTableSource, publicElementsSource, withLoadingTable } from './element-types.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

/** What the generators read: every element documented (common attributes included), the tokens and events. */
interface Loaded {
  definitions: Documented[];
  cssProperties: { name: string; default: string }[];
  EVENT_DETAIL_TYPES: Record<string, string>;
  attributeName: (property: string) => string;
}

/** What scripts/manifest-entry.ts hands over. */
interface Entry extends Omit<Loaded, 'definitions'> {
  definitions: ElementDefinition<any>[];
  COMMON_ATTRIBUTES: Record<string, AttributeSpec>;
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
    const entry = (await import(pathToFileURL(outfile).href)) as Entry;
    const comments = attributeComments();
    const readmes = elementReadmes();
    return { ...entry, definitions: entry.definitions.map((definition) => documented(definition, entry, comments, readmes)) };
  } finally {
    await rm(outfile, { force: true });
  }
}

function typeText(spec: AttributeSpec): string {
  if (spec.values) return spec.values.map((value) => `'${value}'`).join(' | ');
  return spec.type === 'json' ? 'unknown' : spec.type;
}

/** The shipped module that defines every element, as the manifest's paths name it (package root). */
export const MODULE_PATH = 'dist/clinic-widgets.mjs';

/** The documented base of every element: it carries the design tokens, declared once. */
const BASE = { name: 'ClinicElement', module: MODULE_PATH };

/** Builds the manifest object from loaded definitions. */
export function manifestOf(loaded: Loaded) {
  const declarations = loaded.definitions.map((definition) => {
    const specs = definition.attributes;
    const entries = Object.entries(specs);
    return {
      kind: 'class',
      name: definition.className,
      tagName: definition.tag,
      customElement: true,
      summary: definition.summary,
      superclass: BASE,
      attributes: entries.map(([property, spec]) => ({
        name: loaded.attributeName(property),
        fieldName: property,
        type: { text: typeText(spec) },
        description: spec.description,
        ...(spec.default !== undefined ? { default: spec.default } : {}),
      })),
      members: entries.map(([property, spec]) => ({
        kind: 'field',
        name: property,
        attribute: loaded.attributeName(property),
        type: { text: spec.type === 'boolean' ? 'boolean' : `${typeText(spec)} | undefined` },
        description: spec.description,
        ...(spec.type === 'boolean' ? { reflects: true } : {}),
      })),
      // The type is the event's detail: generators wrap it in CustomEvent themselves.
      events: Object.entries(definition.events ?? {}).map(([name, description]) => ({
        name,
        type: { text: loaded.EVENT_DETAIL_TYPES[name] },
        description,
      })),
      cssParts: Object.entries(definition.parts ?? {}).map(([name, description]) => ({ name, description })),
      slots: Object.entries(definition.slots ?? {}).map(([name, description]) => ({ name, description })),
    };
  });
  return {
    schemaVersion: '2.1.0',
    readme: 'README.md',
    modules: [
      {
        kind: 'javascript-module',
        path: MODULE_PATH,
        declarations: [
          {
            kind: 'class',
            name: BASE.name,
            description: 'What every clinic element shares: the design tokens, set on any ancestor to theme them all.',
            superclass: { name: 'HTMLElement' },
            cssProperties: loaded.cssProperties.map((property) => ({
              name: property.name,
              default: property.default,
              description: 'Design token; set it on any ancestor to theme the elements.',
            })),
          },
          ...declarations,
        ],
        exports: loaded.definitions.map((definition) => ({
          kind: 'custom-element-definition',
          name: definition.tag,
          declaration: { name: definition.className, module: MODULE_PATH },
        })),
      },
    ],
  };
}

/** Writes `text` to `path` unless it holds it already (a source file's time stays when nothing changed). */
async function writeIfChanged(path: string, text: string): Promise<void> {
  const current = await readFile(path, 'utf8').catch(() => null);
  if (current !== text) await writeFile(path, text);
}

/** Writes the manifest and the type declarations into `dist`. */
export async function buildManifest(dist: string): Promise<void> {
  const loaded = await loadDefinitions(join(dist, '.scratch'));
  // The tag maps follow the definitions before the declarations are emitted from them.
  await writeIfChanged(join(root, 'widgets/public/elements.ts'), publicElementsSource(loaded.definitions));
  await writeIfChanged(join(root, 'widgets/globals.ts'), globalsSource(loaded.definitions));
  const decisions = join(root, 'docs/decisions.md');
  await writeIfChanged(decisions, withLoadingTable(await readFile(decisions, 'utf8'), loadingTableSource(loaded.definitions)));
  await writeFile(join(dist, 'custom-elements.json'), `${JSON.stringify(manifestOf(loaded), null, 2)}\n`);
  await writeDeclarations(dist);
  const { version, homepage } = JSON.parse(await readFile(join(root, 'package.json'), 'utf8')) as { version: string; homepage: string };
  const vscode = vscodeData(loaded, homepage);
  await writeFile(join(dist, 'vscode.html-custom-data.json'), `${JSON.stringify(vscode.html, null, 2)}\n`);
  await writeFile(join(dist, 'vscode.css-custom-data.json'), `${JSON.stringify(vscode.css, null, 2)}\n`);
  await writeFile(join(dist, 'web-types.json'), `${JSON.stringify(webTypes(loaded, version, homepage), null, 2)}\n`);
  await rm(join(dist, '.scratch'), { recursive: true, force: true });
}

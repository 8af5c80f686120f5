/**
 * The tag maps, written from the element definitions: the public element types
 * (widgets/public/elements.ts: an interface per element with its summary as the doc comment, and
 * the map from tag to element, attributes and events) and the project's own tag map
 * (widgets/globals.ts). Each element's facts are written once, in its folder; the build rewrites
 * both files when a definition changes, and a unit test holds the committed files to what this
 * writes.
 */
import { readFileSync } from 'node:fs';
import { root } from './build-options.ts';
import type { Documented } from './documented.ts';
import { elementTagOf, findFiles } from './files.ts';

/** One element's source file, read for what the definitions cannot say: its path and exports. */
interface ElementFile {
  path: string;
  hasAttributes: boolean;
}

/** The `*.element.ts` file of each tag under widgets/elements/. */
export function elementFiles(): Map<string, ElementFile> {
  const files = new Map<string, ElementFile>();
  for (const path of findFiles(root, 'widgets/elements', /\.element\.ts$/)) {
    const source = readFileSync(`${root}${path}`, 'utf8');
    const tag = elementTagOf(source);
    if (tag) files.set(tag, { path, hasAttributes: /^export const attributes\b/m.test(source) });
  }
  return files;
}

const camel = (tag: string) => tag.replace(/^clinic-/, '').replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
const HEADER = (what: string) => `// Written by scripts/element-types.ts from the element definitions (npm run build): do not edit.\n/**\n * ${what}\n */\n`;

function fileOf(files: Map<string, ElementFile>, tag: string): ElementFile {
  const file = files.get(tag);
  if (!file) throw new Error(`<${tag}> has no widgets/elements/<name>/<name>.element.ts naming its tag`);
  return file;
}

/** widgets/public/elements.ts. */
export function publicElementsSource(definitions: readonly Documented[], files = elementFiles()): string {
  const withAttributes = definitions.filter((definition) => fileOf(files, definition.tag).hasAttributes);
  const lines = [
    HEADER(
      "The elements' public types: one interface per element (an HTMLElement with a property per\n * attribute, typed from the element's own attribute specs and documented by their doc comments),\n * and one map from tag to element, attributes and events that the tag-name map and the framework\n * types are mapped from.",
    ),
    "import type { AttributeSpecs, COMMON_ATTRIBUTES, PropsOf } from '../runtime/script/element/attributes.ts';",
    "import type { ClinicEventName } from './globals.ts';",
    ...withAttributes.map(
      (definition) =>
        `import type { attributes as ${camel(definition.tag)}Attributes } from '../${fileOf(files, definition.tag).path.replace(/^widgets\//, '')}';`,
    ),
    '',
    "/** The properties with their `readonly` (from the specs' `as const`) taken off: each is settable. */",
    'type Settable<T> = { -readonly [K in keyof T]: T[K] };',
    '',
    '/** An element with a settable property per attribute (the common `apiBase` and `appUrl` included). */',
    'type ElementOf<A extends AttributeSpecs> = HTMLElement & Settable<PropsOf<A & typeof COMMON_ATTRIBUTES>>;',
    '',
    '/** The attributes of an element that adds behaviour to its own markup: none. */',
    'type NoAttributes = Record<never, never>;',
  ];
  for (const definition of definitions) {
    const attributes = fileOf(files, definition.tag).hasAttributes;
    lines.push('', `/** ${definition.summary} */`);
    lines.push(
      attributes
        ? `export interface ${definition.className} extends ElementOf<typeof ${camel(definition.tag)}Attributes> {}`
        : `export interface ${definition.className} extends HTMLElement {}`,
    );
  }
  lines.push('', '/** Each element by tag: its type, its attributes (by property name) and the events it fires. */', 'export interface ClinicElements {');
  for (const definition of definitions) {
    const attributes = fileOf(files, definition.tag).hasAttributes ? `typeof ${camel(definition.tag)}Attributes & typeof COMMON_ATTRIBUTES` : 'NoAttributes';
    const events = Object.keys(definition.events ?? {});
    const eventType = events.length === 0 ? 'never' : events.map((name) => `'${name}'`).join(' | ');
    lines.push(`  '${definition.tag}': { element: ${definition.className}; attributes: ${attributes}; events: ${eventType} };`);
  }
  lines.push(
    '}',
    '',
    '/** The element of each tag, as `document.createElement` and `querySelector` give it. */',
    "export type ClinicElementTagNameMap = { [Tag in keyof ClinicElements]: ClinicElements[Tag]['element'] };",
    '',
    '/** Events an element fires, as its tag names them. */',
    "export type ClinicEventsOf<Tag extends keyof ClinicElements> = ClinicElements[Tag]['events'] & ClinicEventName;",
    '',
  );
  return lines.join('\n');
}

/** widgets/globals.ts. */
export function globalsSource(definitions: readonly Documented[], files = elementFiles()): string {
  const sorted = [...definitions].sort((a, b) => a.tag.localeCompare(b.tag));
  return [
    HEADER(
      "The globals as the project's own code and tests see them: `window.ClinicWidgets` with its\n * internals' types, and the elements by tag (`querySelector('clinic-sign-in')` gives the element's\n * own type). Pages that install the package get their own from the public declarations\n * (widgets/public/), a separate program, so the two never meet; nothing imports this file.",
    ),
    "import type { ConfigOptions } from './runtime/script/config/config.ts';",
    "import type { ClinicWidgetsGlobal } from './runtime/script/page-core.ts';",
    ...sorted.map((definition) => `import type { ${definition.className} } from './${fileOf(files, definition.tag).path.replace(/^widgets\//, '')}';`),
    '',
    'declare global {',
    '  interface Window {',
    '    ClinicWidgets?: ClinicWidgetsGlobal;',
    '    /** Options set before the script runs (as `intercomSettings` is for Intercom), read once at start. */',
    '    ClinicWidgetsConfig?: ConfigOptions;',
    '  }',
    '  interface HTMLElementTagNameMap {',
    ...sorted.map((definition) => `    '${definition.tag}': ${definition.className};`),
    '  }',
    '}',
    '',
  ].join('\n');
}

/** What each loading strategy waits for, in the words of the loading table. */
const STRATEGY_WORDS: Record<string, string> = {
  load: 'once the page has painted',
  visible: 'when the element comes within a screen of the viewport (IntersectionObserver)',
  idle: 'when the browser is idle after loading the page',
  interaction: 'when the visitor points at, focuses, touches, clicks or presses a key in it',
  scroll: "at the page's first scroll",
  session: 'when someone is, or may be, signed in (signed out it shows its server markup)',
};

/** The loading table of docs/decisions.md (between its `loading:start` and `loading:end` markers). */
export function loadingTableSource(definitions: readonly Documented[]): string {
  const rows = new Map<string, string[]>();
  for (const definition of definitions) {
    const rule = definition.loads === 'script' ? 'script' : definition.loads.join(', ');
    rows.set(rule, [...(rows.get(rule) ?? []), `\`<${definition.tag}>\``]);
  }
  const words = (rule: string) =>
    rule === 'script'
      ? "with the script: behaviour added to the page's own markup"
      : rule
          .split(', ')
          .map((name) => (name.startsWith('media:') ? `when \`${name.slice(6)}\` matches` : (STRATEGY_WORDS[name] ?? name)))
          .join(', or ');
  const lines = ['| rule | elements | the code loads |', '|---|---|---|'];
  for (const [rule, tags] of rows) lines.push(`| \`${rule}\` | ${tags.join(', ')} | ${words(rule)} |`);
  return lines.join('\n');
}

/** `document` with its loading table replaced by `table`. */
export function withLoadingTable(document: string, table: string): string {
  const start = '<!-- loading:start -->';
  const end = '<!-- loading:end -->';
  const from = document.indexOf(start);
  const to = document.indexOf(end);
  if (from === -1 || to < from) throw new Error('docs/decisions.md has no loading:start and loading:end markers');
  return `${document.slice(0, from + start.length)}\n${table}\n${document.slice(to)}`;
}

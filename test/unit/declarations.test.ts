/**
 * The shipped type declarations are emitted from TypeScript source (widgets/public/), never written
 * as text: the public map of elements names exactly the manifest's tags and events, every
 * attribute's description is its doc comment in the element's specs, the emitted main file
 * mentions every tag and event, and no script holds a declaration in a string.
 */
import assert from 'node:assert/strict';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { loadDefinitions, manifestOf } from '../../scripts/manifest.ts';
import { DECLARATION_FILES, writeDeclarations } from '../../scripts/types.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
type Manifest = ReturnType<typeof manifestOf>;
type Declaration = Manifest['modules'][number]['declarations'][number] & {
  tagName?: string;
  name: string;
  attributes?: { fieldName: string; description: string }[];
  events?: { name: string }[];
};

let elements: Declaration[] = [];
let out = '';

before(async () => {
  const scratch = await mkdtemp(join(tmpdir(), 'clinic-declarations-'));
  out = scratch;
  const manifest = manifestOf(await loadDefinitions(join(scratch, '.scratch')));
  elements = (manifest.modules[0]!.declarations as Declaration[]).filter((declaration) => declaration.tagName);
});

after(() => rm(out, { recursive: true, force: true }));

describe('the public types source', () => {
  it('maps exactly the manifest’s elements, each with its own events', async () => {
    const source = await readFile(join(root, 'widgets/public/elements.ts'), 'utf8');
    const map = source.slice(source.indexOf('export interface ClinicElements {'));
    const entries = [...map.matchAll(/'(clinic-[a-z-]+)': \{\s*element: (\w+);\s*attributes: [^;]+;\s*events: ([^;}]+);?\s*\}/g)].map(
      ([, tag, name, events]) => ({
        tag,
        name,
        events: events!.trim() === 'never' ? [] : [...events!.matchAll(/'([a-z-]+)'/g)].map((m) => m[1]).sort(),
      }),
    );
    assert.deepEqual(
      entries,
      elements.map((element) => ({ tag: element.tagName, name: element.name, events: (element.events ?? []).map((event) => event.name).sort() })),
    );
  });

  it('documents every attribute by a doc comment on its spec, the same words as the manifest', async () => {
    const files = (await readdir(join(root, 'widgets'), { recursive: true })).filter((file) =>
      /\.element\.ts$|runtime\/script\/element\/attributes\.ts$/.test(file),
    );
    const sources = (await Promise.all(files.map((file) => readFile(join(root, 'widgets', file), 'utf8')))).join('\n');
    for (const element of elements) {
      for (const attribute of element.attributes ?? []) {
        const comment = `/** ${attribute.description.replace(/\*\//g, '*\\/')} */\n  ${attribute.fieldName}: {`;
        assert.ok(sources.includes(comment), `<${element.tagName}> ${attribute.fieldName}: no doc comment "${attribute.description}" on its spec`);
      }
    }
  });
});

describe('the emitted declarations', () => {
  it('are emitted from the source, mentioning every tag and every event', async () => {
    await writeDeclarations(out);
    const main = await readFile(join(out, 'clinic-widgets.d.ts'), 'utf8');
    assert.match(main, /^\/\/ Emitted from widgets\/public\//);
    assert.doesNotMatch(main, /^import /m, 'the main file stands alone (no dependency of the package is imported)');
    for (const element of elements) {
      assert.ok(main.includes(`"${element.tagName}"`), `${element.tagName} is not in clinic-widgets.d.ts`);
      assert.match(main, new RegExp(`interface ${element.name} extends`), element.name);
      for (const attribute of element.attributes ?? []) assert.ok(main.includes(attribute.description.replace(/\*\//g, '*\\/')), attribute.description);
    }
    const events = /interface ClinicEventMapOf<U> \{([\s\S]*?)\n\}/.exec(main)?.[1] ?? '';
    for (const element of elements) for (const event of element.events ?? []) assert.ok(events.includes(`"${event.name}"`), event.name);
    for (const file of Object.keys(DECLARATION_FILES).filter((file) => file !== 'clinic-widgets.d.ts')) {
      assert.match(await readFile(join(out, file), 'utf8'), /from '\.\/clinic-widgets\.js'/, `${file} builds on the main file`);
    }
  });
});

describe('the scripts', () => {
  it('hold no declaration written as a string', async () => {
    // element-types.ts writes the tag maps' TypeScript source (checked by the typecheck and emitted
    // like the rest of widgets/public/), not declarations.
    const files = (await readdir(join(root, 'scripts'), { recursive: true })).filter((file) => /\.[cm]?[jt]s$/.test(file) && file !== 'element-types.ts');
    for (const file of files) {
      const code = (await readFile(join(root, 'scripts', file), 'utf8'))
        .split('\n')
        .filter((line) => !/^\s*(\*|\/\/|\/\*\*)/.test(line))
        .join('\n');
      assert.doesNotMatch(code, /['"`][^'"`\n]*\b(?:interface \w+|declare (?:global|module)|extends HTMLElement)\b/, file);
    }
  });
});

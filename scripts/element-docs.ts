/**
 * Each element's documentation, written once, in the README.md of its folder: the summary (the
 * first paragraph under the `# <clinic-…>` title) and the lists under `## Events`, `## Parts`
 * and `## Slots`, one `` - `name`: what it is `` a line (`- default:` for the default slot).
 * The manifest, the editor data and the type declarations read it from there; visitors download
 * none of it. A README that does not follow this shape fails the build, naming the line.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { ClinicEventName } from '../protocol/index.ts';
import { root } from './build-options.ts';
import { elementFiles } from './element-types.ts';

/** What an element's README says of it. */
export interface ElementDocs {
  /** The element's class name in the manifest and the type declarations, from its tag. */
  className: string;
  /** One sentence for the manifest and the README. */
  summary: string;
  events?: Partial<Record<ClinicEventName, string>>;
  /** `part` names and what they are, for `::part()` theming. */
  parts?: Record<string, string>;
  /** Slots by name ('' for the default slot) and what goes in them. */
  slots?: Record<string, string>;
}

const SECTIONS = { Events: 'events', Parts: 'parts', Slots: 'slots' } as const;

/** `clinic-help-article` → `ClinicHelpArticleElement`. */
export function classNameOf(tag: string): string {
  return `${tag.replace(/(?:^|-)([a-z])/g, (_, letter: string) => letter.toUpperCase())}Element`;
}

/** Reads one element's README; `tag` is the element it must be titled with. */
export function parseElementReadme(text: string, tag: string, file = 'README.md'): ElementDocs {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const fail = (index: number, what: string): never => {
    throw new Error(`${file}:${index + 1}: ${what}`);
  };
  if (lines[0] !== `# \`<${tag}>\``) fail(0, `the title must be # \`<${tag}>\``);
  const docs: ElementDocs = { className: classNameOf(tag), summary: '' };
  let section: (typeof SECTIONS)[keyof typeof SECTIONS] | 'summary' = 'summary';
  const summary: string[] = [];
  lines.slice(1).forEach((line, at) => {
    const index = at + 1;
    if (!line.trim()) return;
    const heading = /^## (.+)$/.exec(line);
    if (heading) {
      section = SECTIONS[heading[1] as keyof typeof SECTIONS] ?? fail(index, `unknown section "${heading[1]}" (Events, Parts or Slots)`);
      if (docs[section]) fail(index, `a second "${heading[1]}" section`);
      docs[section] = {};
      return;
    }
    if (section === 'summary') {
      summary.push(line.trim());
      return;
    }
    const item = /^- (?:`([^`]+)`|(default)): (\S.*)$/.exec(line) ?? fail(index, 'expected "- `name`: what it is"');
    const name = item[2] ? '' : item[1]!;
    if (item[2] && section !== 'slots') fail(index, 'only a slot can be "default"');
    const list = docs[section] as Record<string, string>;
    if (name in list) fail(index, `"${name || 'default'}" is listed twice`);
    list[name] = item[3]!;
  });
  docs.summary = summary.join(' ') || fail(1, 'no summary: write one paragraph under the title');
  return docs;
}

/** Every element's documentation by tag, read from the README.md beside its `*.element.ts`. */
export function elementReadmes(): Map<string, ElementDocs> {
  const byTag = new Map<string, ElementDocs>();
  for (const [tag, { path }] of elementFiles()) {
    const readme = join(dirname(path), 'README.md');
    if (!existsSync(join(root, readme))) throw new Error(`<${tag}> has no documentation: write ${readme}`);
    byTag.set(tag, parseElementReadme(readFileSync(join(root, readme), 'utf8'), tag, readme));
  }
  return byTag;
}

/**
 * Every HTML and JavaScript code block of the README, as a reader would copy it: the test that runs
 * them takes them all, with no list of its own. A block that cannot run on its own (a fragment, a
 * placeholder value) is marked just above its fence with `<!-- snippet: not-runnable: <why> -->`;
 * the reason is required, so a block is never left out silently. A block named with
 * `<!-- snippet: <name> -->` keeps that name; any other is named by its line.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './consumer.ts';

/** A code block of the README. */
export interface ReadmeSnippet {
  /** Its `<!-- snippet: name -->`, else `line <n>`. */
  name: string;
  /** The line of its opening fence (1-based). */
  line: number;
  language: 'html' | 'js';
  code: string;
  /** Why it does not run on its own, when the README says it does not. */
  notRunnable: string | null;
}

/** The fence languages the test runs, and what each is. */
const RUN_AS: Record<string, 'html' | 'js'> = { html: 'html', js: 'js', javascript: 'js' };

const NOT_RUNNABLE = /^<!-- snippet: not-runnable:(.*)-->$/;
const NAMED = /^<!-- snippet: ([\w-]+) -->$/;

/** The HTML and JavaScript blocks of `markdown`; throws on a not-runnable mark with no reason. */
export function readmeSnippets(markdown = readFileSync(join(root, 'README.md'), 'utf8')): ReadmeSnippet[] {
  const lines = markdown.split('\n');
  const found: ReadmeSnippet[] = [];
  for (let at = 0; at < lines.length; at++) {
    const open = /^```(\S*)\s*$/.exec(lines[at]!);
    if (!open) continue;
    const end = lines.findIndex((line, index) => index > at && /^```\s*$/.test(line));
    if (end === -1) throw new Error(`README.md: the code block at line ${at + 1} is never closed`);
    const language = RUN_AS[open[1]!.toLowerCase()];
    if (language) {
      const above = (lines[at - 1] ?? '').trim();
      const skipped = NOT_RUNNABLE.exec(above);
      const reason = skipped ? (skipped[1] ?? '').trim() : null;
      if (skipped && !reason) throw new Error(`README.md line ${at}: a not-runnable snippet must say why`);
      found.push({
        name: NAMED.exec(above)?.[1] ?? `line ${at + 1}`,
        line: at + 1,
        language,
        code: lines.slice(at + 1, end).join('\n'),
        notRunnable: reason,
      });
    }
    at = end;
  }
  return found;
}

import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Lists files under `dir` (recursively) whose path relative to the project matches `pattern`. */
export function findFiles(root: string, dir: string, pattern: RegExp): string[] {
  const found: string[] = [];
  const walk = (current: string) => {
    let entries: string[];
    try {
      entries = readdirSync(current);
    } catch {
      return;
    }
    for (const entry of entries.sort()) {
      const path = join(current, entry);
      if (statSync(path).isDirectory()) walk(path);
      else if (pattern.test(relative(root, path))) found.push(relative(root, path));
    }
  };
  walk(join(root, dir));
  return found;
}

/** The tag an element file defines: `widget('clinic-…', …)` or `tag: 'clinic-…'`; null for another file. */
export function elementTagOf(source: string): string | null {
  return /\b(?:widget\(\s*|tag:\s*)'(clinic-[a-z-]+)'/.exec(source)?.[1] ?? null;
}

/**
 * Writes dist/site/assets/help-articles.json, the help articles the elements fetch (they are not in
 * the bundle: about 15 KB brotli would break its budget). Every article is checked with the
 * content structs first, and a related id that does not exist fails the build.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { validate } from 'superstruct';
import { articles } from '../widgets/content/help/index.ts';
import { HelpArticle } from '../widgets/content/types.ts';

/** The file's format version, for readers that outlive a change of shape. */
export const HELP_CONTENT_VERSION = 1;

/** Checks the articles and returns the file's text; throws naming the first problem. */
export function helpContentJson(list: readonly unknown[] = articles): string {
  const ids = new Set<string>();
  for (const [index, value] of list.entries()) {
    const [error, article] = validate(value, HelpArticle);
    if (error) throw new Error(`help article ${index + 1} (${(value as { id?: unknown })?.id ?? 'no id'}): ${error.message}`);
    if (ids.has(article.id)) throw new Error(`help article ${article.id} appears twice`);
    ids.add(article.id);
  }
  for (const article of list as HelpArticle[]) {
    for (const related of article.relatedArticles) {
      if (!ids.has(related)) throw new Error(`help article ${article.id}: related article ${related} does not exist`);
    }
  }
  return JSON.stringify({ version: HELP_CONTENT_VERSION, articles: list });
}

/** Writes `${siteDir}/assets/help-articles.json`; returns its path. */
export async function buildHelpContent(siteDir: string): Promise<string> {
  const file = join(siteDir, 'assets', 'help-articles.json');
  const text = helpContentJson();
  await mkdir(join(siteDir, 'assets'), { recursive: true });
  await writeFile(file, text);
  return file;
}

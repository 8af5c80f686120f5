/**
 * Writes dist/site/assets/assistant-index.json, beside the help articles: every passage the chat
 * assistant can quote (help articles by section, handbook subsections, FAQ answers; the chat's
 * topics are in the chat's code already). The chat fetches it on the visitor's first question and
 * builds its MiniSearch index from it; the passages are the text the answers quote, so they are
 * shipped rather than a serialised index, which would carry the text as well and weigh about
 * twice as much (docs/decisions.md).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { assistantIndex } from '../widgets/assistant/documents.ts';
import { ASSISTANT_FILE } from '../widgets/assistant/load.ts';

export { assistantIndex };

/** Writes `${siteDir}/assets/assistant-index.json`; returns its path. */
export async function buildAssistantIndex(siteDir: string): Promise<string> {
  const file = join(siteDir, ASSISTANT_FILE);
  await mkdir(join(siteDir, 'assets'), { recursive: true });
  await writeFile(file, JSON.stringify(assistantIndex()));
  return file;
}

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
import { assistantDocuments } from '../widgets/assistant/documents.ts';
import { ASSISTANT_FILE } from '../widgets/assistant/load.ts';
import { ASSISTANT_INDEX_VERSION, type AssistantIndexFile } from '../widgets/assistant/engine.ts';

/** The file's content: the passages in a fixed order, so the build is reproducible. */
export function assistantIndex(): AssistantIndexFile {
  const passages = assistantDocuments()
    .filter((document) => !document.source.startsWith('topic:'))
    .map((document): AssistantIndexFile['passages'][number] => [document.source, document.title, document.heading, document.text]);
  return { version: ASSISTANT_INDEX_VERSION, passages };
}

/** Writes `${siteDir}/assets/assistant-index.json`; returns its path. */
export async function buildAssistantIndex(siteDir: string): Promise<string> {
  const file = join(siteDir, ASSISTANT_FILE);
  await mkdir(join(siteDir, 'assets'), { recursive: true });
  await writeFile(file, JSON.stringify(assistantIndex()));
  return file;
}

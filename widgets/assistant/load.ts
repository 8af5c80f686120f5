// page-state: the assistant's engine, once loaded.
/**
 * The assistant for the chat, loaded on the visitor's first question and never before: this module
 * (with MiniSearch and the answer rules) is a chunk of its own, and the passages are a static file
 * beside the help articles, `${contentBase}assets/assistant-index.json`, fetched once per page (one
 * shared promise; a failure is not kept, so the next question tries again).
 */
import { array, is, number, string, tuple, type } from 'superstruct';
import { answer, ASSISTANT_INDEX_VERSION, createEngine, type Answer, type AssistantIndexFile, type Engine } from './engine.ts';

/** Where the file lives, relative to the content base (beside assets/help-articles.json). */
export const ASSISTANT_FILE = 'assets/assistant-index.json';

/** Like the help articles, a fetch gives up after 10 seconds. */
const LOAD_TIMEOUT_MS = 10_000;

const IndexFile = type({ version: number(), passages: array(tuple([string(), string(), string(), string()])) });

const engines = new WeakMap<object, Map<string, Promise<Engine>>>();

/** The address of the file for a content base. */
export function assistantIndexUrl(contentBase: string): string {
  try {
    return new URL(ASSISTANT_FILE, contentBase || location.href).href;
  } catch {
    return `/${ASSISTANT_FILE}`;
  }
}

async function fetchEngine(url: string): Promise<Engine> {
  // Plain fetch: a static file, so a cross-origin embed makes a simple CORS request.
  const response = await globalThis.fetch(url, { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(LOAD_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const body: unknown = await response.json();
  if (!is(body, IndexFile) || body.version !== ASSISTANT_INDEX_VERSION) throw new Error(`${url} is not an assistant index`);
  return createEngine(body as AssistantIndexFile);
}

/** The engine for the page (`owner`: the page's shared objects), loaded once. */
export function loadEngine(owner: object, contentBase: string): Promise<Engine> {
  const url = assistantIndexUrl(contentBase);
  let byUrl = engines.get(owner);
  if (!byUrl) {
    byUrl = new Map();
    engines.set(owner, byUrl);
  }
  let load = byUrl.get(url);
  if (!load) {
    load = fetchEngine(url);
    const pending = load;
    pending.catch(() => byUrl.delete(url));
    byUrl.set(url, pending);
  }
  return load;
}

/** The answer to a question, from the page's engine (loading it on the first question). */
export async function answerQuestion(owner: object, contentBase: string, question: string, options: Parameters<typeof answer>[2]): Promise<Answer> {
  return answer(await loadEngine(owner, contentBase), question, options);
}

/**
 * The answer endpoint's engine: the passages, what people ask of them (common and wider), the
 * language folders' search words and the classifier trained on them and on questions no page answers. The server's alone; the chat's
 * own fallback builds its engine from the passages file only (load.ts).
 */
import { SEARCH_WORDS } from '../../protocol/locales/search.js';
import { chatTopics } from '../content/chat-topics.ts';
import { asks } from '../content/help/asks.ts';
import { outOfScope } from '../content/help/out-of-scope.ts';
import { widerAsks } from '../content/help/wider-asks.ts';
import { sourceClassifier } from './classifier.ts';
import { assistantIndex } from './documents.ts';
import { type AssistantIndexFile, createEngine, type Engine } from './engine.ts';
import { createLexicon, inEnglish } from './lexicon.ts';

/** Builds the endpoint's engine from the passages (the help centre's by default). */
export function endpointEngine(file: AssistantIndexFile = assistantIndex()): Engine {
  const lexicon = createLexicon(SEARCH_WORDS);
  const read = (question: string) => inEnglish(question, lexicon);
  return createEngine(file, chatTopics, asks, read, widerAsks, sourceClassifier(file, [asks, widerAsks], outOfScope));
}

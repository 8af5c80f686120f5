/**
 * The answer endpoint's engine: the passages, what people ask of them (common and wider), the
 * language folders' search words and the classifier learnt from them, from the questions people
 * asked and from questions no page answers. The server's alone; the chat's own fallback builds its
 * engine from the passages file only (load.ts).
 *
 * The classifier is the one the build trained, words and meaning (scripts/assistant-classifier.ts),
 * when it was trained on this content; otherwise (content changed since the build, or other
 * passages) one is trained here on the words alone, in under a second.
 */
import { ASSISTANT_CLASSIFIER } from '../../protocol/generated/assistant-classifier.js';
import { SEARCH_WORDS } from '../../protocol/locales/search.js';
import { chatTopics } from '../content/chat-topics.ts';
import { asks } from '../content/help/asks.ts';
import { widerAsks } from '../content/help/wider-asks.ts';
import { type Classifier, classifierFrom, contentKey, weightsFrom, wordClassifier } from './classifier.ts';
import { assistantIndex } from './documents.ts';
import { type AssistantIndexFile, createEngine, type DecideOptions, type Decision, decide, type Engine, inHelpWords, linkTo } from './engine.ts';
import { endpointTrainingTexts } from './endpoint-training.ts';
import { createLexicon, inEnglish } from './lexicon.ts';
import { questionTerms } from './words.ts';

/** The classifier of `file`'s sources: the build's when it learnt this content, else one trained now on words alone. */
export function endpointClassifier(file: AssistantIndexFile = assistantIndex()): Classifier {
  const texts = endpointTrainingTexts(file);
  if (ASSISTANT_CLASSIFIER.content === contentKey(texts)) return classifierFrom(weightsFrom(ASSISTANT_CLASSIFIER));
  return wordClassifier(texts);
}

/** Builds the endpoint's engine from the passages (the help centre's by default). */
export function endpointEngine(file: AssistantIndexFile = assistantIndex()): Engine {
  const lexicon = createLexicon(SEARCH_WORDS);
  const read = (question: string) => inEnglish(question, lexicon);
  return createEngine(file, chatTopics, asks, read, widerAsks, endpointClassifier(file));
}

/**
 * A page at least this likely is linked beside a topic's reply. The reply answers already, so the bar
 * is twice a quoted passage's (whose page may be the wrong one of two close ones): "I want to talk to
 * a human" links the contact page (68%), not the page on connecting the clinic's own WhatsApp (11%).
 * Chosen on the development set (0.1 to 0.3: 0.15 and above alike).
 */
const TOPIC_RELATED = 0.2;

/**
 * What the answer endpoint decides: the engine's decision, and beside a topic's reply that links no
 * page, up to 2 help pages the classifier finds at least TOPIC_RELATED likely ("How much does the Pro
 * plan cost?": the prices, and a link to managing the subscription). The chat's own search has no
 * classifier: its topics answer alone.
 */
export function endpointDecision(engine: Engine, question: string, options: DecideOptions = {}): Decision {
  const decision = decide(engine, question, options);
  if (decision.kind !== 'topic' || decision.related.length > 0) return decision;
  const likely = engine.classifier?.likely(questionTerms(inHelpWords(engine, question)), options.meaning, TOPIC_RELATED) ?? [];
  const pages = likely.flatMap((source) => engine.passages.find((passage) => passage.source === source && passage.href && !source.startsWith('faq:')) ?? []);
  return { ...decision, related: pages.slice(0, 2).map(linkTo) };
}

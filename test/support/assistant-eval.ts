/**
 * The assistant measured on labelled questions, with the answer function the answer endpoint and
 * the chat run: the endpoint's engine (passages and what people ask of them) by default, or the
 * chat's fallback over the file the build writes; the endpoint's with each question's meaning, as the server
 * computes it. Three sets: the training set (widgets/content/help/labelled-questions.json), which the
 * synonyms and thresholds were tuned on and the classifier learns from; the development set
 * (test/fixtures/assistant-development.json), used to choose changes and never learnt from; and the held-out set
 * (test/fixtures/assistant-held-out.json), written before any tuning and never tuned on. Top-1: the
 * answer's first source is acceptable; top-3: one of the answer's sources (the quoted one and its
 * related links) is; a question with no answer counts as right only when the assistant says it does
 * not know. "I don't know" on a question the site answers is counted on its own.
 */
import { readFileSync } from 'node:fs';
import { assistantIndex } from '../../scripts/assistant-index.ts';
import { meanings } from '../../server/sentence-meaning.ts';
import { type Answer, createEngine, decide, englishCopy, inHelpWords } from '../../widgets/assistant/engine.ts';
import { endpointDecision, endpointEngine } from '../../widgets/assistant/endpoint-engine.ts';
import { render } from '../../widgets/assistant/render.ts';
import { labelledQuestions as learnt } from '../../widgets/assistant/endpoint-training.ts';
import { CHAT_CATALOGS } from '../../protocol/locales/catalogs.js';
import type { Language } from '../../protocol/languages.ts';
import { chatContent, chatTopics, type ChatContent } from '../../widgets/content/chat-topics.ts';
import { GREETING_TOPIC, matchTopic } from '../../widgets/elements/chat/match.ts';
import { topicsIn } from '../../widgets/elements/chat/reply.ts';

export type LabelledQuestion = { q: string; accept: readonly string[]; follows?: string };

const questionsOf = (file: string): LabelledQuestion[] => JSON.parse(readFileSync(new URL(`../fixtures/${file}`, import.meta.url), 'utf8')).questions;

/** The training set: the questions the assistant's synonyms and thresholds were tuned on, which its classifier learns from. */
export const labelledQuestions: readonly LabelledQuestion[] = learnt;
/** The development set: used to choose changes, never learnt from. */
export const developmentQuestions: LabelledQuestion[] = questionsOf('assistant-development.json');
/** The held-out set: written before tuning, never tuned on. */
export const heldOutQuestions: LabelledQuestion[] = questionsOf('assistant-held-out.json');
/** Held-out how-to questions in other languages, by language: written before the languages' search words, never tuned on. */
export const heldOutByLanguage: Record<string, LabelledQuestion[]> = JSON.parse(
  readFileSync(new URL('../fixtures/assistant-held-out-languages.json', import.meta.url), 'utf8'),
).questions;

/** Words that carry no topic of their own: a question and a passage sharing only these share no content word. */
const STOP_WORDS = new Set(
  `a about after again all also am an and any are as at be been before being but by can cannot could did do does doing don done each even every for from get gets got
  had has have he her here him his how i if in into is it its just let like many may me more most much must my need no not now of off on once one only or other our out
  own same she should so some such than that the their them then there these they this those to too up us very want was we were what when where which who whom why will
  with would yes yet you your it's i'm can't don't doesn't won't isn't`.split(/\s+/),
);

/** The content words of a text: lower case, without stop words, with a plural's or possessive's s dropped. */
export function contentWords(text: string): Set<string> {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return new Set(words.filter((word) => word.length > 2 && !STOP_WORDS.has(word)).map((word) => (word.length > 3 ? word.replace(/s$/, '') : word)));
}

/** The questions that share no content word with any passage that answers them (title, heading and text). */
export function withoutSharedWords(questions: readonly LabelledQuestion[]): LabelledQuestion[] {
  const passages = JSON.parse(JSON.stringify(assistantIndex())).passages as [string, string, string, string][];
  const wordsOf = new Map<string, Set<string>>();
  for (const [source, title, heading, text] of passages) {
    const words = wordsOf.get(source) ?? new Set<string>();
    for (const word of contentWords(`${title} ${heading} ${text}`)) words.add(word);
    wordsOf.set(source, words);
  }
  return questions.filter((item) => {
    const answering = item.accept.map((source) => wordsOf.get(source)).filter((words): words is Set<string> => words !== undefined);
    if (answering.length === 0) return false;
    return [...contentWords(item.q)].every((word) => answering.every((words) => !words.has(word)));
  });
}

/** Each other language's chat content, as a chat in that language loads it. */
const contents: Record<string, ChatContent> = Object.fromEntries(
  await Promise.all(Object.entries(CHAT_CATALOGS).map(async ([tag, load]) => [tag, chatContent((await load()).default, tag as Language)] as const)),
);

export interface Evaluation {
  total: number;
  top1: number;
  top3: number;
  /** Questions answered "I don't know", and how many of them have no answer on the site. */
  unknownAnswers: number;
  unknownRight: number;
  /** Questions with no answer, and how many got "I don't know". */
  noAnswer: number;
  noAnswerCaught: number;
  /** Questions the site answers that got "I don't know". */
  unknownOnAnswerable: number;
  /** Questions answered with a clarifying question (which of two pages was meant). */
  clarified: number;
  misses: { q: string; got: string[]; accept: readonly string[] }[];
  /** Milliseconds per question, in the fixture's order. */
  times: number[];
  /** Milliseconds to build the engine from the file. */
  loadMs: number;
}

/**
 * Where the answers come from: the answer endpoint's engine (the passages and what people ask of
 * them, the server's) or the chat's own fallback (the passages of the file the build writes).
 */
export type AnsweredBy = 'endpoint' | 'fallback';

/**
 * The assistant on `questions`, answered `by` the endpoint or the chat's own search; in a chat in
 * `language`, the topic that language's words match goes with each question, as the chat sends it.
 */
export async function evaluate(
  questions: readonly LabelledQuestion[] = labelledQuestions,
  by: AnsweredBy = 'endpoint',
  language?: string,
): Promise<Evaluation> {
  const content = language ? contents[language] : undefined;
  const file = JSON.parse(JSON.stringify(assistantIndex()));
  const started = performance.now();
  const engine = by === 'endpoint' ? endpointEngine(file) : createEngine(file, chatTopics);
  const loadMs = performance.now() - started;
  // The endpoint weighs each question's meaning in the help centre's words, as the server does.
  const meant = by === 'endpoint' ? await meanings(questions.map((item) => inHelpWords(engine, item.q))) : [];
  const result: Evaluation = {
    total: questions.length,
    top1: 0,
    top3: 0,
    unknownAnswers: 0,
    unknownRight: 0,
    noAnswer: 0,
    noAnswerCaught: 0,
    unknownOnAnswerable: 0,
    clarified: 0,
    misses: [],
    times: [],
    loadMs,
  };
  for (const [at, item] of questions.entries()) {
    const before = performance.now();
    const topic = content ? matchTopic(item.q, topicsIn(content)) : null;
    // The endpoint's decision, or the chat's own search's, in the chat's English words.
    const decided = (by === 'endpoint' ? endpointDecision : decide)(engine, item.q, {
      previous: item.follows,
      topic: topic && topic.id !== GREETING_TOPIC ? topic.id : undefined,
      meaning: meant[at],
    });
    const got: Answer = render(decided, englishCopy, '');
    result.times.push(performance.now() - before);
    const isUnknown = got.kind === 'unknown';
    if (got.kind === 'clarify') result.clarified += 1;
    if (isUnknown) result.unknownAnswers += 1;
    if (item.accept.length === 0) {
      result.noAnswer += 1;
      if (isUnknown) {
        result.noAnswerCaught += 1;
        result.unknownRight += 1;
        result.top1 += 1;
        result.top3 += 1;
      } else result.misses.push({ q: item.q, got: got.sources, accept: item.accept });
      continue;
    }
    if (isUnknown) result.unknownOnAnswerable += 1;
    const first = item.accept.includes(got.sources[0]!);
    if (first) result.top1 += 1;
    if (got.sources.slice(0, 3).some((source) => item.accept.includes(source))) result.top3 += 1;
    if (!first) result.misses.push({ q: item.q, got: got.sources, accept: item.accept });
  }
  return result;
}

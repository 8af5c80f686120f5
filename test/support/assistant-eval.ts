/**
 * The assistant measured on the labelled questions (test/fixtures/assistant-questions.json), with
 * the file the build writes and the answer function the chat runs. Top-1: the answer's first source
 * is acceptable; top-3: one of the answer's sources (the quoted one and its related links) is; a
 * question with no answer counts as right only when the assistant says it does not know.
 */
import { readFileSync } from 'node:fs';
import { assistantIndex } from '../../scripts/assistant-index.ts';
import { answer, createEngine, type Answer } from '../../widgets/assistant/engine.ts';

export interface LabelledQuestion {
  q: string;
  accept: string[];
  follows?: string;
}

export const labelledQuestions: LabelledQuestion[] = JSON.parse(
  readFileSync(new URL('../fixtures/assistant-questions.json', import.meta.url), 'utf8'),
).questions;

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
  misses: { q: string; got: string[]; accept: string[] }[];
  /** Milliseconds per question, in the fixture's order. */
  times: number[];
  /** Milliseconds to build the engine from the file. */
  loadMs: number;
}

export function evaluate(questions: readonly LabelledQuestion[] = labelledQuestions): Evaluation {
  const file = JSON.parse(JSON.stringify(assistantIndex()));
  const started = performance.now();
  const engine = createEngine(file);
  const loadMs = performance.now() - started;
  const result: Evaluation = {
    total: questions.length,
    top1: 0,
    top3: 0,
    unknownAnswers: 0,
    unknownRight: 0,
    noAnswer: 0,
    noAnswerCaught: 0,
    misses: [],
    times: [],
    loadMs,
  };
  for (const item of questions) {
    const before = performance.now();
    const got: Answer = answer(engine, item.q, { previous: item.follows });
    result.times.push(performance.now() - before);
    const isUnknown = got.kind === 'unknown';
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
    const first = item.accept.includes(got.sources[0]!);
    if (first) result.top1 += 1;
    if (got.sources.slice(0, 3).some((source) => item.accept.includes(source))) result.top3 += 1;
    if (!first) result.misses.push({ q: item.q, got: got.sources, accept: item.accept });
  }
  return result;
}

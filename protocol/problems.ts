/**
 * What a check finds wrong, apart from the words that say it. A check gives a `Problem`: the key of
 * its message in a language's `validation` catalog (locales/<tag>/api.json) and the values of
 * that message's placeholders, e.g. `{ key: 'tooLong', params: { max: 200 } }`. `problemText` writes
 * it in a language; without one it is the en-IN text the checks have always given. The API names a
 * field's problem by its `fieldCode` ('tooLong' → 'TOO_LONG').
 */
import { validation as EN_VALIDATION } from './locales/en-IN/api.js';
import { type MessageValues, type ValidationKey, type ValidationMessages, writeMessage } from './message.ts';

export type { ValidationKey, ValidationMessages } from './message.ts';

/**
 * A problem a check found: its message's key and placeholder values; `text`, for a failure no rule
 * of ours named (superstruct's own, a cross-check's own words), is its en-IN text, which the
 * en-IN catalog shows instead of `invalidValue`.
 */
export interface Problem {
  key: ValidationKey;
  params?: MessageValues;
  text?: string;
}

/** The en-IN field messages, the default of every check. */
export { EN_VALIDATION };

/** The text of a problem in `messages` (a language's `validation` area, default en-IN). */
export function problemText(problem: Problem, messages: ValidationMessages = EN_VALIDATION): string {
  if (problem.text !== undefined && messages === EN_VALIDATION) return problem.text;
  return writeMessage(messages[problem.key], problem.params);
}

/** The stable code of a field's problem in an API answer: its key in capitals, words split by `_`. */
export function fieldCode(key: ValidationKey): string {
  return key.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase();
}

/**
 * A struct refinement's failure: the en-IN message (what superstruct reports) with its problem
 * attached, which checkForm reads to write the field's message in another language.
 */
export function fail(key: ValidationKey, params?: MessageValues): { message: string; problem: Problem } {
  const problem: Problem = params ? { key, params } : { key };
  return { message: problemText(problem), problem };
}

/**
 * What the answer endpoint's classifier learns from: the help centre's passages, what people ask of
 * them (common and wider), the questions no page answers and the questions people asked, labelled
 * with the sources that answer them. The build trains on them (scripts/assistant-classifier.ts) and
 * the server checks that the weights it loads were trained on them (endpoint-engine.ts).
 */
import { asks } from '../content/help/asks.ts';
import labelled from '../content/help/labelled-questions.json' with { type: 'json' };
import { outOfScope } from '../content/help/out-of-scope.ts';
import { widerAsks } from '../content/help/wider-asks.ts';
import { type LabelledQuestion, trainingTexts } from './classifier.ts';
import type { AssistantIndexFile } from './engine.ts';

/** The questions people asked, with the sources that answer them (none: the site has no answer). */
export const labelledQuestions: readonly LabelledQuestion[] = labelled.questions;

/** The endpoint classifier's training texts for `file`'s passages, with their sources. */
export function endpointTrainingTexts(file: AssistantIndexFile): [text: string, source: string][] {
  return trainingTexts(file, [asks, widerAsks], outOfScope, labelledQuestions);
}

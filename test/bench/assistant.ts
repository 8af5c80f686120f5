/**
 * `npm run bench:assistant`: the chat assistant (the answer endpoint's engine, then the chat's own
 * fallback without it) on three sets of labelled questions, reported apart: the training set
 * (widgets/content/help/labelled-questions.json), which its synonyms and thresholds were tuned on and
 * its classifier learns from; the development set (test/fixtures/assistant-development.json), used to
 * choose changes and never learnt from; and the held-out set (test/fixtures/assistant-held-out.json),
 * written before any tuning.
 * For each: top-1 and top-3 accuracy, "I don't know" on questions the site answers, the no-answer
 * questions caught, the questions that share no content word with their answer and how many of
 * those it got, and every miss; then the held-out how-to questions in other languages, top-1 and top-3 each. Then the time to build the index,
 * the time to find a question's meaning and the time to answer it.
 * Held-out targets: top-1 ≥ 90%, top-3 ≥ 97%, "I don't know" on answerable ≤ 5%, no-answer caught ≥ 90%;
 * ≤ 20 ms a question. The held-out misses are listed only with `--misses`, so tuning never reads them. A change that raises the tuning set and lowers the held-out set is a regression.
 */
import { meaning } from '../../server/sentence-meaning.ts';
import { compileAssistantClassifier } from '../../scripts/assistant-classifier.ts';
import {
  type AnsweredBy,
  developmentQuestions,
  evaluate,
  heldOutByLanguage,
  heldOutQuestions,
  labelledQuestions,
  withoutSharedWords,
  type LabelledQuestion,
} from '../support/assistant-eval.ts';
import { isMain } from './support.ts';

const ROUNDS = 20;

const percent = (part: number, whole: number) => `${((100 * part) / Math.max(whole, 1)).toFixed(1)}%`;

/** One set's figures. */
async function report(name: string, questions: readonly LabelledQuestion[], showMisses: boolean, by: AnsweredBy = 'endpoint'): Promise<void> {
  const result = await evaluate(questions, by);
  const answerable = result.total - result.noAnswer;
  const paraphrases = withoutSharedWords(questions);
  const paraphrased = await evaluate(paraphrases, by);
  console.log(`${name}: ${result.total} questions (${answerable} answerable, ${result.noAnswer} with no answer on the site)`);
  console.log(`  top-1 ${result.top1}/${result.total} (${percent(result.top1, result.total)}), target ≥ 90%`);
  console.log(`  top-3 ${result.top3}/${result.total} (${percent(result.top3, result.total)}), target ≥ 97%`);
  console.log(
    `  "I don't know" on answerable questions ${result.unknownOnAnswerable}/${answerable} (${percent(result.unknownOnAnswerable, answerable)}), target ≤ 5%`,
  );
  console.log(`  clarifying questions asked (which of two pages was meant): ${result.clarified}/${result.total}`);
  console.log(
    `  no-answer questions answered "I don't know" ${result.noAnswerCaught}/${result.noAnswer} (${percent(result.noAnswerCaught, result.noAnswer)}), target ≥ 90%`,
  );
  console.log(
    `  sharing no content word with their answer: ${paraphrases.length}; top-1 ${paraphrased.top1}/${paraphrased.total} (${percent(paraphrased.top1, paraphrased.total)}), ` +
      `"I don't know" ${paraphrased.unknownOnAnswerable}`,
  );
  if (!showMisses) {
    console.log(`  (${result.misses.length} misses not listed: --misses lists them, once tuning is over)`);
    return;
  }
  for (const miss of result.misses)
    console.log(`  miss: "${miss.q}" → ${miss.got.join(', ') || "I don't know"} (accepted: ${miss.accept.join(', ') || "I don't know"})`);
}

export async function benchAssistant(): Promise<void> {
  await compileAssistantClassifier();
  await report('training set (learnt from: its figures say little about new questions)', labelledQuestions, true);
  await report('development set', developmentQuestions, true);
  // The held-out set's questions stay unseen while the assistant is tuned: only its figures are shown,
  // unless asked for by --misses.
  await report('held-out set', heldOutQuestions, process.argv.includes('--misses'));
  // The chat's own search, when the endpoint cannot be reached: the passages without what people ask.
  console.log('\nthe chat without the answer endpoint (its fallback over the passages file):');
  await report('training set, fallback', labelledQuestions, false, 'fallback');
  await report('held-out set, fallback', heldOutQuestions, false, 'fallback');
  // How-to questions in other languages, held out: the endpoint reads them through each language's
  // search words; the chat's own search has none (it finds a topic at most).
  console.log('\nhow-to questions in other languages (held-out), target top-1 ≥ 80%:');
  for (const [tag, questions] of Object.entries(heldOutByLanguage)) {
    const result = await evaluate(questions, 'endpoint', tag);
    const fallback = await evaluate(questions, 'fallback', tag);
    console.log(
      `  ${tag}: ${result.total} questions; top-1 ${result.top1} (${percent(result.top1, result.total)}), top-3 ${result.top3} (${percent(result.top3, result.total)}), ` +
        `"I don't know" ${result.unknownOnAnswerable}; the chat's own search: top-1 ${fallback.top1} (${percent(fallback.top1, fallback.total)})`,
    );
    if (process.argv.includes('--misses'))
      for (const miss of result.misses) console.log(`    miss: "${miss.q}" → ${miss.got.join(', ') || "I don't know"} (accepted: ${miss.accept.join(', ')})`);
  }
  console.log('');
  const first = await evaluate();
  // The time per question, from rounds after the first (the first pays for compiling the code).
  const times = first.times.map(() => [] as number[]);
  const loads: number[] = [first.loadMs];
  for (let round = 1; round < ROUNDS; round++) {
    const again = await evaluate();
    loads.push(again.loadMs);
    for (const [i, ms] of again.times.entries()) times[i]!.push(ms);
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const perQuestion = times.map(median).sort((a, b) => a - b);
  const worst = perQuestion.at(-1)!;
  // A question's meaning, one question at a time as the server finds it (the encoder is loaded by then).
  const meaningTimes: number[] = [];
  for (const item of labelledQuestions.slice(0, 100)) {
    const before = performance.now();
    await meaning(item.q);
    meaningTimes.push(performance.now() - before);
  }
  meaningTimes.sort((a, b) => a - b);
  console.log(`  index built from the file: ${median(loads).toFixed(1)} ms (median of ${ROUNDS}; first ${first.loadMs.toFixed(1)} ms)`);
  console.log(`  a question's meaning: median ${median(meaningTimes).toFixed(1)} ms, max ${meaningTimes.at(-1)!.toFixed(1)} ms`);
  console.log(
    `  a question's answer once its meaning is known (median of ${ROUNDS - 1} rounds): median ${median(perQuestion).toFixed(2)} ms, ` +
      `p90 ${perQuestion[Math.floor(perQuestion.length * 0.9)]!.toFixed(2)} ms, max ${worst.toFixed(2)} ms (with the meaning, target ≤ 20 ms at the median)`,
  );
}

if (isMain(import.meta.url)) await benchAssistant();

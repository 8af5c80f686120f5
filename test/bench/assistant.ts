/**
 * `npm run bench:assistant`: the chat assistant on the labelled questions
 * (test/fixtures/assistant-questions.json), with the passages the build writes and the answer
 * function the chat runs. Prints top-1 and top-3 accuracy, the "I don't know" answers (precision:
 * how many of them had no answer on the site; recall: how many of the questions with no answer got
 * one), every miss, the time to build the index from the file and the time per question.
 * Targets: top-1 ≥ 90%, top-3 ≥ 97%, every no-answer question answered "I don't know", ≤ 20 ms a question.
 */
import { evaluate } from '../support/assistant-eval.ts';
import { isMain } from './support.ts';

const ROUNDS = 20;

const percent = (part: number, whole: number) => `${((100 * part) / Math.max(whole, 1)).toFixed(1)}%`;

export function benchAssistant(): void {
  const first = evaluate();
  // The time per question, from rounds after the first (the first pays for compiling the code).
  const times = first.times.map(() => [] as number[]);
  const loads: number[] = [first.loadMs];
  for (let round = 1; round < ROUNDS; round++) {
    const again = evaluate();
    loads.push(again.loadMs);
    for (const [i, ms] of again.times.entries()) times[i]!.push(ms);
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const perQuestion = times.map(median).sort((a, b) => a - b);
  const worst = perQuestion.at(-1)!;
  console.log(`assistant: ${first.total} labelled questions, ${first.noAnswer} with no answer on the site`);
  console.log(`  top-1 ${first.top1}/${first.total} (${percent(first.top1, first.total)}), target ≥ 90%`);
  console.log(`  top-3 ${first.top3}/${first.total} (${percent(first.top3, first.total)}), target ≥ 97%`);
  console.log(
    `  "I don't know": precision ${first.unknownRight}/${first.unknownAnswers} (${percent(first.unknownRight, first.unknownAnswers)}), ` +
      `no-answer questions caught ${first.noAnswerCaught}/${first.noAnswer} (target: all)`,
  );
  console.log(`  index built from the file: ${median(loads).toFixed(1)} ms (median of ${ROUNDS}; first ${first.loadMs.toFixed(1)} ms)`);
  console.log(
    `  per question (median of ${ROUNDS - 1} rounds): median ${median(perQuestion).toFixed(2)} ms, p90 ${perQuestion[Math.floor(perQuestion.length * 0.9)]!.toFixed(2)} ms, ` +
      `max ${worst.toFixed(2)} ms (target ≤ 20 ms)`,
  );
  for (const miss of first.misses) console.log(`  miss: "${miss.q}" → ${miss.got.join(', ')} (accepted: ${miss.accept.join(', ') || "I don't know"})`);
}

if (isMain(import.meta.url)) benchAssistant();

/**
 * Which page a question is about, learnt from how each page is written and asked about: a softmax
 * (multinomial logistic) classifier from search words to sources, trained on every sentence of
 * every passage (with its title and heading) and every ask, common and wider, each labelled with
 * its source, and on questions the help centre does not answer (out-of-scope.ts), labelled as a
 * class of their own. Where the word search counts shared words, the classifier weighs them by how
 * well they tell one page from another ("address" says the clinic profile, "month" says little) and
 * a page from what no page answers ("dose", "hire", "sell"), so it ranks the pages a question
 * reaches, answers where the words alone cover too little of a question, and says "I don't know"
 * to a question like those no page answers (engine.ts). The answer endpoint's alone: trained once in
 * the server (under a second), never shipped to the browser. Deterministic: the same content trains
 * the same weights.
 */
import { type Asks, type AssistantIndexFile, sentences } from './engine.ts';
import { questionTerms } from './words.ts';

/** A passage the word search ranked: its source, its score and the share of the question it covers. */
interface Ranked {
  passage: { source: string };
  score: number;
  coverage: number;
}

export interface Classifier {
  /** The probability of each source given a question's search words (empty when no word is known). */
  probabilities(terms: readonly string[]): ReadonlyMap<string, number>;
  /**
   * Re-weighs the passages the word search ranked (`ranked`, the best of each source in `best`) by
   * the probability of their source, and adds the source it is sure of (or, when none is ranked, the
   * likeliest); empties `ranked` for a question like those no page answers.
   */
  reweigh<T extends Ranked>(terms: readonly string[], ranked: T[], best: ReadonlyMap<string, T>): void;
  /** Whether a question is like those no page answers (so no company topic answers it either). */
  outside(terms: readonly string[]): boolean;
}

/** The class of the questions no page answers (no source is named so: a source has a colon). */
export const OUT_OF_SCOPE = 'out-of-scope';
/** A question at least this likely to be one no page answers gets "I don't know", unless a passage covers KEEP of it… */
const OUTSIDE = 0.5;
const KEEP = 0.75;
/**
 * …and when no page covers enough of a question for the word search, the page the classifier finds
 * likeliest answers, if it is at least this likely and likelier than the question being out of scope.
 */
const GUESS = 0.2;
/** The classifier re-weighs the pages of questions of at least this many search words (a short one is best matched by titles)… */
const MIN_TERMS = 4;
/** …each help page's score times its probability over the most likely ranked page's, to this power… */
const WEIGHT = 0.5;
/** …and a source it is this sure of answers even below the coverage the word search asks for, down to RESCUE_COVERAGE. */
const SURE = 0.7;
const RESCUE_COVERAGE = 0.3;

/** Passes over the examples, the first step size (falling to 0) and the weight decay. */
const EPOCHS = 20;
const RATE = 0.5;
const DECAY = 1e-4;

/** A seeded shuffle (Park–Miller), so training visits the examples in the same order every time. */
function shuffled<T>(items: readonly T[], seed: { value: number }): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    seed.value = (seed.value * 16807) % 2147483647;
    const j = seed.value % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** Trains the classifier on examples: a text's search words and the source it belongs to. */
export function trainClassifier(examples: readonly (readonly [readonly string[], string])[]): Classifier {
  const sources = [...new Set(examples.map(([, source]) => source))];
  const vocabulary = new Map<string, number>();
  for (const [terms] of examples) for (const word of terms) if (!vocabulary.has(word)) vocabulary.set(word, vocabulary.size);
  const classes = sources.length;
  const words = vocabulary.size;
  const weights = new Float64Array(classes * words);
  const bias = new Float64Array(classes);
  const scores = new Float64Array(classes);
  /** Fills `scores` with the softmax of the classes' scores for the words. */
  const softmax = (ids: readonly number[]) => {
    let max = Number.NEGATIVE_INFINITY;
    for (let c = 0; c < classes; c++) {
      let sum = bias[c]!;
      for (const id of ids) sum += weights[c * words + id]!;
      scores[c] = sum;
      if (sum > max) max = sum;
    }
    let total = 0;
    for (let c = 0; c < classes; c++) {
      scores[c] = Math.exp(scores[c]! - max);
      total += scores[c]!;
    }
    for (let c = 0; c < classes; c++) scores[c] = scores[c]! / total;
  };
  const data = examples
    .filter(([terms]) => terms.length > 0)
    .map(([terms, source]) => ({ ids: [...new Set(terms)].map((word) => vocabulary.get(word)!), label: sources.indexOf(source) }));
  const seed = { value: 1 };
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    const rate = RATE * (1 - epoch / EPOCHS);
    for (const { ids, label } of shuffled(data, seed)) {
      softmax(ids);
      for (let c = 0; c < classes; c++) {
        const gradient = scores[c]! - (c === label ? 1 : 0);
        bias[c] = bias[c]! - rate * gradient;
        for (const id of ids) {
          const at = c * words + id;
          weights[at] = weights[at]! - rate * (gradient / ids.length + DECAY * weights[at]!);
        }
      }
    }
  }
  const probabilities = (terms: readonly string[]): ReadonlyMap<string, number> => {
    const ids = [...new Set(terms)].map((word) => vocabulary.get(word)).filter((id): id is number => id !== undefined);
    if (ids.length === 0) return new Map();
    softmax(ids);
    return new Map(sources.map((source, c) => [source, scores[c]!]));
  };
  return {
    probabilities,
    outside: (terms) => (probabilities(terms).get(OUT_OF_SCOPE) ?? 0) >= OUTSIDE,
    reweigh(terms, ranked, best) {
      const likely = probabilities(terms);
      if (likely.size === 0) return;
      const outside = likely.get(OUT_OF_SCOPE) ?? 0;
      if (outside >= OUTSIDE && !ranked.some((scored) => scored.coverage >= KEEP)) {
        ranked.length = 0;
        return;
      }
      if (ranked.length === 0) {
        const [source, probability] = [...likely].filter(([name]) => name !== OUT_OF_SCOPE).reduce((a, b) => (b[1] > a[1] ? b : a));
        const found = best.get(source);
        if (found && probability >= GUESS && probability > outside) ranked.push(found);
      }
      if (terms.length < MIN_TERMS) return;
      for (const [source, probability] of likely) {
        const found = best.get(source);
        if (probability >= SURE && found && !ranked.includes(found) && found.coverage >= RESCUE_COVERAGE) ranked.push(found);
      }
      // The page the classifier likes best of those ranked keeps its score, the others lose by how much less it likes them;
      // a chat topic, not one of its classes, keeps its score, so the rules between topics and pages stay the word search's.
      const liked = (scored: (typeof ranked)[number]) => likely.get(scored.passage.source);
      const top = Math.max(0, ...ranked.map((scored) => liked(scored) ?? 0)) + 0.01;
      for (const scored of ranked) {
        const probability = liked(scored);
        if (probability !== undefined) scored.score *= ((probability + 0.01) / top) ** WEIGHT;
      }
    },
  };
}

/** The classifier of the passages' sources, from their text and what people ask of them, and of the questions no page answers. */
export function sourceClassifier(file: AssistantIndexFile, askSets: readonly Asks[], outOfScope: readonly string[] = []): Classifier {
  const examples: [string[], string][] = [];
  for (const [source, title, heading, text] of file.passages) {
    examples.push([questionTerms(`${title} ${heading}`), source]);
    for (const sentence of sentences(text)) examples.push([questionTerms(sentence), source]);
  }
  for (const asks of askSets) for (const [source, list] of Object.entries(asks)) for (const ask of list) examples.push([questionTerms(ask), source]);
  for (const question of outOfScope) examples.push([questionTerms(question), OUT_OF_SCOPE]);
  return trainClassifier(examples);
}

/**
 * Which page a question is about, learnt from how each page is written and asked about: a softmax
 * (multinomial logistic) classifier from a text's search words and its meaning (512 numbers from a
 * sentence encoder, server/sentence-meaning.ts) to sources, trained on every sentence of every
 * passage (with its title and heading), every ask, common and wider, and every question people
 * asked (labelled-questions.json), each labelled with its source, and on questions the help centre
 * does not answer (out-of-scope.ts), labelled as a class of their own. Where the word search counts shared words, the classifier weighs them by how well they
 * tell one page from another ("address" says the clinic profile, "month" says little) and a page
 * from what no page answers ("dose", "hire", "sell"); the meaning reaches a page whose words and
 * asks the question does not share. So it ranks the pages a question reaches, answers where the
 * words alone cover too little of a question, and says "I don't know" to a question like those no
 * page answers (engine.ts).
 *
 * The answer endpoint's alone, never shipped to the browser: the build trains it
 * (scripts/assistant-classifier.ts, about a minute, once per change of the content) and writes its
 * weights; the server loads them. Deterministic: the same content trains the same weights. A
 * question without its meaning (a caller without the encoder) is classified by its words alone.
 */
import { type Asks, type AssistantIndexFile, sentences, writtenInOwnLanguage } from './engine.ts';
import { questionTerms } from './words.ts';

/** A passage the word search ranked: its source, its score and the share of the question it covers. */
interface Ranked {
  passage: { source: string };
  score: number;
  coverage: number;
}

export interface Classifier {
  /** The probability of each source given a question's search words and meaning (empty when neither is known). */
  probabilities(terms: readonly string[], meaning?: Meaning): ReadonlyMap<string, number>;
  /**
   * Re-weighs the passages the word search ranked (`ranked`, the best of each source in `best`) by
   * the probability of their source, and adds the source it is sure of (or, when none is ranked, the
   * likeliest); empties `ranked` for a question like those no page answers. For a question `asked`
   * in English on its own (not a follow-up), the page it is at least LEAD sure of scores first.
   */
  reweigh<T extends Ranked>(terms: readonly string[], ranked: T[], best: ReadonlyMap<string, T>, meaning?: Meaning, asked?: string): void;
  /** Whether a question is like those no page answers (so no company topic answers it either). */
  outside(terms: readonly string[], meaning?: Meaning): boolean;
  /** The pages at least `least` likely for a question (RELATED_LIKELY unless given), likeliest first (the answer links them as related). */
  likely(terms: readonly string[], meaning?: Meaning, least?: number): string[];
  /** What it learnt, to be written by the build and loaded by the server (`classifierFrom`). */
  weights: ClassifierWeights;
}

/** A text's meaning: the sentence encoder's 512 numbers. */
export type Meaning = ArrayLike<number>;

/** A trained classifier: its classes, its words, and per class a weight for each word, each meaning dimension and a bias. */
export interface ClassifierWeights {
  sources: string[];
  vocabulary: string[];
  /** The meaning's length (0 when trained on words alone). */
  dimensions: number;
  /** Class-major: `words[c * vocabulary.length + w]`, `meaning[c * dimensions + d]`. */
  words: Float32Array;
  meaning: Float32Array;
  bias: Float32Array;
  /** The training examples' meanings, to find a question's nearest (`Neighbours`); none when trained on words alone. */
  neighbours?: Neighbours | undefined;
}

/**
 * The meanings of the training examples, each with its class: `classes[n]` indexes `sources`, and
 * example n's meaning is `vectors[n * dimensions + d] * scales[n]` (8 bits a number, each example
 * scaled so its largest number is ±127: a quarter of the size of 32-bit floats, and near enough to
 * tell which examples are nearest).
 */
export interface Neighbours {
  classes: Uint16Array;
  vectors: Int8Array;
  scales: Float32Array;
}

/** A training example: a text's search words, its source and, when known, its meaning. */
export type Example = readonly [terms: readonly string[], source: string, meaning?: Meaning | undefined];

/** The class of the questions no page answers (no source is named so: a source has a colon). */
export const OUT_OF_SCOPE = 'out-of-scope';
/**
 * A question at least this likely to be one no page answers gets "I don't know", unless a passage covers KEEP of it
 * (chosen on the development set with the nearest questions' vote: 0.3–0.5 and 0.75–1)…
 */
const OUTSIDE = 0.4;
const KEEP = 0.9;
/**
 * …and when no page covers enough of a question for the word search, the page the classifier finds
 * likeliest answers, if it is at least this likely and likelier than the question being out of scope.
 */
const GUESS = 0.2;
/**
 * A page at least this likely is linked as related to the answer, after those the word search ranked
 * near the quoted one: a page meant in other words, where the quoted page may be the wrong one of
 * two close ones. Chosen on the development sets (0.05 to 0.2).
 */
const RELATED_LIKELY = 0.1;
/**
 * A page at least this likely answers first, ahead of the word search's first page (which stays as
 * a related link): the classifier learnt from questions in owners' own words, which shared words
 * miss ("our dental assistant quit friday, how do i lock her out of the software" is about roles and
 * access, not the benefits its words name). A company topic its words name still answers: the
 * topic's reply (the Pro plan's price) says more than any one page. Chosen on the development set
 * (0.3 to 0.5 tried: 0.4 answered one more right first time than its neighbours).
 */
const LEAD = 0.4;
/** A letter of any script but the Latin: a question in Tamil, Bengali, Hindi… */
const NOT_LATIN = /(?!\p{Script=Latin})\p{L}/u;
/** The classifier re-weighs the pages of questions of at least this many search words (a short one is best matched by titles)… */
const MIN_TERMS = 4;
/** …each help page's score times its probability over the most likely ranked page's, to this power… */
const WEIGHT = 0.5;
/** …and a source it is this sure of answers even below the coverage the word search asks for, down to RESCUE_COVERAGE. */
const SURE = 0.7;
const RESCUE_COVERAGE = 0.3;

/**
 * The meaning counts this many times its numbers (each is small: the vector has length 1), so that
 * it weighs about as much as the words do; chosen on the tuning and development sets (1, 2, 4, 8).
 */
const MEANING_SCALE = 4;

/**
 * A question's probabilities are half the softmax's and half its nearest training examples' vote
 * (NEIGHBOURS of them by meaning, each weighing exp(similarity / NEIGHBOUR_TEMPERATURE), so a much
 * nearer one outvotes the others): the vote follows a question as close as one already asked though
 * the softmax's one line per page does not. Chosen on the development sets (2 to 20 neighbours,
 * shares 0.3 to 0.7).
 */
const NEIGHBOURS = 5;
const NEIGHBOUR_TEMPERATURE = 0.05;
const NEIGHBOUR_SHARE = 0.5;

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

/** Trains the classifier on examples: a text's search words (and meaning) and the source it belongs to. */
export function trainClassifier(examples: readonly Example[]): Classifier {
  const sources = [...new Set(examples.map(([, source]) => source))];
  const vocabulary = new Map<string, number>();
  for (const [terms] of examples) for (const word of terms) if (!vocabulary.has(word)) vocabulary.set(word, vocabulary.size);
  const dimensions = examples.find(([, , meaning]) => meaning !== undefined)?.[2]?.length ?? 0;
  const classes = sources.length;
  const words = vocabulary.size;
  const weights = new Float64Array(classes * words);
  const meaningWeights = new Float64Array(classes * dimensions);
  const bias = new Float64Array(classes);
  const scores = new Float64Array(classes);
  const data = examples
    .filter(([terms]) => terms.length > 0)
    .map(([terms, source, meaning]) => ({ ids: [...new Set(terms)].map((word) => vocabulary.get(word)!), label: sources.indexOf(source), meaning }));
  const seed = { value: 1 };
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    const rate = RATE * (1 - epoch / EPOCHS);
    for (const { ids, label, meaning } of shuffled(data, seed)) {
      softmax(scores, bias, weights, words, ids, meaningWeights, dimensions, meaning);
      for (let c = 0; c < classes; c++) {
        const gradient = scores[c]! - (c === label ? 1 : 0);
        bias[c] = bias[c]! - rate * gradient;
        for (const id of ids) {
          const at = c * words + id;
          weights[at] = weights[at]! - rate * (gradient / ids.length + DECAY * weights[at]!);
        }
        if (meaning) {
          for (let d = 0; d < dimensions; d++) {
            const at = c * dimensions + d;
            meaningWeights[at] = meaningWeights[at]! - rate * (gradient * meaning[d]! * MEANING_SCALE + DECAY * meaningWeights[at]!);
          }
        }
      }
    }
  }
  return classifierFrom({
    sources,
    vocabulary: [...vocabulary.keys()],
    dimensions,
    words: Float32Array.from(weights),
    meaning: Float32Array.from(meaningWeights),
    bias: Float32Array.from(bias),
    neighbours: dimensions > 0 ? neighboursOf(data, dimensions) : undefined,
  });
}

/** The examples' meanings in 8 bits a number, each example scaled by its largest number. */
function neighboursOf(data: readonly { label: number; meaning: Meaning | undefined }[], dimensions: number): Neighbours {
  const known = data.filter((example) => example.meaning !== undefined && example.meaning.length === dimensions);
  const vectors = new Int8Array(known.length * dimensions);
  const scales = new Float32Array(known.length);
  for (const [n, { meaning }] of known.entries()) {
    let largest = 0;
    for (let d = 0; d < dimensions; d++) largest = Math.max(largest, Math.abs(meaning![d]!));
    const scale = largest > 0 ? largest / 127 : 1;
    scales[n] = scale;
    for (let d = 0; d < dimensions; d++) vectors[n * dimensions + d] = Math.round(meaning![d]! / scale);
  }
  return { classes: Uint16Array.from(known, (example) => example.label), vectors, scales };
}

/** The vote of the examples nearest to `meaning`: each class's share (none when there are no examples). */
function voteOfNeighbours(classCount: number, neighbours: Neighbours, dimensions: number, meaning: Meaning): Float64Array | undefined {
  const { classes, vectors, scales } = neighbours;
  const nearest: [similarity: number, label: number][] = [];
  for (let n = 0; n < classes.length; n++) {
    let sum = 0;
    const at = n * dimensions;
    for (let d = 0; d < dimensions; d++) sum += vectors[at + d]! * meaning[d]!;
    const similarity = sum * scales[n]!;
    if (nearest.length === NEIGHBOURS && similarity <= nearest[NEIGHBOURS - 1]![0]) continue;
    nearest.push([similarity, classes[n]!]);
    nearest.sort((a, b) => b[0] - a[0]);
    if (nearest.length > NEIGHBOURS) nearest.length = NEIGHBOURS;
  }
  if (nearest.length === 0) return undefined;
  const votes = new Float64Array(classCount);
  let total = 0;
  for (const [similarity, label] of nearest) {
    // Relative to the nearest, so the weights stay finite.
    const vote = Math.exp((similarity - nearest[0]![0]) / NEIGHBOUR_TEMPERATURE);
    votes[label] = votes[label]! + vote;
    total += vote;
  }
  for (let c = 0; c < classCount; c++) votes[c] = votes[c]! / total;
  return votes;
}

/** Fills `scores` with the softmax of the classes' scores for the word ids and the meaning. */
function softmax(
  scores: Float64Array,
  bias: ArrayLike<number>,
  weights: ArrayLike<number>,
  words: number,
  ids: readonly number[],
  meaningWeights: ArrayLike<number>,
  dimensions: number,
  meaning: Meaning | undefined,
): void {
  const classes = scores.length;
  let max = Number.NEGATIVE_INFINITY;
  for (let c = 0; c < classes; c++) {
    let sum = bias[c]!;
    for (const id of ids) sum += weights[c * words + id]!;
    if (meaning) for (let d = 0; d < dimensions; d++) sum += meaningWeights[c * dimensions + d]! * meaning[d]! * MEANING_SCALE;
    scores[c] = sum;
    if (sum > max) max = sum;
  }
  let total = 0;
  for (let c = 0; c < classes; c++) {
    scores[c] = Math.exp(scores[c]! - max);
    total += scores[c]!;
  }
  for (let c = 0; c < classes; c++) scores[c] = scores[c]! / total;
}

/** The classifier with the weights a training left (`Classifier.weights`). */
export function classifierFrom(trained: ClassifierWeights): Classifier {
  const { sources, dimensions } = trained;
  const vocabulary = new Map(trained.vocabulary.map((word, id) => [word, id]));
  const words = trained.vocabulary.length;
  const scores = new Float64Array(sources.length);
  // A question is classified a few times (to re-weigh, to tell whether it is out of scope, for related
  // pages) with one meaning: its neighbours are found once. A meaning is never changed once made (the
  // encoder makes a new array per text), so the same array is the same meaning.
  let votedOn: Meaning | undefined;
  let votes: Float64Array | undefined;
  const voteFor = (meaning: Meaning) => {
    if (meaning !== votedOn) {
      votes = trained.neighbours && voteOfNeighbours(sources.length, trained.neighbours, dimensions, meaning);
      votedOn = meaning;
    }
    return votes;
  };
  const probabilities = (terms: readonly string[], meaning?: Meaning): ReadonlyMap<string, number> => {
    const ids = [...new Set(terms)].map((word) => vocabulary.get(word)).filter((id): id is number => id !== undefined);
    const known = meaning !== undefined && meaning.length === dimensions && dimensions > 0 ? meaning : undefined;
    if (ids.length === 0) return new Map();
    softmax(scores, trained.bias, trained.words, words, ids, trained.meaning, dimensions, known);
    const vote = known && voteFor(known);
    if (vote) for (let c = 0; c < scores.length; c++) scores[c] = (1 - NEIGHBOUR_SHARE) * scores[c]! + NEIGHBOUR_SHARE * vote[c]!;
    return new Map(sources.map((source, c) => [source, scores[c]!]));
  };
  const pagesAtLeast = (least: number, terms: readonly string[], meaning?: Meaning) =>
    [...probabilities(terms, meaning)]
      .filter(([source, probability]) => source !== OUT_OF_SCOPE && probability >= least)
      .sort((a, b) => b[1] - a[1])
      .map(([source]) => source);
  return {
    weights: trained,
    probabilities,
    outside: (terms, meaning) => (probabilities(terms, meaning).get(OUT_OF_SCOPE) ?? 0) >= OUTSIDE,
    likely: (terms, meaning, least = RELATED_LIKELY) => pagesAtLeast(least, terms, meaning),
    reweigh(terms, ranked, best, meaning, asked) {
      const likely = probabilities(terms, meaning);
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
      if (terms.length >= MIN_TERMS) {
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
      }
      // The page it is sure enough of leads, when the words found any passage of it: the others stay, as related pages.
      // Not for a question in another language: it reaches the classifier in the help centre's words, put word by word,
      // whose meaning is too rough to overrule the words.
      const english = asked !== undefined && !NOT_LATIN.test(asked) && !writtenInOwnLanguage(asked);
      const led = english && ranked.length > 0 ? best.get(pagesAtLeast(LEAD, terms, meaning)[0] ?? '') : undefined;
      if (!led) return;
      const first = Math.max(...ranked.map((scored) => scored.score));
      if (!ranked.includes(led)) ranked.push(led);
      if (led.score < first) led.score = first * 1.001;
    },
  };
}

/** A question people asked, with the sources that answer it (none: the site has no answer); `follows` for a follow-up. */
export interface LabelledQuestion {
  q: string;
  accept: readonly string[];
  follows?: string;
}

/**
 * What the classifier learns from, in order: each passage's title and heading and each of its
 * sentences, what people ask of each source (common and wider), the questions no page answers, and
 * the questions people asked, labelled with each source that answers them (a follow-up, whose
 * meaning is the question before it too, and a topic's or an account page's question teach nothing).
 */
export function trainingTexts(
  file: AssistantIndexFile,
  askSets: readonly Asks[],
  outOfScope: readonly string[] = [],
  asked: readonly LabelledQuestion[] = [],
): [text: string, source: string][] {
  const texts: [string, string][] = [];
  const sources = new Set<string>();
  for (const [source, title, heading, text] of file.passages) {
    sources.add(source);
    texts.push([`${title} ${heading}`, source]);
    for (const sentence of sentences(text)) texts.push([sentence, source]);
  }
  for (const asks of askSets) for (const [source, list] of Object.entries(asks)) for (const ask of list) texts.push([ask, source]);
  for (const question of outOfScope) texts.push([question, OUT_OF_SCOPE]);
  for (const { q, accept, follows } of asked) {
    if (follows) continue;
    if (accept.length === 0) texts.push([q, OUT_OF_SCOPE]);
    for (const source of accept) if (sources.has(source)) texts.push([q, source]);
  }
  return texts;
}

/** The classifier of the passages' sources, from the words of their text and what people ask of them, and of the questions no page answers. */
export function sourceClassifier(file: AssistantIndexFile, askSets: readonly Asks[], outOfScope: readonly string[] = []): Classifier {
  return wordClassifier(trainingTexts(file, askSets, outOfScope));
}

/** A classifier trained on the words alone of training texts (`trainingTexts`). */
export function wordClassifier(texts: readonly (readonly [string, string])[]): Classifier {
  return trainClassifier(texts.map(([text, source]) => [questionTerms(text), source]));
}

/**
 * A key of the training texts (a 53-bit hash, cyrb53), so the server can tell whether the weights
 * the build wrote were trained on the content it serves.
 */
export function contentKey(texts: readonly (readonly [string, string])[]): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (const [text, source] of texts) {
    const line = `${source}\u0000${text}\u0001`;
    for (let i = 0; i < line.length; i++) {
      const code = line.charCodeAt(i);
      h1 = Math.imul(h1 ^ code, 2654435761);
      h2 = Math.imul(h2 ^ code, 1597334677);
    }
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** Weights as the build writes them: the numbers as base64 of little-endian 32-bit floats. */
export interface StoredClassifier {
  /** The training texts' key (`contentKey`): the weights answer for this content only. */
  content: string;
  sources: string[];
  vocabulary: string[];
  dimensions: number;
  words: string;
  meaning: string;
  bias: string;
  /** The training examples' meanings (`Neighbours`), each array as base64 of its little-endian bytes. */
  neighbours?: { classes: string; vectors: string; scales: string } | undefined;
}

/** The platform's base64 decoder (browsers' and Node's; the server's types do not name it). */
declare const atob: (data: string) => string;

/** The weights of a stored classifier. */
export function weightsFrom(stored: StoredClassifier): ClassifierWeights {
  const bytes = (base64: string) => {
    const text = atob(base64);
    const out = new Uint8Array(text.length);
    for (let at = 0; at < text.length; at++) out[at] = text.charCodeAt(at);
    return out.buffer;
  };
  const floats = (base64: string) => new Float32Array(bytes(base64));
  const { sources, vocabulary, dimensions, neighbours } = stored;
  return {
    sources,
    vocabulary,
    dimensions,
    words: floats(stored.words),
    meaning: floats(stored.meaning),
    bias: floats(stored.bias),
    neighbours: neighbours && {
      classes: new Uint16Array(bytes(neighbours.classes)),
      vectors: new Int8Array(bytes(neighbours.vectors)),
      scales: floats(neighbours.scales),
    },
  };
}

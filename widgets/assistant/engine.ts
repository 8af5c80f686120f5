/**
 * The assistant's answer to a question: DOM-free, so the chat and the Node evaluation
 * (test/unit/assistant-accuracy.test.ts, `npm run bench:assistant`) run the same function over
 * the same passages. In order:
 *   1. a message that only greets gets the greeting; small talk (thanks, bye, ok) a short reply;
 *   2. a complaint or an angry message gets an apology and the human channels, nothing else;
 *   3. an account task links its page (forgot password, sign in, start a trial);
 *   4. a question about the company (prices, trial, security, support hours, contact, who we are)
 *      that is not a how-to gets that chat topic's answer, unless it is about the clinic's own work
 *      and a help passage answers it far better ("how much did we collect in cash today");
 *   5. otherwise the passages are searched (MiniSearch: field boosts, prefix and fuzzy matching,
 *      clinic synonyms; at the answer endpoint, a classifier learnt from the pages and what people
 *      ask of them re-weighs the ranking, classifier.ts); the best passage is quoted (2–4
 *      sentences) and linked, with up to 2 related links;
 *   6. when no passage covers enough of the question (MIN_COVERAGE, MIN_SCORE, tested by the
 *      labelled questions), it says it does not know and offers the human channels. It never guesses.
 * A short follow-up ("and on WhatsApp?") is searched together with the question before it.
 * Small talk, a complaint and a how-to are told by English's words here and by every language
 * folder's (every-chat.json `thanks`, `bye`, `ok`, `complaint`; search.json's forms of "how to"),
 * in a chat of any language.
 * A question written in a folder's language (its script, or its romanised filler words: Hindi in
 * Devanagari or Hinglish), or one a chat in another language matched to a topic by that language's
 * words, gets that topic unless it asks how to do something; a how-to is
 * searched (read through the languages' search words, lexicon.ts), and when no passage answers,
 * its topic still does.
 * The replies' own words are the copy's: English here, another language's from its content module.
 */
import MiniSearch, { type SearchResult } from 'minisearch';
import { chatTopics, englishCopy } from '../content/chat-topics.ts';

export { complaintReply, englishCopy, unknownReply } from '../content/chat-topics.ts';
import type { ChatTopic } from '../content/types.ts';
import { GREETING_TOPIC, matchScore, matchTopic, onlyGreets } from '../elements/chat/match.ts';
import type { Classifier, Meaning } from './classifier.ts';
import type { AssistantDocument } from './documents.ts';
import {
  EVERY_CHAT_ALSO_ENGLISH,
  EVERY_CHAT_FILLER,
  EVERY_CHAT_GREETING_COMPANIONS,
  EVERY_CHAT_KINDS,
  EVERY_CHAT_SCRIPT,
} from '../../protocol/locales/every-chat.js';
import { foldDevanagari } from './devanagari.ts';
import { render, type AccountPage, type Answer, type AnswerLink, type AssistantCopy, type Decision } from './render.ts';

export type { AccountPage, Answer, AnswerLink, AssistantCopy, Decision };
import { questionTerms, term, tokenize } from './words.ts';

/** The format of assets/assistant-index.json (scripts/assistant-index.ts writes it). */
export const ASSISTANT_INDEX_VERSION = 1;
/** One passage in the file: source, title, heading, text (see documents.ts). */
export type PassageRow = [source: string, title: string, heading: string, text: string];
export interface AssistantIndexFile {
  version: number;
  passages: PassageRow[];
}

/** What people ask that each source answers, in their own words (widgets/content/help/asks.ts, wider-asks.ts). */
export type Asks = Readonly<Record<string, readonly string[]>>;

/** A passage must cover this share of the question's weight (rarer words weigh more) to be quoted. */
export const MIN_COVERAGE = 0.45;
/** …and score at least this (MiniSearch's BM25 with the boosts below). */
export const MIN_SCORE = 4;
/**
 * When the best passage of another page scores at least this share of the best one, the assistant
 * asks which was meant rather than guess. The share is high: it asks only when two pages tie.
 */
export const CLARIFY_SHARE = 0.95;
/** A related link must score at least this share of the best passage's score, or be a page the classifier finds likely. */
const RELATED_SHARE = 0.3;
/** How much a follow-up leans on the question before it: a passage matching all its words counts this much more, plus one. */
const CONTEXT_WEIGHT = 3;

/** Topics about the company rather than using the product: they answer when the question is not a how-to. */
export const COMPANY_TOPICS = new Set(['pricing', 'gst-pricing', 'trial', 'security', 'support', 'contact', 'about', 'onboarding']);

/** A passage as searched: a document of documents.ts, and for a topic, the topic (its reply is given whole). */
interface Passage extends Omit<AssistantDocument, 'id'> {
  topic?: ChatTopic;
  /** What people ask that the passage's source answers: the common questions, and more of the words they are asked in. */
  asks: string;
  widerAsks: string;
}

/** A loaded engine: the passages and their search index. */
export interface Engine {
  passages: Passage[];
  search: MiniSearch<Passage & { id: number }>;
  /**
   * Reads a question in another language in the help centre's words, null for one in English (the
   * answer endpoint's, through the languages' search words, lexicon.ts; the chat's own search has none).
   */
  read?: ((question: string) => string | null) | undefined;
  /**
   * Which page a question is about, and whether it is like those no page answers, learnt from the pages, their
   * asks and questions out of scope (the answer endpoint's; classifier.ts).
   */
  classifier?: Pick<Classifier, 'reweigh' | 'outside' | 'likely'> | undefined;
}

const hrefOf = (source: string) => {
  const [kind, id = ''] = source.split(':');
  if (kind === 'help') return `/help/${id}`;
  if (kind === 'handbook') return `/handbook#${id}`;
  if (kind === 'faq') return id.startsWith('pricing') ? '/pricing' : '/support';
  return '';
};

/** How much what people ask weighs against the passage's own text. */
const ASKS_BOOST = 1;
/**
 * How much the wider wording weighs: little, so a word it shares with a question brings the page
 * in reach (the question's coverage) without outranking a page whose own text or common asks answer.
 */
const WIDER_ASKS_BOOST = 0.3;

const SEARCH = {
  boost: { title: 3, heading: 1.5, keywords: 2, asks: ASKS_BOOST, widerAsks: WIDER_ASKS_BOOST, text: 1 },
  prefix: (word: string) => word.length >= 4,
  fuzzy: (word: string) => (word.length >= 5 ? 0.2 : false),
  weights: { fuzzy: 0.3, prefix: 0.4 },
  combineWith: 'OR',
  // The question is turned into search words once (questionTerms); the search takes them as they are.
  tokenize: (text: string) => text.split(' '),
  processTerm: (word: string) => word,
} as const;

/**
 * Builds the engine from the file's passages and the chat's topics (product topics weigh less than
 * the content), with what people ask of each source (the common questions and the wider wording)
 * and, for the answer endpoint, the classifier's re-weighing of the ranked passages (classifier.ts).
 */
export function createEngine(
  file: AssistantIndexFile,
  topics: readonly ChatTopic[] = chatTopics,
  asks: Asks = {},
  read?: Engine['read'],
  widerAsks: Asks = {},
  classifier?: Engine['classifier'],
): Engine {
  const passages: Passage[] = file.passages.map(([source, title, heading, text]) => ({
    source,
    href: hrefOf(source),
    title,
    heading,
    text,
    keywords: '',
    asks: (asks[source] ?? []).join('\n'),
    widerAsks: (widerAsks[source] ?? []).join('\n'),
  }));
  for (const topic of topics) {
    if (topic.id === GREETING_TOPIC) continue;
    passages.push({
      source: `topic:${topic.id}`,
      href: '',
      title: topic.id.replaceAll('-', ' '),
      heading: '',
      text: topic.reply,
      keywords: topic.keywords.join(' '),
      asks: '',
      widerAsks: '',
      topic,
    });
  }
  const search = new MiniSearch<Passage & { id: number }>({
    fields: ['title', 'heading', 'text', 'keywords', 'asks', 'widerAsks'],
    tokenize,
    processTerm: term,
    searchOptions: {
      ...SEARCH,
      // A topic is a summary: where the help content answers as well, it answers better.
      boostDocument: (id: number) => (passages[id]?.topic ? 0.5 : 1),
    },
  });
  search.addAll(passages.map((passage, id) => ({ ...passage, id })));
  return { passages, search, read, classifier };
}

const lower = (text: string) => foldDevanagari(text.toLowerCase()).replace(/['’]/g, "'").replace(/\s+/g, ' ').trim();
const words = (text: string) =>
  lower(text)
    .replace(/[^\p{L}\p{M}\p{N}' ]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * A regular expression's alternation of a language folder's words or phrases, each spelt as `words`
 * spells a message (one space between words); one that never matches when there are none.
 */
const alternation = (forms: readonly string[]) =>
  forms
    .map((form) => words(form).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .filter((form) => form !== '')
    .join('|') || '(?!)';

/** Words that may follow thanks or a goodbye ("ji", "sir", "team"): every folder's greeting companions. */
const COMPANIONS = alternation(EVERY_CHAT_GREETING_COMPANIONS);

/**
 * Small talk is a whole message: English's words here, each folder's `thanks`, `bye` and `ok` in
 * every-chat.json ("dhanyavaad", "நன்றி", "theek hai"). Thanks and goodbyes may follow an
 * acknowledgement ("ok thanks") and be followed by a companion ("dhanyavaad ji", "thanks team").
 */
const SMALL_TALK: [RegExp, 'thanks' | 'bye' | 'ok'][] = [
  [
    new RegExp(
      `^(?:(?:ok(?:ay)?|great|cool|nice|good|perfect|awesome|super)\\s+)*(?:thanks?|thank\\s*you|thx|ty|tysm|thank\\s*u|many\\s+thanks|${alternation(EVERY_CHAT_KINDS.thanks)})(?:\\s+(?:a\\s+lot|so\\s+much|very\\s+much|again|${COMPANIONS}))*$`,
      'u',
    ),
    'thanks',
  ],
  [
    new RegExp(
      `^(?:(?:ok(?:ay)?|thanks?|thank\\s*you)\\s+)*(?:bye|goodbye|good\\s*bye|see\\s+you|see\\s+ya|cya|tata|good\\s*night|take\\s+care|${alternation(EVERY_CHAT_KINDS.bye)})(?:\\s+(?:then|now|${COMPANIONS}))*$`,
      'u',
    ),
    'bye',
  ],
  [
    new RegExp(
      `^(?:ok(?:ay)?|k|kk|fine|alright|got\\s+it|understood|cool|great|nice|good|perfect|awesome|yes|no|sure|hmm+|noted|${alternation(EVERY_CHAT_KINDS.ok)})$`,
      'u',
    ),
    'ok',
  ],
];

/**
 * A complaint or an angry message: English's words, or a folder's `complaint` word or phrase anywhere in it ("bakwas", "மோசம்").
 * What others complain of, hate or are angry about, said within five words of them ("patients complain the
 * reminder never came", "folks want alerts but hate promos"), and which of something is worst ("which weekday is
 * worst") report a problem to solve, not anger at us.
 */
const COMPLAINT = new RegExp(
  `(?<!\\b(?:(?:patients?|clients?|customers?|people|folks|they|staff|she|he)(?: \\w+){0,4}|(?:which|what) \\w+ (?:is|are)) )\\b(?:worst|terrible|horrible|awful|useless|pathetic|rubbish|disgusting|angry|furious|frustrat\\w*|disappoint\\w*|fed\\s+up|complain\\w*|unacceptable|not\\s+acceptable|ridiculous|waste\\s+of|scam|fraud|cheat\\w*|unhappy|not\\s+happy|very\\s+bad|so\\s+bad|hate|nonsense|shameful)\\b|(?:^| )(?:${alternation(EVERY_CHAT_KINDS.complaint)})(?= |$)`,
  'u',
);

const PASSWORD =
  /\b(?:forgot|forgotten|forget|reset|lost|recover|remember|change|new)\b.*\bpass\s*(?:word|wd|code)?s?\b|\bpass\s*(?:word|wd)\b.*\b(?:forgot|forgotten|reset|lost)\b/;
const PROBLEM = /\b(?:can\s*not|cannot|can'?t|unable|not\s+able|not\s+working|doesn'?t\s+work|error|locked|problem|issue|fail\w*|wrong)\b/;
const SIGN_IN = /\b(?:where|how)\b.*\b(?:log\s*-?\s*in|sign\s*-?\s*in|login|signin)\b|^(?:log\s*-?\s*in|sign\s*-?\s*in|login|signin)(?:\s+page)?$/;
const START_TRIAL = /\b(?:start|begin|take|get|want|activate|open)\b.*\b(?:trial|account)\b|\b(?:sign\s*-?\s*up|register|create\s+(?:an?\s+|my\s+)?account)\b/;

/**
 * A how-to question: it asks how to use the product, so the content answers it, not a company topic.
 * English's words here; another language's are the forms of "how to" in its folder's search.json ("kaise", "எப்படி").
 */
const HOW_TO = new RegExp(
  `\\bhow\\s+(?:do|can|to|should|will|would)\\b|\\bwhere\\s+(?:do|can|is|are)\\b|\\b(?:steps?|configure|connect|enable|add|change|edit|export|download|upload|record|create|track)\\b|(?:^| )(?:${alternation(EVERY_CHAT_KINDS.how)})(?= |$)`,
  'u',
);

const OWN_SCRIPT = EVERY_CHAT_SCRIPT === null ? null : new RegExp(EVERY_CHAT_SCRIPT, 'u');
/** The romanised filler words English text does not have ("kya", "hai", "milta"; not "ho"). */
const OWN_WORDS: ReadonlySet<string> = new Set(EVERY_CHAT_FILLER.filter((word) => /^[a-z]+$/.test(word) && !EVERY_CHAT_ALSO_ENGLISH.includes(word)));

/**
 * True when the message is written in a language folder's language rather than in English: it has
 * a letter of the script the folders' filler words are written in, or a romanised filler word no
 * folder lists as English too ("kya", "hai", "milta" but not "ho"). "Price kitna hai" is
 * Hindi; "Do you support WhatsApp?" is not.
 */
export function writtenInOwnLanguage(text: string): boolean {
  if (OWN_SCRIPT?.test(text)) return true;
  return text
    .toLowerCase()
    .split(/[^a-z]+/)
    .some((word) => OWN_WORDS.has(word));
}

/** A follow-up that leans on the question before it. */
const FOLLOW_UP = /^(?:and|also|or|but|what\s+about|how\s+about|same\s+for|and\s+what\s+about|and\s+for|and\s+on|what\s+if)\b/;

function accountPage(text: string): AccountPage | null {
  if (PASSWORD.test(text)) return '/forgot-password';
  if (PROBLEM.test(text)) return null;
  if (SIGN_IN.test(text)) return '/login';
  if (START_TRIAL.test(text) && !/\b(?:card|cost|price|long|how\s+many|days?)\b/.test(text)) return '/register';
  return null;
}

interface Scored {
  passage: Passage;
  score: number;
  coverage: number;
}

/**
 * The passages that answer the search words, best first, each source once. A passage ranks by its
 * search score times its coverage squared (one that answers part of the question loses to one
 * that answers all of it); for a follow-up, times one plus the share of the earlier question's
 * words (`context`) it also matches, times CONTEXT_WEIGHT. `alone`: the question as asked, when it is
 * not a follow-up (the classifier may let the page it is sure of lead).
 */
function rank(engine: Engine, terms: readonly string[], context: readonly string[] = [], meaning?: Meaning, alone?: string): Scored[] {
  const total = engine.passages.length;
  // A word's weight is its rarity among the passages; a word found nowhere (even fuzzily) weighs most.
  const weight = new Map(terms.map((word) => [word, Math.log(1 + total / (1 + engine.search.search(word).length))]));
  const sum = [...weight.values()].reduce((a, b) => a + b, 0);
  const inContext = new Map<number, number>();
  if (context.length > 0) {
    for (const result of engine.search.search(context.join(' '))) inContext.set(result.id, result.queryTerms.length / context.length);
  }
  const results = engine.search.search(terms.join(' '));
  const best = new Map<string, Scored>();
  for (const result of results as (SearchResult & { id: number })[]) {
    const passage = engine.passages[result.id]!;
    const covered = result.queryTerms.reduce((a, word) => a + (weight.get(word) ?? 0), 0);
    const coverage = sum > 0 ? covered / sum : 0;
    const scored = { passage, score: result.score * coverage * coverage * (1 + CONTEXT_WEIGHT * (inContext.get(result.id) ?? 0)), coverage };
    const known = best.get(passage.source);
    if (!known || known.score < scored.score) best.set(passage.source, scored);
  }
  const ranked = [...best.values()].filter((s) => s.coverage >= MIN_COVERAGE && s.score >= MIN_SCORE);
  engine.classifier?.reweigh(terms, ranked, best, meaning, alone);
  return ranked.sort((a, b) => b.score - a.score);
}

/** Sentences of a passage (a link's label never ends one). */
export function sentences(text: string): string[] {
  return text.split(/(?<=[.!?])\s+(?=[A-Z0-9₹"“([])/u).filter((s) => s.trim() !== '');
}

/** The 2–4 sentences of the passage that best answer the words, cut at sentence boundaries. */
export function quote(text: string, terms: readonly string[], maxLength = 360): string {
  const all = sentences(text);
  if (all.length <= 2) return all.join(' ');
  const hits = all.map((s) => {
    const own = new Set(tokenize(s).map(term));
    return terms.filter((word) => [...own].some((w) => w !== null && (w === word || (word.length >= 4 && w.startsWith(word))))).length;
  });
  let start = hits.indexOf(Math.max(...hits));
  if (start === all.length - 1) start -= 1;
  const chosen = [all[start]!, all[start + 1]!];
  for (let next = start + 2; next < all.length && chosen.length < 4; next++) {
    if (chosen.join(' ').length + all[next]!.length > maxLength) break;
    chosen.push(all[next]!);
  }
  return chosen.join(' ');
}

const label = (passage: Passage) => passage.title.replace(/[[\]()\n]/g, '');

export const linkTo = (passage: Passage): AnswerLink => ({ source: passage.source, title: label(passage), href: passage.href });

/**
 * The best passage of another page that scores almost as well as the best one (CLARIFY_SHARE), when
 * both are pages of the help centre or the handbook on different subjects (titles sharing no word):
 * the assistant then asks which was meant.
 */
function closeSecond(ranked: readonly Scored[]): Scored | undefined {
  const [first] = ranked;
  if (!first?.passage.href || first.passage.topic) return undefined;
  const second = ranked.find((scored) => scored.passage.title !== first.passage.title);
  if (!second?.passage.href || second.passage.topic || second.passage.source.startsWith('faq:')) return undefined;
  // Two pages on one subject ("Adding Your First Clients", "Adding Clients") both answer: no need to ask.
  const words = (passage: Passage) =>
    new Set(
      tokenize(passage.title)
        .map(term)
        .filter((word) => word !== null),
    );
  const firstWords = words(first.passage);
  if ([...words(second.passage)].some((word) => firstWords.has(word))) return undefined;
  return second.score >= first.score * CLARIFY_SHARE ? second : undefined;
}

/**
 * The best passage quoted (2–4 sentences), with up to 2 related pages: those the word search ranked
 * near it, then those the classifier finds likely (`likely`); a topic answers with its reply.
 */
function passageDecision(engine: Engine, ranked: Scored[], terms: readonly string[], likely: readonly string[] = []): Decision {
  const [first, ...rest] = ranked as [Scored, ...Scored[]];
  const pages = [
    ...rest.filter((s) => s.score >= first.score * RELATED_SHARE).map((s) => s.passage),
    ...likely.flatMap((source) => engine.passages.find((passage) => passage.source === source) ?? []),
  ].filter((passage) => passage.href && !passage.source.startsWith('faq:') && passage.source !== first.passage.source);
  const related = [...new Map(pages.map((passage) => [passage.source, linkTo(passage)])).values()].slice(0, 2);
  if (first.passage.topic) return { kind: 'topic', topic: first.passage.topic.id, related };
  return { kind: 'passage', quote: quote(first.passage.text, terms), source: linkTo(first.passage), related };
}

/** Words that address the company ("do you…", "your phone number"): a question about it, not about the clinic's work. */
const ADDRESSES_COMPANY = /\b(?:you|your|yours|u|ur)\b/;
/** A company topic yields to a help passage only for a question of at least this many search words… */
const OWN_WORK_TERMS = 3;
/** …which the passage covers at least this share of… */
const OWN_WORK_COVERAGE = 0.5;
/** …scoring at least this many times the topic's own summary. */
const OWN_WORK_LEAD = 2;

/**
 * True when a question that names a company word is about the clinic's own work ("how much did we
 * collect in cash today", "my CA wants the monthly tax summary"): it addresses no one as "you", and
 * a help passage answers most of it far better than the topic's summary does. The passage answers it.
 */
function aboutOwnWork(text: string, terms: readonly string[], ranked: readonly Scored[], topic: ChatTopic): boolean {
  const [top] = ranked;
  if (!top || top.passage.topic || terms.length < OWN_WORK_TERMS || ADDRESSES_COMPANY.test(text)) return false;
  const summary = ranked.find((scored) => scored.passage.topic?.id === topic.id)?.score ?? 0;
  return top.coverage >= OWN_WORK_COVERAGE && top.score >= OWN_WORK_LEAD * summary;
}

/** How a decision is asked for: the question before it (for follow-ups) and the page picked from a clarifying question. */
export interface DecideOptions {
  previous?: string | undefined;
  choice?: string | undefined;
  /** The topic a chat in another language found by its own words: it answers as a Hindi question's topic does. */
  topic?: string | undefined;
  /** The meaning of the question in the help centre's words (`inHelpWords`), where the answer endpoint knows it. */
  meaning?: Meaning | undefined;
}

/** A question in the help centre's words: one in another language is read through its search words ("रद्द" is "cancel"). */
export function inHelpWords(engine: Engine, question: string): string {
  return engine.read?.(question) ?? question;
}

/** What the assistant answers to `question`, before it is put in words. */
export function decide(engine: Engine, question: string, options: DecideOptions = {}): Decision {
  const text = words(question);
  if (text === '') return { kind: 'unknown' };
  const greeting = chatTopics.find((topic) => topic.id === GREETING_TOPIC);
  if (greeting && onlyGreets(question, greeting)) return { kind: 'greeting' };
  const small = SMALL_TALK.find(([pattern]) => pattern.test(text));
  if (small) return { kind: 'smalltalk', said: small[1] };
  if (COMPLAINT.test(text) || /!{3,}/.test(question)) return { kind: 'complaint' };
  const read = (said: string) => inHelpWords(engine, said);
  const inWords = read(question);
  const asked = words(inWords);
  const page = accountPage(text) ?? accountPage(asked);
  if (page) return { kind: 'account', page };
  const followUp = Boolean(options.previous) && FOLLOW_UP.test(text);
  const named = options.topic ? chatTopics.find((found) => found.id === options.topic && found.id !== GREETING_TOPIC) : undefined;
  const topic = followUp ? null : (named ?? matchTopic(question));
  // The topic was found by the words of the visitor's own language (here, or by the chat in its language).
  const ownWords = writtenInOwnLanguage(question) || named !== undefined;
  const howTo = HOW_TO.test(text) || HOW_TO.test(asked);
  // A company topic answers when its words, not only words of any question ("do you support…"), match, unless
  // the question is about the clinic's own work or (at the endpoint) like those no page answers, which then
  // gets "I don't know"; any topic found by the visitor's own language's words answers. Neither answers a
  // question that asks how to.
  const terms = questionTerms(inWords);
  const before = followUp ? questionTerms(read(options.previous!)) : [];
  const ranked = terms.length === 0 ? [] : rank(engine, terms, before, options.meaning, followUp ? undefined : question);
  const company = topic && COMPANY_TOPICS.has(topic.id) && matchScore(question, topic) >= 1;
  const outside = engine.classifier?.outside(terms, options.meaning);
  const ownWork = topic && aboutOwnWork(text, terms, ranked, topic);
  if (topic && (ownWords || (company && !outside && !ownWork)) && !howTo) return { kind: 'topic', topic: topic.id, related: [] };
  if (company && outside && !howTo && !ownWork) return { kind: 'unknown' };
  // A follow-up quotes the sentences that answer it together with the question before it.
  const quoted = [...terms, ...before];
  // The visitor picked one of the two pages a clarifying question offered: that page answers.
  const chosen = options.choice ? ranked.find((scored) => scored.passage.source === options.choice) : undefined;
  if (chosen) return passageDecision(engine, [chosen, ...ranked.filter((scored) => scored !== chosen)], quoted);
  const close = followUp || options.choice ? undefined : closeSecond(ranked);
  if (close) return { kind: 'clarify', choices: [linkTo(ranked[0]!.passage), linkTo(close.passage)] };
  if (ranked.length > 0) return passageDecision(engine, ranked, quoted, engine.classifier?.likely(terms, options.meaning));
  return topic && ownWords ? { kind: 'topic', topic: topic.id, related: [] } : { kind: 'unknown' };
}

/**
 * The assistant's answer to `question`; `previous` is the visitor's question before it, for
 * follow-ups; `copy` the words of the replies (English by default).
 */
export function answer(engine: Engine, question: string, options: DecideOptions & { whatsappNumber?: string; copy?: AssistantCopy } = {}): Answer {
  return render(decide(engine, question, options), options.copy ?? englishCopy, options.whatsappNumber ?? '');
}

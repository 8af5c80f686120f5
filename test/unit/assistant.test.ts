/**
 * The chat assistant's answers, measured on the labelled questions with the answer function the
 * answer endpoint and the chat run (with what people ask of each page, the endpoint's, and without,
 * the chat's own search), and its download budget: the first question costs one call and its small
 * chunk; without the endpoint, the passages and the search code come to at most 30 KB of brotli.
 */
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { describe, it } from 'node:test';
import { brotliCompressSync, constants } from 'node:zlib';
import { assistantIndex, buildAssistantIndex } from '../../scripts/assistant-index.ts';
import { layout, root } from '../../scripts/build-options.ts';
import { buildWidgets } from '../../scripts/widgets.ts';
import { classifierFrom, OUT_OF_SCOPE, sourceClassifier } from '../../widgets/assistant/classifier.ts';
import { answer, createEngine, decide, type Engine, inHelpWords, quote, sentences } from '../../widgets/assistant/engine.ts';
import { meaning, meanings } from '../../server/sentence-meaning.ts';
import { endpointClassifier, endpointDecision, endpointEngine } from '../../widgets/assistant/endpoint-engine.ts';
import { createLexicon, inEnglish } from '../../widgets/assistant/lexicon.ts';
import { SEARCH_WORDS } from '../../protocol/locales/search.js';
import { chatTopics } from '../../widgets/content/chat-topics.ts';
import { asks } from '../../widgets/content/help/asks.ts';
import { widerAsks } from '../../widgets/content/help/wider-asks.ts';
import { outOfScope } from '../../widgets/content/help/out-of-scope.ts';
import {
  developmentQuestions,
  evaluate,
  heldOutByLanguage,
  heldOutQuestions,
  labelledQuestions,
  withoutSharedWords,
  type LabelledQuestion,
} from '../support/assistant-eval.ts';
import { entryChunk, staticClosure } from '../support/chunks.ts';

const engine = createEngine(assistantIndex());
const ask = (question: string, options: { previous?: string; whatsappNumber?: string } = {}) => answer(engine, question, options);
/** The endpoint's answer: with the question's meaning in the help centre's words, as the server finds it. */
const heard = async (engine: Engine, question: string) => answer(engine, question, { meaning: await meaning(inHelpWords(engine, question)) });
const links = (text: string) => [...text.matchAll(/\]\(([^)]+)\)/g)].map((m) => m[1]!);
const brotli = (bytes: Uint8Array | string) => brotliCompressSync(Buffer.from(bytes), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

describe('the assistant on the labelled questions', () => {
  it('has at least 80 questions, at least 8 with no answer on the site, and the six that started it', () => {
    assert.ok(labelledQuestions.length >= 80);
    assert.ok(labelledQuestions.filter((q) => q.accept.length === 0).length >= 8);
    for (const q of [
      'How do I export my invoices for my accountant?',
      'my receptionist cannot log in',
      'I forgot my password',
      'Thanks!',
      'is our data stored in India?',
    ]) {
      assert.ok(
        labelledQuestions.some((item) => item.q === q),
        q,
      );
    }
  });

  // The tuning set's floors, for each way of answering: first-time right, and "I don't know" to questions the site cannot answer.
  // The set grows with questions written before they are measured, so its figures may fall when it grows.
  // The endpoint's classifier learns from this set, so its endpoint figures are high; the held-out and development sets say more.
  // The fallback's floor fell (0.45 → 0.4) when 299 questions in everyday words joined the set: its search learns from none of them.
  const tuningFloors = { endpoint: [0.88, 0.85], fallback: [0.4, 0.8] } as const;
  it('answers at least 88% right first time with the endpoint (40% without), and says it does not know to at least 85% (80%) of the questions the site cannot answer', async () => {
    for (const [by, [top1, caught]] of Object.entries(tuningFloors) as [keyof typeof tuningFloors, readonly [number, number]][]) {
      const result = await evaluate(labelledQuestions, by);
      assert.ok(result.top1 / result.total >= top1, `${by}: top-1 ${result.top1}/${result.total}: ${JSON.stringify(result.misses, null, 1)}`);
      assert.ok(result.noAnswerCaught / result.noAnswer >= caught, `${by}: ${JSON.stringify(result.misses.filter((m) => m.accept.length === 0))}`);
    }
  });
});

describe('the assistant on the development questions (used to choose changes, never learnt from)', () => {
  it('has 249 questions, 45 with no answer, none of them learnt from or held out', () => {
    assert.equal(developmentQuestions.length, 249);
    assert.equal(developmentQuestions.filter((q) => q.accept.length === 0).length, 45);
    const elsewhere = new Set([...labelledQuestions, ...heldOutQuestions].map((q) => q.q.toLowerCase()));
    assert.deepEqual(
      developmentQuestions.filter((q) => elsewhere.has(q.q.toLowerCase())),
      [],
    );
  });

  // Its figures when the page the classifier is sure of first answered and a topic's reply first linked the likely pages
  // (208 of 249 and 224 in the top 3, 7 of 204, 43 of 45).
  it('with the answer endpoint: at least 208 right first time and 224 in the top 3, “I don’t know” to at most 7 of the 204 answerable, and to at least 43 of the 45 the site cannot answer', async () => {
    const result = await evaluate(developmentQuestions, 'endpoint');
    assert.ok(result.top1 >= 208, `top-1 ${result.top1}/${result.total}`);
    assert.ok(result.top3 >= 224, `top-3 ${result.top3}/${result.total}`);
    assert.ok(result.unknownOnAnswerable <= 7, `"I don't know" on answerable ${result.unknownOnAnswerable}`);
    assert.ok(result.noAnswerCaught >= 43, `no-answer caught ${result.noAnswerCaught}/${result.noAnswer}`);
  });
});

describe('the assistant on the held-out questions (never tuned on)', () => {
  it('has at least 120 answerable questions from every clinic kind and role, 60 of them sharing no word with their answer, and at least 20 with no answer', () => {
    const answerable = heldOutQuestions.filter((q) => q.accept.length > 0) as (LabelledQuestion & { kind: string; role: string })[];
    assert.ok(answerable.length >= 120, String(answerable.length));
    assert.ok(heldOutQuestions.length - answerable.length >= 20);
    // At least 60 are in everyday words: they share no content word with any passage that answers them.
    assert.ok(withoutSharedWords(heldOutQuestions).length >= 60, String(withoutSharedWords(heldOutQuestions).length));
    assert.deepEqual([...new Set(answerable.map((q) => q.kind))].sort(), ['aesthetic', 'dental', 'dermatology', 'physiotherapy', 'wellness']);
    assert.deepEqual([...new Set(answerable.map((q) => q.role))].sort(), ['accountant', 'doctor', 'owner', 'receptionist']);
    // No held-out question is also in the tuning set.
    const tuning = new Set(labelledQuestions.map((q) => q.q.toLowerCase()));
    assert.deepEqual(
      heldOutQuestions.filter((q) => tuning.has(q.q.toLowerCase())),
      [],
    );
  });

  // The floors are the held-out figures as measured when each way of answering was built; they rise with the assistant, never fall.
  // Two exceptions, recorded with their reasons: the wider wording of what people ask answered 28 more of the questions the
  // site answers and one more of those it cannot (no-answer floor 19 → 18); its third wording answered 12 more of the first
  // and one more of the second (18 → 17). Weighing meaning raised it again (19). Related pages the classifier finds likely
  // raised the top 3 (78% → 85%). The out-of-scope threshold chosen again with the nearest questions' vote caught one
  // more question the site cannot answer (19 → 20) and answered one more right first time, and said "I don't know" to
  // one more it can answer (4 → 5 of 225, under the 5% target): that floor moved from 2% to 5 questions. The page the
  // classifier is sure of answering first raised the first answers (72% → 74%), the likely pages linked beside a topic's
  // reply the top 3 (86% → 87%).
  it('with the answer endpoint: at least 74% right first time and 87% in the top 3, “I don’t know” to at most 5 of the 225 answerable questions, and to at least 20 of the 22 the site cannot answer', async () => {
    const result = await evaluate(heldOutQuestions, 'endpoint');
    assert.ok(result.top1 / result.total >= 0.74, `top-1 ${result.top1}/${result.total}`);
    assert.ok(result.top3 / result.total >= 0.87, `top-3 ${result.top3}/${result.total}`);
    assert.ok(result.unknownOnAnswerable <= 5, `"I don't know" on answerable ${result.unknownOnAnswerable}`);
    assert.ok(result.noAnswerCaught >= 20, `no-answer caught ${result.noAnswerCaught}/${result.noAnswer}`);
  });

  // Each language's floor is its figure as last raised (they rise with the assistant); the chat's own search finds topics only.
  const languageFloors: Record<string, number> = {
    'hi-IN': 0.9,
    'mr-IN': 0.8,
    'ta-IN': 0.95,
    'bn-IN': 0.95,
    'te-IN': 0.95,
    'kn-IN': 0.95,
    'ml-IN': 0.95,
    'gu-IN': 0.95,
  };
  it('reads how-to questions in the eight other languages (at least 20 each) through their search words, with the topic the chat’s own words find: at least 80–95% right first time', async () => {
    assert.deepEqual(Object.keys(heldOutByLanguage).sort(), Object.keys(languageFloors).sort());
    for (const [tag, floor] of Object.entries(languageFloors)) {
      const questions = heldOutByLanguage[tag]!;
      assert.ok(questions.length >= 20 && questions.every((q) => q.accept.length > 0), tag);
      const result = await evaluate(questions, 'endpoint', tag);
      assert.ok(result.top1 / result.total >= floor, `${tag}: top-1 ${result.top1}/${result.total}`);
      assert.ok((await evaluate(questions, 'fallback', tag)).top1 < result.top1, tag);
    }
  });

  it('without it (the chat’s own search): at least 35% right first time and “I don’t know” to at least 90% of the questions the site cannot answer', async () => {
    const result = await evaluate(heldOutQuestions, 'fallback');
    assert.ok(result.top1 / result.total >= 0.35, `top-1 ${result.top1}/${result.total}`);
    assert.ok(result.noAnswerCaught / result.noAnswer >= 0.9, `no-answer caught ${result.noAnswerCaught}/${result.noAnswer}`);
  });
});

describe('the assistant’s answers', () => {
  it('asks which was meant when pages on two subjects answer almost equally, and answers from the one picked', () => {
    const reply = ask('whatsapp campaign');
    assert.equal(reply.kind, 'clarify');
    assert.equal(reply.text, 'Do you mean Creating Marketing Campaigns, or Connecting and Using WhatsApp?');
    assert.deepEqual(reply.choices, [
      { source: 'help:creating-marketing-campaigns', label: 'Creating Marketing Campaigns' },
      { source: 'help:whatsapp-integration', label: 'Connecting and Using WhatsApp' },
    ]);
    const picked = answer(engine, 'whatsapp campaign', { choice: 'help:whatsapp-integration' });
    assert.equal(picked.kind, 'passage');
    assert.equal(picked.sources[0], 'help:whatsapp-integration');
    assert.match(picked.text, /\(\/help\/whatsapp-integration\)/);
    // Two pages on one subject both answer: it does not ask.
    assert.equal(ask('How do I add clients?').kind, 'passage');
  });

  it('quotes 2–4 whole sentences of the best passage, links its source and at most 2 related pages', () => {
    const reply = ask('How do I export my invoices for my accountant?');
    assert.equal(reply.kind, 'passage');
    const [passage, sourceLine = ''] = reply.text.split('\n\nRead more: ');
    const count = sentences(passage!).length;
    assert.ok(count >= 2 && count <= 4, passage);
    assert.match(passage!, /[.!?]$/);
    const [source, related = ''] = sourceLine.split('\nRelated: ');
    assert.match(source!, /^\[[^\]]+\]\((?:\/help\/[a-z-]+|\/handbook#[a-z-]+)\)$/);
    assert.ok(links(related).length <= 2);
    for (const href of links(related)) assert.match(href, /^\/help\/[a-z-]+$|^\/handbook#[a-z-]+$/);
    assert.equal(reply.sources.length, 1 + links(related).length);
  });

  it('cuts a quote at sentence boundaries, starting where the question’s words are', () => {
    const text = 'One apple. Two pears here. The invoice export is in Reports. Choose a date range. Five. Six.';
    assert.equal(quote(text, ['invoic', 'export']), 'The invoice export is in Reports. Choose a date range. Five. Six.');
    assert.equal(quote('Only one sentence.', ['x']), 'Only one sentence.');
  });

  it('says it does not know, with the human channels, when nothing covers the question; it never guesses', () => {
    for (const question of ['Do you integrate with Tally?', 'what is the weather in mumbai', 'asdfgh', '???']) {
      const reply = ask(question, { whatsappNumber: '919876543210' });
      assert.equal(reply.kind, 'unknown', question);
      assert.match(reply.text, /^I don't know/);
      for (const channel of ['mailto:support@clinicplatform.in', 'tel:+918047182290', 'https://wa.me/919876543210'])
        assert.ok(links(reply.text).includes(channel), channel);
    }
  });

  it('names WhatsApp when asked for a person, only with a number configured', () => {
    for (const question of ['talk to a human', 'I want to talk to a human', 'contact support']) {
      const withNumber = ask(question, { whatsappNumber: '919876543210' });
      assert.deepEqual(withNumber.sources, ['topic:contact'], question);
      assert.deepEqual(links(withNumber.text), ['mailto:support@clinicplatform.in', 'tel:+918047182290', '/contact', 'https://wa.me/919876543210'], question);
      assert.doesNotMatch(ask(question).text, /WhatsApp/, question);
    }
  });

  it('lets a company topic answer a question about the company, and the content a how-to', () => {
    assert.deepEqual(ask('How much does the Pro plan cost?').sources, ['topic:pricing']);
    assert.deepEqual(ask('Is GST included in your plan price?').sources, ['topic:gst-pricing']);
    assert.equal(ask('How do I add GST to my invoices?').kind, 'passage');
    assert.equal(ask('Do you support insurance claims?').kind, 'unknown');
  });

  it("lets the content answer a question about the clinic's own work that names a company word, and the topic one put to the company", () => {
    const endpoint = createEngine(assistantIndex(), chatTopics, asks, undefined, widerAsks);
    const said = (question: string) => answer(endpoint, question).sources[0];
    // "how much" and "price" are pricing's words; the clinic's takings and its own treatment prices are not the plan's price.
    assert.equal(said('how much did we collect in cash today'), 'help:financial-reports');
    assert.notEqual(said('the new girl at the front desk should not see how much we earn'), 'topic:pricing');
    assert.equal(said('I have all my old patient details in an excel sheet, can I bring them over'), 'help:adding-first-clients');
    // Put to the company ("you", "your"), or too short to tell: the topic.
    assert.equal(said('What is your phone number?'), 'topic:contact');
    assert.equal(said('how much do you charge'), 'topic:pricing');
    assert.equal(said('price?'), 'topic:pricing');
    assert.equal(said('How much does the Pro plan cost?'), 'topic:pricing');
  });

  it('searches what people ask of each page in its wider wording, weighed below the page’s own text and its common asks', () => {
    const passages = new Set(assistantIndex().passages.map(([source]) => source));
    for (const list of [asks, widerAsks])
      assert.deepEqual(
        Object.keys(list).filter((source) => !passages.has(source)),
        [],
      );
    // The wider wording adds words; it never repeats a common ask.
    for (const [source, list] of Object.entries(widerAsks)) {
      const common = new Set(asks[source] ?? []);
      assert.deepEqual(
        list.filter((ask) => common.has(ask)),
        [],
        source,
      );
      assert.equal(new Set(list).size, list.length, source);
    }
    const common = createEngine(assistantIndex(), chatTopics, asks);
    const wider = createEngine(assistantIndex(), chatTopics, asks, undefined, widerAsks);
    // "Udhaar" (what is owed) is a word only the wider wording has.
    assert.equal(answer(common, 'who is on my udhaar list').kind, 'unknown');
    assert.ok(['help:financial-reports', 'handbook:refunds-and-dues'].includes(answer(wider, 'who is on my udhaar list').sources[0]!));
    // A page whose own text answers keeps its place, and a question the site cannot answer still gets "I don't know".
    assert.equal(answer(wider, 'How do I add GST to my invoices?').sources[0], 'help:gst-compliance');
    assert.equal(answer(wider, 'Do you support insurance claims?').kind, 'unknown');
  });

  it('ranks the pages a question reaches by a classifier learnt from the pages and their asks, the same weights every time', async () => {
    const file = assistantIndex();
    const words = createEngine(file, chatTopics, asks, undefined, widerAsks);
    const learnt = endpointEngine(file);
    // "Called", "asking" and "note" are words of many pages; together they are an enquiry to record.
    const question = 'somebody called asking about laser, where do I note it';
    assert.notEqual(answer(words, question).sources[0], 'handbook:lead-management');
    assert.equal((await heard(learnt, question)).sources[0], 'handbook:lead-management');
    // A short question is left to the titles, a question put to the company to its topic, and a question the site
    // cannot answer still gets "I don't know".
    assert.equal((await heard(learnt, 'How do I add GST to my invoices?')).sources[0], 'help:gst-compliance');
    assert.equal((await heard(learnt, 'How much does the Pro plan cost?')).sources[0], 'topic:pricing');
    // A topic found by the words of the visitor's own language answers unless the question asks how, however well
    // a page's asks cover it (Hinglish asks of the invoices page say "bill banana").
    assert.equal((await heard(learnt, 'GST bill bana sakte hain?')).sources[0], 'topic:billing');
    assert.equal((await heard(learnt, 'how much did we collect in cash today')).sources[0], 'help:financial-reports');
    assert.equal((await heard(learnt, 'Do you support insurance claims?')).kind, 'unknown');
    // What the question means ranks the pages too: "did" and "last time" are the treatment history's.
    const history = 'where do I see what the doctor did for this patient last time';
    assert.notEqual(answer(words, history).sources[0], 'handbook:treatment-history');
    assert.equal((await heard(learnt, history)).sources[0], 'handbook:treatment-history');
    const terms = ['enquiry', 'laser', 'call'];
    const again = sourceClassifier(file, [asks, widerAsks], outOfScope).probabilities(terms);
    assert.deepEqual([...sourceClassifier(file, [asks, widerAsks], outOfScope).probabilities(terms)], [...again]);
    assert.ok(Math.abs([...again.values()].reduce((a, b) => a + b, 0) - 1) < 1e-9);
  });

  it('answers from a page the classifier is sure of, although its words cover too little of the question to be ranked', () => {
    const file = assistantIndex();
    const question = 'our physio wants to note pain score each sitting';
    const words = createEngine(file, chatTopics, asks, undefined, widerAsks);
    assert.notEqual(answer(words, question).sources[0], 'handbook:treatment-history');
    // A classifier that knows one word, "pain", for the treatment history: 0.99 sure.
    const sure = classifierFrom({
      sources: ['handbook:treatment-history', 'help:financial-reports', OUT_OF_SCOPE],
      vocabulary: ['pain'],
      dimensions: 0,
      words: Float32Array.from([5, 0, 0]),
      meaning: new Float32Array(0),
      bias: new Float32Array(3),
    });
    assert.equal(answer(createEngine(file, chatTopics, asks, undefined, widerAsks, sure), question).sources[0], 'handbook:treatment-history');
    // Less sure (38%, under the 40% that makes a page lead), it re-weighs only the pages the words ranked.
    const unsure = classifierFrom({ ...sure.weights, words: Float32Array.from([0.2, 0, 0]) });
    assert.notEqual(answer(createEngine(file, chatTopics, asks, undefined, widerAsks, unsure), question).sources[0], 'handbook:treatment-history');
  });

  it('votes with the training examples nearest a question’s meaning, kept in 8 bits a number through the stored weights', () => {
    const A = 'handbook:refunds-and-dues';
    const B = 'help:payment-gateways';
    const base = {
      sources: [A, B, OUT_OF_SCOPE],
      vocabulary: ['refund'],
      dimensions: 2,
      words: new Float32Array(3),
      meaning: new Float32Array(6),
      bias: new Float32Array(3),
    };
    // Two examples, one a page's, one the other's: a meaning nearest the first gets most of the vote.
    const neighbours = { classes: Uint16Array.from([0, 1]), vectors: Int8Array.from([127, 0, 0, 127]), scales: Float32Array.from([1 / 127, 1 / 127]) };
    const voting = classifierFrom({ ...base, neighbours });
    const near = voting.probabilities(['refund'], [0.8, 0.6]);
    // Half the softmax's (a third each: no word or meaning weighs) and half the vote (0.8 against 0.6, over a temperature of 0.05).
    const vote = 1 / (1 + Math.exp(-0.2 / 0.05));
    assert.ok(Math.abs(near.get(A)! - (1 / 6 + vote / 2)) < 1e-6, String(near.get(A)));
    assert.ok(Math.abs(near.get(B)! - (1 / 6 + (1 - vote) / 2)) < 1e-6, String(near.get(B)));
    // Without a meaning, or without examples, the softmax alone.
    assert.ok(Math.abs(voting.probabilities(['refund']).get(A)! - 1 / 3) < 1e-9);
    assert.ok(Math.abs(classifierFrom(base).probabilities(['refund'], [0.8, 0.6]).get(A)! - 1 / 3) < 1e-9);
    // The same meaning asked again (to re-weigh, then for related pages) gets the same vote; another meaning its own.
    const meant = Float32Array.from([0.8, 0.6]);
    assert.deepEqual([...voting.probabilities(['refund'], meant)], [...voting.probabilities(['refund'], meant)]);
    assert.ok(voting.probabilities(['refund'], [0.6, 0.8]).get(B)! > 0.6);
    // The build's classifier keeps every training example's meaning, in 8 bits a number, each near its own.
    const stored = endpointClassifier(assistantIndex()).weights.neighbours!;
    assert.ok(stored.classes.length > 5000, String(stored.classes.length));
    assert.equal(stored.vectors.length, stored.classes.length * 512);
    let length = 0;
    for (let d = 0; d < 512; d++) length += (stored.vectors[d]! * stored.scales[0]!) ** 2;
    assert.ok(Math.abs(Math.sqrt(length) - 1) < 0.02, String(Math.sqrt(length)));
  });

  /** A classifier that knows one word, "refund", weighing it `weights` for the refunds page, the gateways page and out of scope. */
  const likes = (weights: number[]) =>
    classifierFrom({
      sources: ['handbook:refunds-and-dues', 'help:payment-gateways', OUT_OF_SCOPE],
      vocabulary: ['refund'],
      dimensions: 0,
      words: Float32Array.from(weights),
      meaning: new Float32Array(0),
      bias: new Float32Array(3),
    });

  it('offers a page the classifier finds likely as a related link, where the word search ranked none', () => {
    const file = assistantIndex();
    const question = 'how do I record a refund';
    const said = (weights: number[]) => answer(createEngine(file, chatTopics, asks, undefined, widerAsks, likes(weights)), question).sources;
    // A third likely (0.33): linked beside the quoted page. Under a tenth (0.05): not.
    assert.deepEqual(said([2, 1.5, 0]), ['handbook:refunds-and-dues', 'help:payment-gateways']);
    assert.deepEqual(said([3, 0, 0]), ['handbook:refunds-and-dues']);
  });

  it('links beside a topic’s reply, at the answer endpoint, the help pages the classifier finds at least 20% likely (never an FAQ answer)', () => {
    const file = assistantIndex();
    const question = 'is the platform hipaa compliant?';
    const likes = classifierFrom({
      sources: ['faq:support-5', 'handbook:compliance-standards', 'handbook:data-protection', 'help:whatsapp-integration', OUT_OF_SCOPE],
      vocabulary: ['hipaa'],
      dimensions: 0,
      words: Float32Array.from([2, 2, 1.8, 0.8, -3]),
      meaning: new Float32Array(0),
      bias: new Float32Array(5),
    });
    const engine = createEngine(file, chatTopics, asks, undefined, widerAsks, likes);
    // The chat's own search answers with the topic alone; the endpoint links the two pages at least 20% likely (32%, 26%),
    // not the FAQ answer (32%) nor a page under 20% (10%).
    assert.deepEqual(decide(engine, question), { kind: 'topic', topic: 'security', related: [] });
    const decided = endpointDecision(engine, question);
    assert.equal(decided.kind, 'topic');
    assert.deepEqual(decided.kind === 'topic' && decided.related.map((link) => link.source), ['handbook:compliance-standards', 'handbook:data-protection']);
    // Without a classifier, the endpoint's decision is the engine's.
    assert.deepEqual(endpointDecision(createEngine(file, chatTopics, asks, undefined, widerAsks), question), decide(engine, question));
  });

  it("answers first with the page the classifier is sure of, the word search's first page linked beside it, for a question in English", () => {
    const file = assistantIndex();
    const lexicon = createLexicon(SEARCH_WORDS);
    const read = (question: string) => inEnglish(question, lexicon);
    const said = (weights: number[], question: string) => answer(createEngine(file, chatTopics, asks, read, widerAsks, likes(weights)), question).sources;
    const question = 'how do I record a refund';
    // The word search's first page is the refunds page. The classifier 91% sure of the gateways page: it answers first.
    assert.deepEqual(said([0, 3, 0], question), ['help:payment-gateways', 'handbook:refunds-and-dues']);
    // 37% sure (under 40%): the word search's first page answers, the gateways page linked beside it.
    assert.deepEqual(said([1, 1.1, 0.9], question), ['handbook:refunds-and-dues', 'help:payment-gateways']);
    // A question in another language, in its script or in Latin letters, keeps the word search's first page.
    for (const asked of ['refund kaise record kare', 'रिफंड कैसे दर्ज करें', 'ரீஃபண்ட் record a refund']) {
      assert.deepEqual(said([0, 3, 0], asked), ['handbook:refunds-and-dues', 'help:payment-gateways'], asked);
    }
  });

  it('weighs what a question means beside its words, with the classifier the build trained on this content', async () => {
    const file = assistantIndex();
    const learnt = endpointEngine(file);
    // The build's classifier, words and meaning (512 numbers), is the one the endpoint loads.
    assert.equal(endpointClassifier(file).weights.dimensions, 512);
    // Its meaning reaches the troubleshooting page, whose words the question does not share: by its words alone, "I don't know".
    const question = 'the app will not let me attach the scan, it just spins';
    assert.equal(answer(learnt, question).kind, 'unknown');
    assert.equal((await heard(learnt, question)).sources[0], 'handbook:common-issues');
    // Passages the build did not learn (here, one sentence more) get a classifier trained on their words alone.
    const changed = { ...file, passages: [...file.passages, ['help:gst-compliance', 'GST', 'Extra', 'A sentence the build never saw.'] as const] };
    assert.equal(endpointClassifier(changed as typeof file).weights.dimensions, 0);
    // The same text always has the same meaning, alone or beside others.
    const [alone] = await meanings([question]);
    const [first] = await meanings([question, 'how do I cancel an appointment']);
    assert.deepEqual([...alone!], [...first!]);
  });

  it('says "I don\'t know" to a question like those no page answers, and guesses the likeliest page where the words cover too little', async () => {
    const file = assistantIndex();
    const pagesOnly = createEngine(file, chatTopics, asks, undefined, widerAsks, sourceClassifier(file, [asks, widerAsks]));
    const learnt = endpointEngine(file);
    // Out-of-scope questions share words with a page ("logo", "waiting room", "yesterday"): the word search answers them.
    for (const question of ['can you design my clinic logo', 'I want to buy a coffee machine for the waiting room', 'who won the cricket match yesterday']) {
      assert.notEqual(answer(pagesOnly, question).kind, 'unknown', question);
      assert.equal((await heard(learnt, question)).kind, 'unknown', question);
    }
    // Nor does a company topic answer one put to the company: the botox price is not the plans' price.
    for (const question of ['what is the price of botox in delhi', 'who founded this company']) {
      assert.notEqual(answer(pagesOnly, question).kind, 'unknown', question);
      assert.equal((await heard(learnt, question)).kind, 'unknown', question);
    }
    // A page whose passage covers the question keeps it, however like an out-of-scope question its words are
    // (out-of-scope questions ask for integrations and stock the pages do not describe).
    assert.equal((await heard(learnt, 'Do you have an API?')).sources[0], 'handbook:api-and-integrations');
    assert.equal((await heard(learnt, 'tell me when the filler stock is low')).sources[0], 'handbook:inventory-management');
    // The words of these cover too little of them for the word search alone; the classifier knows the page.
    const words = createEngine(file, chatTopics, asks, undefined, widerAsks);
    for (const [question, page] of [
      ['the app will not let me attach the scan, it just spins', 'handbook:common-issues'],
      ['my CA keeps bugging me for the levy sheet for his paperwork, kahan milega', 'help:gst-compliance'],
    ]) {
      assert.equal(answer(words, question!).kind, 'unknown', question);
      assert.equal((await heard(learnt, question!)).sources[0], page, question);
    }
    // The list is the product's: no entry twice, none that is also a question a page is asked.
    assert.equal(new Set(outOfScope).size, outOfScope.length);
    const asked = new Set([...Object.values(asks), ...Object.values(widerAsks)].flat().map((ask) => ask.toLowerCase()));
    assert.deepEqual(
      outOfScope.filter((question) => asked.has(question.toLowerCase())),
      [],
    );
  });

  it('links account tasks to their page', () => {
    assert.deepEqual(ask('I forgot my password').sources, ['page:/forgot-password']);
    assert.ok(links(ask('I forgot my password').text).includes('/forgot-password'));
    assert.ok(links(ask('where do I log in?').text).includes('/login'));
    assert.ok(links(ask('I want to start a free trial').text).includes('/register'));
  });

  it('answers small talk briefly, and greetings with the greeting', () => {
    for (const text of ['Thanks!', 'thank you so much', 'ok', 'bye', 'ok bye']) {
      const reply = ask(text);
      assert.equal(reply.kind, 'smalltalk', text);
      assert.ok(reply.text.length < 80 && links(reply.text).length === 0, text);
    }
    assert.equal(ask('Hello').text, chatTopics.find((t) => t.id === 'greeting')!.reply);
  });

  it('meets a complaint with an apology and the human channels, never product copy', () => {
    const reply = ask('This is the worst software, reminders never go out!!', { whatsappNumber: '919876543210' });
    assert.equal(reply.kind, 'complaint');
    assert.match(reply.text, /^I'm sorry/);
    assert.deepEqual(links(reply.text), ['mailto:support@clinicplatform.in', 'tel:+918047182290', 'https://wa.me/919876543210']);
    assert.ok(!links(ask('Very disappointed with the billing').text).some((href) => href.startsWith('/')));
    // What patients complain of, what people hate and which day is worst are problems to solve, not anger at us.
    for (const text of [
      "Patients complain no alert reached them about tomorrow's booking, why?",
      'Some folks want appointment alerts but hate promos, can I separate those?',
      'which weekday is worst for cancellations',
    ]) {
      assert.notEqual(ask(text).kind, 'complaint', text);
    }
    assert.equal(ask('I want to complain about your support').kind, 'complaint');
  });

  it('keeps the context of a follow-up', () => {
    const alone = ask('and on WhatsApp?');
    const followUp = ask('and on WhatsApp?', { previous: 'How do automated reminders work?' });
    assert.ok(['handbook:whatsapp-messaging', 'handbook:automated-reminders', 'help:whatsapp-integration'].includes(followUp.sources[0]!), followUp.sources[0]);
    // It quotes what the two questions ask together: reminders on WhatsApp.
    assert.notEqual(followUp.text, alone.text);
    assert.match(followUp.text.split('\n\n')[0]!, /reminders/i);
    assert.deepEqual(ask('what about refunds?', { previous: 'How do I accept card payments?' }).sources[0], 'handbook:refunds-and-dues');
  });
});

describe('the assistant’s file and download budget', () => {
  it('is the file the build writes', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'assistant-'));
    try {
      const written = JSON.parse(await readFile(await buildAssistantIndex(dir), 'utf8'));
      assert.deepEqual(written, assistantIndex());
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('costs the first question one call and at most 3 KB of brotli code; without the endpoint, at most 30 KB with the passages', async () => {
    const built = await buildWidgets({ write: false, sourcemap: false });
    const outputs = built.chunkMetafile.outputs;
    const name = (output: string) => relative(layout, resolve(root, output)).split('\\').join('/');
    const chat = staticClosure(outputs, entryChunk(outputs, 'widgets/elements/chat/chat.component.tsx'));
    const added = (entry: string, have: Set<string>) => [...staticClosure(outputs, entryChunk(outputs, entry))].filter((output) => !have.has(output));
    const bytes = (files: string[]) => files.reduce((sum, output) => sum + brotli(built.files.find((file) => file.path === name(output))!.contents), 0);
    const ask = added('widgets/assistant/ask.ts', chat);
    const askCode = bytes(ask);
    assert.ok(askCode <= 3 * 1024, `the answer call's code: ${askCode} bytes of brotli`);
    const code = bytes(added('widgets/assistant/load.ts', new Set([...chat, ...ask])));
    const passages = brotli(JSON.stringify(assistantIndex()));
    assert.ok(askCode + code + passages <= 30 * 1024, `call ${askCode} + search ${code} + passages ${passages} bytes of brotli`);
  });
});

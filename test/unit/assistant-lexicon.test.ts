/**
 * The assistant reads a question in another language through the language folders' search words
 * (locales/<tag>/search.json): each form becomes the help centre's English word, filler goes, a
 * form matches a word that begins with it, and a folder's file is checked when the locales compile.
 */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { assistantIndex } from '../../scripts/assistant-index.ts';
import { readSearchWords } from '../../scripts/compile-locales.ts';
import { readLocales } from '../../scripts/locales.ts';
import { SEARCH_WORDS } from '../../protocol/locales/search.js';
import { decide } from '../../widgets/assistant/engine.ts';
import { endpointEngine } from '../../widgets/assistant/endpoint-engine.ts';
import { createLexicon, inEnglish } from '../../widgets/assistant/lexicon.ts';
import { questionTerms, term, tokenize } from '../../widgets/assistant/words.ts';
import { chatTopics } from '../../widgets/content/chat-topics.ts';
import { asks } from '../../widgets/content/help/asks.ts';
import { widerAsks } from '../../widgets/content/help/wider-asks.ts';

const lexicon = createLexicon({
  xx: {
    words: { appointment: ['अपॉइंटमेंट', 'அப்பாயிண்ட்மென்ட்'], cancel: ['रद्द'], refund: ['पैसे वापस'], tax: ['टैक्स'], 'how to': ['कैसे', 'kashi'] },
    filler: ['करें', 'कैसे', 'karaychi'],
  },
});

describe('reading a question through the search words', () => {
  it('gives the English word for each form, drops filler and the words of other scripts no form matches', () => {
    assert.equal(inEnglish('अपॉइंटमेंट कैसे रद्द करें?', lexicon), 'appointment how to cancel');
    assert.equal(inEnglish('अनजान शब्द रद्द', lexicon), 'cancel');
  });

  it('matches a form at the beginning of a word, where endings join it', () => {
    assert.equal(inEnglish('அப்பாயிண்ட்மென்ட்டை', lexicon), 'appointment');
    // A short form matches whole words only.
    assert.equal(inEnglish('टैक्सी', createLexicon({ xx: { words: { ab: ['टै'] }, filler: [] } })), '');
  });

  it('matches forms of more than one word on the question’s text, and a word’s meaning wins over filler', () => {
    assert.equal(inEnglish('पैसे वापस कैसे करें', lexicon), 'refund how to');
  });

  it('keeps Latin words, matching a romanised form only whole, and leaves an English question alone', () => {
    assert.equal(inEnglish('appointment kashi cancel karaychi', lexicon), 'appointment how to cancel');
    assert.equal(inEnglish('How do I cancel an appointment?', lexicon), null);
    // "kashiwagi" begins like "kashi" but is not it.
    assert.equal(inEnglish('kashiwagi', lexicon), null);
  });
});

describe('the language folders’ search words', () => {
  const words = new Set<string>();
  for (const [, title, heading, text] of assistantIndex().passages) for (const token of tokenize(`${title} ${heading} ${text}`)) words.add(term(token) ?? '');
  for (const list of [...Object.values(asks), ...Object.values(widerAsks)])
    for (const question of list) for (const word of questionTerms(question)) words.add(word);
  for (const topic of chatTopics) for (const keyword of topic.keywords) for (const word of questionTerms(keyword)) words.add(word);

  it('name only words the help centre, what people ask or the chat’s topics use, so no entry leads nowhere', () => {
    assert.ok(Object.keys(SEARCH_WORDS).length >= 4);
    for (const [tag, { words: entries }] of Object.entries(SEARCH_WORDS)) {
      const nowhere = Object.keys(entries).filter((english) => questionTerms(english).some((word) => !words.has(word)));
      assert.deepEqual(nowhere, [], tag);
    }
  });

  it('are compiled from every folder that has them, English (the help centre’s own language) having none', () => {
    const withWords = readLocales()
      .filter((locale) => readSearchWords(locale) !== null)
      .map((locale) => locale.tag);
    assert.deepEqual(Object.keys(SEARCH_WORDS).sort(), withWords.sort());
    assert.ok(!withWords.includes('en-IN'));
  });

  const scratch = mkdtempSync(join(tmpdir(), 'clinic-search-words-'));
  after(() => rmSync(scratch, { recursive: true, force: true }));
  const folder = (name: string, file: unknown) => {
    const dir = join(scratch, name);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'search.json'), typeof file === 'string' ? file : JSON.stringify(file));
    return { dir, tag: name };
  };

  it('refuse a file that is not JSON, a word that is not English in lower case, a form that is not text', () => {
    assert.throws(() => readSearchWords(folder('a', '{')), /locales\/a\/search\.json/);
    assert.throws(() => readSearchWords(folder('b', { words: { Appointment: ['x'] } })), /"Appointment" is not an English word/);
    assert.throws(() => readSearchWords(folder('c', { words: { appointment: 'x' } })), /"words\.appointment" must be a list/);
    assert.throws(() => readSearchWords(folder('d', { words: { appointment: [''] } })), /must be a list/);
    assert.throws(() => readSearchWords(folder('e', { words: [] })), /"words" must map/);
    assert.throws(() => readSearchWords(folder('f', { words: {}, filler: [1] })), /"filler" must be a list/);
    assert.deepEqual(readSearchWords(folder('g', { words: { cancel: ['x'] } })), { words: { cancel: ['x'] }, filler: [] });
    assert.equal(readSearchWords({ dir: join(scratch, 'none'), tag: 'none' }), null);
  });
});

describe('the answer endpoint’s engine in other languages', () => {
  const engine = endpointEngine();
  const source = (question: string) => {
    const decision = decide(engine, question);
    return decision.kind === 'passage' ? decision.source.source : decision.kind;
  };

  it('answers a how-to question in Tamil, Bengali, Marathi and Hindi from the English passage', () => {
    assert.equal(source('அப்பாயிண்ட்மென்ட்டை ரத்து செய்வது எப்படி?'), 'handbook:managing-cancellations');
    assert.equal(source('অ্যাপয়েন্টমেন্ট বাতিল করার উপায় কী?'), 'handbook:managing-cancellations');
    assert.equal(source('अपॉइंटमेंट रद्द करायची असेल तर कसे करायचे?'), 'handbook:managing-cancellations');
    assert.equal(source('पासवर्ड भूल गया'), 'account');
  });

  it('still says it does not know when the words of a question mean nothing to the help centre', () => {
    assert.equal(source('தோல் பராமரிப்புக்கு எந்த கிரீம் நல்லது?'), 'unknown');
  });
});

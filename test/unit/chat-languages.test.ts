/**
 * The chat understands a clinic owner's own words in their language: each language's topic words
 * (locales/<tag>/assistant.json, `keywords`) find the topic of the held-out questions written in
 * that language before the words were (test/fixtures/chat-topics-held-out.json). The floor is below
 * what they score, so a change that loses a language's words fails here; bench:assistant reports
 * the figures. Small talk and complaints are told in every folder's words (every-chat.json), in a
 * chat of any language, and answered in the chat's.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { pathToFileURL } from 'node:url';
import { EVERY_CHAT_KINDS } from '../../protocol/locales/every-chat.js';
import type { Language } from '../../protocol/languages.ts';
import { assistantIndex } from '../../scripts/assistant-index.ts';
import { readEveryChat, readSearchWords, type EveryChatWords } from '../../scripts/compile-locales.ts';
import { readLocales } from '../../scripts/locales.ts';
import { answer, createEngine, decide } from '../../widgets/assistant/engine.ts';
import { foldDevanagari } from '../../widgets/assistant/devanagari.ts';
import { chatContent, chatTopics } from '../../widgets/content/chat-topics.ts';
import { matchTopic } from '../../widgets/elements/chat/match.ts';

interface HeldOut {
  questions: Record<string, { q: string; topic: string }[]>;
}
const held = JSON.parse(readFileSync(new URL('../fixtures/chat-topics-held-out.json', import.meta.url), 'utf8')) as HeldOut;

/** The share of a language's held-out questions whose topic the chat in that language finds. */
async function heldOutScore(language: Language): Promise<{ found: number; total: number; misses: string[] }> {
  const words = (await import(pathToFileURL(new URL(`../../protocol/locales/${language}/assistant.js`, import.meta.url).pathname).href)).default;
  const content = chatContent(words, language);
  const topics = chatTopics.map((topic) => ({ ...topic, keywords: [...topic.keywords, ...content.keywords(topic.id)] }));
  const questions = held.questions[language] ?? [];
  const misses = questions.filter(({ q, topic }) => (matchTopic(q, topics)?.id ?? 'none') !== topic).map(({ q, topic }) => `${q} (${topic})`);
  return { found: questions.length - misses.length, total: questions.length, misses };
}

describe("the chat's topics in a clinic owner's language", () => {
  for (const language of Object.keys(held.questions) as Language[]) {
    it(`${language}: at least 20 held-out questions, 85% or more find their topic`, async () => {
      const { found, total, misses } = await heldOutScore(language);
      assert.ok(total >= 20, `${language}: ${total} questions`);
      assert.ok(found / total >= 0.85, `${language}: ${found}/${total}; missed ${misses.join('; ')}`);
    });
  }

  it('a question in no language of ours about nothing of ours finds no topic', async () => {
    for (const [language, questions] of Object.entries(held.questions)) {
      for (const { q } of questions.filter((question) => question.topic === 'none')) {
        const words = (await import(pathToFileURL(new URL(`../../protocol/locales/${language}/assistant.js`, import.meta.url).pathname).href)).default;
        const content = chatContent(words, language as Language);
        const topics = chatTopics.map((topic) => ({ ...topic, keywords: [...topic.keywords, ...content.keywords(topic.id)] }));
        assert.equal(matchTopic(q, topics), null, q);
      }
    }
  });
});

const engine = createEngine(assistantIndex());
const kindOf = (message: string) => {
  const decision = decide(engine, message);
  return decision.kind === 'smalltalk' ? decision.said : decision.kind;
};

describe('small talk and complaints in every language', () => {
  it('thanks a Tamil நன்றி and a Bengali ধন্যবাদ, in the chat’s language, and meets a Hindi complaint with an apology', async () => {
    for (const thanks of ['நன்றி', 'ரொம்ப நன்றி!', 'nandri', 'ধন্যবাদ', 'অনেক ধন্যবাদ', 'dhonnobad', 'ధన్యవాదాలు అండి', 'ಧನ್ಯವಾದಗಳು', 'നന്ദി', 'આભાર', 'खूप धन्यवाद'])
      assert.equal(kindOf(thanks), 'thanks', thanks);
    for (const [message, kind] of [
      ['போயிட்டு வரேன்', 'bye'],
      ['আবার দেখা হবে', 'bye'],
      ['சரி', 'ok'],
      ['ঠিক আছে', 'ok'],
      ['આવજો', 'bye'],
    ])
      assert.equal(kindOf(message!), kind, message);
    for (const complaint of ['यह सर्विस बकवास है', 'bahut ghatiya app hai', 'ரொம்ப மோசம் இந்த app', 'এটা জঘন্য সার্ভিস', 'ಇದು ಕೆಟ್ಟ ಸೇವೆ'])
      assert.equal(kindOf(complaint), 'complaint', complaint);
    // Answered in the chat's language.
    for (const language of ['ta-IN', 'bn-IN'] as const) {
      const words = (await import(pathToFileURL(new URL(`../../protocol/locales/${language}/assistant.js`, import.meta.url).pathname).href)).default;
      const content = chatContent(words, language);
      const thanks = language === 'ta-IN' ? 'நன்றி' : 'ধন্যবাদ';
      assert.equal(answer(engine, thanks, { copy: content.assistant }).text, content.assistant.thanks, language);
    }
  });

  it('leaves the Hindi small talk and complaints as they were', () => {
    for (const [message, kind] of [
      ['dhanyavaad', 'thanks'],
      ['ok dhanyavaad ji', 'thanks'],
      ['shukriya so much', 'thanks'],
      ['धन्यवाद', 'thanks'],
      ['धन्यवाद जी', 'thanks'],
      ['बहुत शुक्रिया', 'thanks'],
      ['थैंक यू', 'thanks'],
      ['अलविदा', 'bye'],
      ['फिर मिलेंगे जी', 'bye'],
      ['theek hai', 'ok'],
      ['ठीक है', 'ok'],
      ['हां जी', 'ok'],
      ['समझ गई', 'ok'],
      ['accha', 'ok'],
      ['bakwas', 'complaint'],
      ['मुझे शिकायत करनी है', 'complaint'],
      ['यह धोखा है', 'complaint'],
      ['thanks', 'thanks'],
      ['ok bye', 'bye'],
    ])
      assert.equal(kindOf(message!), kind, message);
    // Neither a question nor a thanks in a longer message is small talk.
    for (const message of ['price kitna hai', 'धन्यवाद, कीमत कितनी है?', 'invoice kaise banaye'])
      assert.notEqual(decide(engine, message).kind, 'smalltalk', message);
  });

  it('tells each word of every folder’s thanks, bye, ok and complaint as that kind, and each how-to form of search.json is read', () => {
    for (const locale of readLocales()) {
      const words = (readEveryChat(locale) ?? {}) as EveryChatWords;
      for (const kind of ['thanks', 'bye', 'ok'] as const)
        for (const word of words[kind] ?? []) assert.equal(kindOf(word), kind, `${locale.tag} ${kind}: ${word}`);
      for (const word of words.complaint ?? []) assert.equal(kindOf(`${word} service`), 'complaint', `${locale.tag} complaint: ${word}`);
      for (const form of readSearchWords(locale)?.words['how to'] ?? [])
        assert.ok(EVERY_CHAT_KINDS.how.includes(foldDevanagari(form.toLowerCase())), `${locale.tag} how to: ${form}`);
    }
  });
});

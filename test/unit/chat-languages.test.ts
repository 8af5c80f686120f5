/**
 * The chat understands a clinic owner's own words in their language: each language's topic words
 * (locales/<tag>/assistant.json, `keywords`) find the topic of the held-out questions written in
 * that language before the words were (test/fixtures/chat-topics-held-out.json). The floor is below
 * what they score, so a change that loses a language's words fails here; bench:assistant reports
 * the figures.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { pathToFileURL } from 'node:url';
import type { Language } from '../../protocol/languages.ts';
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

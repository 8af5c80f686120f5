/**
 * The chat's topic matching. A topic may answer when MORE THAN ONE of its keywords matches the
 * message, or when ONE matching keyword is LONGER THAN 3 characters; of the topics that may answer,
 * the one with the best match wins (ties: the earlier topic), and when none may, the fallback
 * answers.
 *
 * "Best match": each matching keyword counts its number of words (a phrase such as 'api access'
 * says more than 'api'), and half as much when it is a word people use in any question ('about',
 * 'support', 'help', 'included'…): "Do you support WhatsApp?" is about WhatsApp, "What about API
 * access?" about the API.
 *
 * Greetings: a message that only greets ('hi', 'hey', 'good morning') is answered by the greeting
 * topic whatever the length of its words; a greeting with a question ('hello, what does it cost?')
 * is answered by the question's topic.
 *
 * "Matches" means: case-insensitive, on whole words. The message and each keyword are normalised
 * to lower-case letters and digits separated by single spaces (punctuation and hyphens become
 * spaces), and a keyword matches when it occurs in the message as whole words: a multi-word
 * keyword as a whole phrase ('free trial'), 'multi-location' in "multi location", 'gst' never
 * inside "gstin". One allowance for how people type: the message word may carry a plural 's' or
 * 'es' ('price' matches "prices", 'calendar' "calendars"). A keyword's length is counted as written
 * in the content, spaces and hyphens included, in characters as a reader counts them: a letter with
 * its vowel signs and marks is one ('कीमत' is 3 characters, like 'fee'; 'व्हाट्सऐप' is 6).
 *
 * Words of every chat: a language folder may give each topic words matched in a chat of any
 * language (locales/<tag>/every-chat.json, compiled into protocol/locales/every-chat.js): Hindi's
 * are romanised as people type them ('kimat', 'gst bill') and in Devanagari ('कीमत', 'व्हाट्सऐप'),
 * so a question in Hinglish or Hindi reaches the topic an English question about the same thing
 * reaches; the words that count half and the greeting's companions come from there too. Devanagari is read in one spelling
 * (devanagari.ts: मुफ़्त is मुफ्त), and a folder's filler word, which says nothing about what is asked
 * ('kya', 'hai', 'kaise', 'क्या', 'है', 'कैसे'), is never a keyword hit.
 */
import { EVERY_CHAT_COMMON, EVERY_CHAT_GREETING_COMPANIONS, EVERY_CHAT_KEYWORDS } from '../../../protocol/locales/every-chat.js';
import { chatTopics } from '../../content/chat-topics.ts';
import type { ChatTopic } from '../../content/types.ts';
import { foldDevanagari } from '../../assistant/devanagari.ts';
import { FILLER_WORDS } from '../../assistant/filler.ts';

/** The id of the topic that answers greetings. */
export const GREETING_TOPIC = 'greeting';

/** Keywords that occur in questions about anything, in any language folder's every-chat.json: they count half. */
export const COMMON_KEYWORDS: ReadonlySet<string> = new Set(EVERY_CHAT_COMMON);

/** Words that may go with a greeting without asking anything ("hi there", "hello team", "namaste ji"). */
const GREETING_COMPANIONS: ReadonlySet<string> = new Set(EVERY_CHAT_GREETING_COMPANIONS);

/** Lower-case letters (with their vowel signs and marks) and digits, one space between words, none at the ends. */
export function normalise(text: string): string {
  return foldDevanagari(text.toLowerCase())
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();
}

/** A keyword's length in characters as a reader counts them: its vowel signs and marks are part of their letter. */
export function keywordLength(keyword: string): number {
  return [...keyword.replace(/\p{M}/gu, '')].length;
}

/** A topic's keywords: its own, then the words every chat matches for it. */
export function keywordsOf(topic: ChatTopic): readonly string[] {
  const everyChat = EVERY_CHAT_KEYWORDS[topic.id];
  return everyChat ? [...topic.keywords, ...everyChat] : topic.keywords;
}

/** True when every word of the keyword is a filler word, which says nothing about what is asked. */
const onlyStopWords = (keyword: string) =>
  normalise(keyword)
    .split(' ')
    .every((word) => FILLER_WORDS.has(word));

/**
 * A keyword as a whole word or phrase: an English one with its plural; one in an Indian script as a
 * stem, with whatever endings the language adds to it (விலை in விலையில், किंमत in किमतीत).
 */
const keywordPattern = (keyword: string) => {
  const word = normalise(keyword);
  return new RegExp(`(?:^| )${word}${/^[\x00-\x7f]*$/.test(word) ? '(?:e?s)?' : '[\\p{L}\\p{M}]*'}(?= |$)`, 'u');
};

/** The keywords of `topic` that occur in `message` as whole words or phrases. */
export function matchingKeywords(message: string, topic: ChatTopic): string[] {
  const text = normalise(message);
  return keywordsOf(topic).filter((keyword) => normalise(keyword) !== '' && !onlyStopWords(keyword) && keywordPattern(keyword).test(text));
}

/** True when the topic may answer the message: more than one keyword, or one longer than 3 characters. */
export function topicAnswers(message: string, topic: ChatTopic): boolean {
  const found = matchingKeywords(message, topic);
  return found.length > 1 || (found.length === 1 && keywordLength(found[0]!) > 3);
}

/**
 * How well the topic matches the message (0: not at all); see the rule above. A keyword that is
 * another matching keyword's plural ('reminders' beside 'reminder') names the same word: it counts once.
 */
export function matchScore(message: string, topic: ChatTopic): number {
  const found = matchingKeywords(message, topic);
  const words = found.map(normalise);
  const distinct = found.filter((_, i) => !words.some((other) => words[i] === `${other}s` || words[i] === `${other}es`));
  return distinct.reduce((score, keyword) => score + normalise(keyword).split(' ').length * (COMMON_KEYWORDS.has(keyword) ? 0.5 : 1), 0);
}

/** True when the message does nothing but greet, with the greeting topic's words. */
export function onlyGreets(message: string, greeting: ChatTopic): boolean {
  let rest = ` ${normalise(message)} `;
  const before = rest;
  // Longest first, so 'good morning' goes before a shorter keyword could split it.
  for (const keyword of [...keywordsOf(greeting)].sort((a, b) => b.length - a.length)) {
    rest = rest.replace(new RegExp(` ${normalise(keyword)}(?= )`, 'g'), ' ');
  }
  if (rest === before) return false;
  return rest.split(' ').every((word) => word === '' || GREETING_COMPANIONS.has(word));
}

/** The topic that answers the message best, or null (the fallback answers). */
export function matchTopic(message: string, topics: readonly ChatTopic[] = chatTopics): ChatTopic | null {
  const greeting = topics.find((topic) => topic.id === GREETING_TOPIC);
  if (greeting && onlyGreets(message, greeting)) return greeting;
  let best: ChatTopic | null = null;
  let bestScore = 0;
  for (const topic of topics) {
    if (topic.id === GREETING_TOPIC || !topicAnswers(message, topic)) continue;
    const score = matchScore(message, topic);
    if (score > bestScore) {
      best = topic;
      bestScore = score;
    }
  }
  if (best) return best;
  return greeting && topicAnswers(message, greeting) ? greeting : null;
}

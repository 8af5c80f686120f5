/**
 * What the assistant answers: the answer endpoint's decision (one call per question), worded in the
 * chat's language. Without the endpoint, the answer rules of widgets/assistant/engine.ts run here
 * over the site's passages, a chunk of its own with MiniSearch, fetched with its file on the first
 * such question. When neither answers, the best-matching topic does, else the fallback with the channels.
 *
 * A chat in another language (its words in locales/<tag>/assistant.json, a chunk only such a chat
 * loads) greets and answers in that language. It tells the endpoint which topic the language's
 * words match: the topic answers, in the language, unless the question asks how to do something
 * and a passage answers it; a passage quoted is marked as English by the language's first line.
 */
import { useEffect, useState } from 'react';
import type { Language } from '../../../protocol/languages.ts';
import { CHAT_CATALOGS } from '../../../protocol/locales/catalogs.js';
import { chatContent, chatFallbackReply, chatGreeting, chatTopics, englishCopy, topicReply, type ChatContent } from '../../content/chat-topics.ts';
import type { ChatTopic } from '../../content/types.ts';
import { GREETING_TOPIC, matchTopic } from './match.ts';

/** the bot replies 1500 ms after a message (the typing delay, in which the answer is looked up). */
export const REPLY_DELAY_MS = 1500;

/** A reply; `source` (the answer's first source) is set on answers that ask "Was this helpful?". */
export interface Reply {
  text: string;
  source?: string;
  /**
   * For a question the assistant could not answer: the chat topic its words come closest to, or
   * 'none'. Counted by the analytics endpoint (never with the visitor's words), so the help centre
   * can grow where owners ask.
   */
  unanswered?: string;
  /** A clarifying question's two pages, offered as buttons. */
  choices?: { source: string; label: string }[];
}

/** Answers to questions ask for feedback; greetings, small talk and apologies do not. */
const ASKS_FEEDBACK = new Set(['passage', 'topic', 'account', 'unknown']);

/** Each language's chat content, a chunk a chat loads only in that language; English is the chat's own. */
const CONTENT: Partial<Record<Language, () => Promise<ChatContent>>> = Object.fromEntries(
  Object.entries(CHAT_CATALOGS).map(([language, load]) => [language, () => load().then((module) => chatContent(module.default, language as Language))]),
);

/** The chat's content in `language`, or null for English (also when the language's content cannot be loaded). */
async function contentIn(language: Language | undefined): Promise<ChatContent | null> {
  const load = language ? CONTENT[language] : undefined;
  if (!load) return null;
  try {
    return await load();
  } catch (error) {
    console.warn('clinic-widgets: the chat could not load its content in', language, error);
    return null;
  }
}

/**
 * The chat's opening message in `language`: the English one at once; another language's once its
 * content has loaded (null until then; English if it cannot be loaded).
 */
export function useGreeting(language: Language): string | null {
  const own = CONTENT[language] !== undefined;
  const [loaded, setLoaded] = useState<{ language: Language; greeting: string } | null>(null);
  useEffect(() => {
    if (!own) return;
    let live = true;
    void contentIn(language).then((content) => {
      if (live) setLoaded({ language, greeting: content?.greeting ?? chatGreeting });
    });
    return () => {
      live = false;
    };
  }, [language, own]);
  if (!own) return chatGreeting;
  return loaded?.language === language ? loaded.greeting : null;
}

interface ReplyOptions {
  owner: object;
  /** Where the answer endpoint is (the page's API base). */
  apiBase: string;
  contentBase: string;
  whatsappNumber: string;
  previous?: string | undefined;
  /** The chat's language (English when absent). */
  language?: Language;
  /** The page the visitor picked from a clarifying question (`text` is then the question it clarified). */
  choice?: string | undefined;
}

/** The topics, each with its words in the chat's language beside its English and Hindi ones. */
const withWords = new WeakMap<ChatContent, ChatTopic[]>();
export function topicsIn(content: ChatContent): ChatTopic[] {
  let topics = withWords.get(content);
  if (!topics) {
    topics = chatTopics.map((topic) => ({ ...topic, keywords: [...topic.keywords, ...content.keywords(topic.id)] }));
    withWords.set(content, topics);
  }
  return topics;
}

/** The assistant's reply to a message; `previous` is the visitor's message before it (for follow-ups). */
export async function replyTo(text: string, options: ReplyOptions): Promise<Reply> {
  const content = await contentIn(options.language);
  const topic = content && !options.choice ? matchTopic(text, topicsIn(content)) : null;
  const topicAnswer = (found: ChatTopic, words: ChatContent): Reply => {
    const reply = words.assistant.topic(found, options.whatsappNumber);
    return found.id === GREETING_TOPIC ? { text: reply } : { text: reply, source: `topic:${found.id}` };
  };
  if (content && topic?.id === GREETING_TOPIC) return topicAnswer(topic, content);
  try {
    const asked = { previous: options.previous, choice: options.choice };
    // The endpoint answers in one call, told the topic the language's words found: the topic answers
    // unless the question asks how to do something a passage answers. Without the endpoint, the
    // topic answers, else the passages and the search come to the page.
    const { askAssistant, render } = await import('../../assistant/ask.ts');
    const decision = await askAssistant(options.apiBase, text, { ...asked, topic: topic?.id });
    if (!decision && content && topic) return topicAnswer(topic, content);
    const answer = decision
      ? render(decision, content?.assistant ?? englishCopy, options.whatsappNumber)
      : await (await import('../../assistant/load.ts')).answerQuestion(options.owner, options.contentBase, text, {
          ...asked,
          whatsappNumber: options.whatsappNumber,
          ...(content ? { copy: content.assistant } : {}),
        });
    const source = answer.sources[0];
    const reply: Reply = ASKS_FEEDBACK.has(answer.kind) && source ? { text: answer.text, source } : { text: answer.text };
    if (answer.kind === 'unknown') reply.unanswered = matchTopic(text)?.id ?? 'none';
    if (answer.choices) reply.choices = answer.choices;
    return reply;
  } catch (error) {
    console.warn('clinic-widgets: the assistant could not load its answers', error);
    if (content && topic) return topicAnswer(topic, content);
    if (content) return { text: content.fallback(options.whatsappNumber) };
    const found = matchTopic(text);
    return { text: found ? topicReply(found, options.whatsappNumber) : chatFallbackReply({ whatsappNumber: options.whatsappNumber }) };
  }
}

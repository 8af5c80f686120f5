/**
 * What the assistant answers: the best-matching topic's reply, else the fallback with the help
 * articles that fit the question. The article search lives in the help part (loaded on the first
 * fallback, not in the bundle); when it or the articles cannot be loaded, the fallback names the
 * channels only.
 */
import { chatFallbackReply } from '../content/chat-topics.ts';
import { loadPart } from '../core/element/parts.ts';
import { matchTopic } from './match.ts';

/** Must equal ARTICLE_FINDER of help-search/suggest.ts (a symbol, so the bundle does not import the part). */
const ARTICLE_FINDER = Symbol.for('clinic-widgets.find-articles');

type FindArticles = (owner: object, contentBase: string, question: string) => Promise<{ id: string; title: string }[]>;

const finder = () => (globalThis as unknown as Record<symbol, FindArticles | undefined>)[ARTICLE_FINDER];

/** The help articles for a question, or none when they cannot be had. */
export async function articlesFor(owner: object, contentBase: string, question: string): Promise<{ id: string; title: string }[]> {
  try {
    if (!finder()) await loadPart('help', contentBase);
    return (await finder()?.(owner, contentBase, question)) ?? [];
  } catch (error) {
    console.warn('clinic-widgets: no help articles for the chat', error);
    return [];
  }
}

/** The assistant's reply to a message. */
export async function replyTo(text: string, options: { owner: object; contentBase: string; whatsappNumber: string }): Promise<string> {
  const topic = matchTopic(text);
  if (topic) return topic.reply;
  const articles = await articlesFor(options.owner, options.contentBase, text);
  return chatFallbackReply({ articles, whatsappNumber: options.whatsappNumber });
}

/**
 * What the assistant answers: the best-matching topic's reply, else the fallback with the help
 * articles that fit the question. The article search is a chunk of its own, fetched on the first
 * fallback; when it or the articles cannot be loaded, the fallback names the channels only.
 */
import { chatFallbackReply } from '../content/chat-topics.ts';
import { matchTopic } from './match.ts';

/** the bot replies 1500 ms after a message (the typing delay, in which the answer is looked up). */
export const REPLY_DELAY_MS = 1500;

/** The help articles for a question, or none when they cannot be had. */
export async function articlesFor(owner: object, contentBase: string, question: string): Promise<{ id: string; title: string }[]> {
  try {
    const { findArticles } = await import('../help-search/suggest.ts');
    return await findArticles(owner, contentBase, question);
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

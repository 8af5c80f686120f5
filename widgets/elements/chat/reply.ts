/**
 * What the assistant answers: the answer rules of widgets/assistant/engine.ts over the site's
 * passages, a chunk of its own with MiniSearch, fetched with its file on the first question. When
 * they cannot be loaded, the best-matching topic answers, else the fallback with the channels.
 */
import { chatFallbackReply, topicReply } from '../../content/chat-topics.ts';
import { matchTopic } from './match.ts';

/** the bot replies 1500 ms after a message (the typing delay, in which the answer is looked up). */
export const REPLY_DELAY_MS = 1500;

/** A reply; `source` (the answer's first source) is set on answers that ask "Was this helpful?". */
export interface Reply {
  text: string;
  source?: string;
}

/** Answers to questions ask for feedback; greetings, small talk and apologies do not. */
const ASKS_FEEDBACK = new Set(['passage', 'topic', 'account', 'unknown']);

/** The assistant's reply to a message; `previous` is the visitor's message before it (for follow-ups). */
export async function replyTo(
  text: string,
  options: { owner: object; contentBase: string; whatsappNumber: string; previous?: string | undefined },
): Promise<Reply> {
  try {
    const { answerQuestion } = await import('../../assistant/load.ts');
    const answer = await answerQuestion(options.owner, options.contentBase, text, { previous: options.previous, whatsappNumber: options.whatsappNumber });
    const source = answer.sources[0];
    return ASKS_FEEDBACK.has(answer.kind) && source ? { text: answer.text, source } : { text: answer.text };
  } catch (error) {
    console.warn('clinic-widgets: the assistant could not load its answers', error);
    const topic = matchTopic(text);
    return { text: topic ? topicReply(topic, options.whatsappNumber) : chatFallbackReply({ whatsappNumber: options.whatsappNumber }) };
  }
}

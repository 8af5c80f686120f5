/**
 * The chat's topic matching (SPEC §9): a topic answers when MORE THAN ONE of its keywords matches
 * the message, or when ONE matching keyword is LONGER THAN 3 characters; topics are tried in order
 * and the first that answers wins; when none does, the fallback answers (SPEC §8).
 *
 * "Matches" means: case-insensitive, on whole words. The message and each keyword are normalised
 * to lower-case letters and digits separated by single spaces (punctuation and hyphens become
 * spaces), and a keyword matches when it occurs in the message as whole words: a multi-word
 * keyword as a whole phrase ('free trial'), 'multi-location' in "multi location", 'gst' never
 * inside "gstin". One allowance for how people type: the message word may carry a plural 's' or
 * 'es' ('price' matches "prices", 'calendar' "calendars"). A keyword's length is counted as written
 * in the content, spaces and hyphens included.
 */
import { chatTopics } from '../content/chat-topics.ts';
import type { ChatTopic } from '../content/types.ts';

/** Lower-case letters and digits, one space between words, none at the ends. */
export function normalise(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}

/** The keywords of `topic` that occur in `message` as whole words or phrases. */
export function matchingKeywords(message: string, topic: ChatTopic): string[] {
  const text = normalise(message);
  return topic.keywords.filter((keyword) => {
    const words = normalise(keyword);
    return words !== '' && new RegExp(`(?:^| )${words}(?:e?s)?(?: |$)`).test(text);
  });
}

/** True when the topic answers the message by the rule of SPEC §9. */
export function topicAnswers(message: string, topic: ChatTopic): boolean {
  const found = matchingKeywords(message, topic);
  return found.length > 1 || (found.length === 1 && found[0]!.length > 3);
}

/** The first topic that answers the message, or null (the fallback answers). */
export function matchTopic(message: string, topics: readonly ChatTopic[] = chatTopics): ChatTopic | null {
  return topics.find((topic) => topicAnswers(message, topic)) ?? null;
}

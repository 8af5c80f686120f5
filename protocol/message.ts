/**
 * A message of a catalog, as locales/ compiles it: its text when it has no placeholder, else a
 * function of its placeholders' values. Catalogs are ICU MessageFormat in JSON, one folder per
 * language, compiled by @messageformat/core at build into protocol/locales/.
 */
import type { ApiMessages, MessageValue } from './locales/types.d.ts';

export type { ApiMessages, ElementMessages, MailMessages, MessageValue } from './locales/types.d.ts';

/** The values a message's placeholders take. */
export type MessageValues = Record<string, MessageValue>;

/** A compiled message: text, or a function of its values. */
export type Message = string | ((values: never) => string);

/** A message with its values in: a function is called with them, a text is itself. */
export function writeMessage(message: Message, values: MessageValues = {}): string {
  return typeof message === 'function' ? (message as (values: MessageValues) => string)(values) : message;
}

/** The problem keys of the form checks. */
export type ValidationKey = keyof ApiMessages['validation'];
/** The API's error codes, and the browser's status fallbacks. */
export type ErrorCode = keyof ApiMessages['errors'];
/** The successful answers' messages. */
export type AnswerKey = keyof ApiMessages['answers'];

export type ValidationMessages = ApiMessages['validation'];
export type ErrorMessages = ApiMessages['errors'];
export type AnswerMessages = ApiMessages['answers'];

/**
 * The assistant's answer call, POST /api/assistant: the visitor's question (with the question
 * before it, for a follow-up, the page picked from a clarifying question and the topic the chat's
 * language found), and what the
 * assistant decided, before it is put in words. The chat words the decision in its own language,
 * so the call carries no language and no reply text of its own.
 */
import { array, enums, type Infer, literal, object, optional, pattern, size, string, tuple, union } from 'superstruct';
import { optionalText, requiredText } from './fields.ts';

/** The longest question (and earlier question) the call takes: a chat message is one or two sentences. */
export const ASSISTANT_QUESTION_MAX = 500;

/** A source the assistant answers from: `help:<id>`, `handbook:<id>`, `faq:<list>-<n>`. */
const SOURCE = /^(?:help|handbook|faq):[a-z0-9-]{1,80}$/;

/** A chat topic's id. */
const TOPIC = /^[a-z0-9-]{1,60}$/;

/** Ensure that a value is a question for the assistant. */
export const AssistantQuestion = object({
  question: requiredText('messageRequired', ASSISTANT_QUESTION_MAX),
  previous: optionalText(ASSISTANT_QUESTION_MAX),
  choice: optional(pattern(string(), SOURCE)),
  /** The chat topic the chat's own language's words found in the question (the server knows English and Hindi words only). */
  topic: optional(pattern(string(), TOPIC)),
});
export type AssistantQuestion = Infer<typeof AssistantQuestion>;

/** A page an answer names: its source, its title and its address on the site (a path). */
const AnswerLink = object({ source: pattern(string(), SOURCE), title: string(), href: pattern(string(), /^\/(?:[^/\\]|$)/) });
export type AnswerLink = Infer<typeof AnswerLink>;

/** Up to two related pages. */
const Related = size(array(AnswerLink), 0, 2);

/** Ensure that a value is what the assistant decided (the chat puts it in words). */
export const AssistantDecision = union([
  object({ kind: enums(['greeting', 'complaint', 'unknown']) }),
  object({ kind: literal('smalltalk'), said: enums(['thanks', 'bye', 'ok']) }),
  object({ kind: literal('account'), page: enums(['/forgot-password', '/login', '/register']) }),
  object({ kind: literal('topic'), topic: pattern(string(), TOPIC), related: Related }),
  object({ kind: literal('passage'), quote: string(), source: AnswerLink, related: Related }),
  object({ kind: literal('clarify'), choices: tuple([AnswerLink, AnswerLink]) }),
]);
export type AssistantDecision = Infer<typeof AssistantDecision>;

/** The call's answer: `{decision}`. */
export const AssistantAnswer = object({ decision: AssistantDecision });

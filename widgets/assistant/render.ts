/**
 * The assistant's decision put in words: the chat's language's copy (English by default), the
 * topic's reply, the quoted passage with its links. Free of the search, so a chat that asks the
 * answer endpoint words its answer without loading the passages or MiniSearch.
 */
import { chatTopics } from '../content/chat-topics.ts';
import type { AnswerLink, AssistantDecision } from '../../protocol/assistant.ts';
import type { ChatTopic } from '../content/types.ts';
import { GREETING_TOPIC } from '../elements/chat/match.ts';

/** The pages an account task links to (the answer call names them). */
export type AccountPage = Extract<AssistantDecision, { kind: 'account' }>['page'];

/** The assistant's own words in one language: every reply but the quoted passages. */
export interface AssistantCopy {
  /** The reply to a topic (`topic:<id>`; the greeting topic answers a message that only greets). */
  topic: (topic: ChatTopic, whatsappNumber: string) => string;
  /** Small talk: to thanks, to goodbye, to "ok". */
  thanks: string;
  bye: string;
  ok: string;
  /** The apology for a complaint, with the human channels. */
  complaint: (whatsappNumber: string) => string;
  /** "I don't know", with the human channels. */
  unknown: (whatsappNumber: string) => string;
  /** Each account task's reply, linking its page. */
  account: Readonly<Record<AccountPage, string>>;
  /**
   * A quoted passage (English) with the link to its source and the links to related pages (joined,
   * '' for none); a topic the search found, with the links to related pages.
   */
  passage: (quote: string, source: string, related: string) => string;
  topicWithRelated: (reply: string, related: string) => string;
  /** The question asked when two passages answer almost equally well (their titles, English). */
  clarify: (first: string, second: string) => string;
}

/** What the assistant answers, and the sources it drew on (best first) for measuring it. */
export interface Answer {
  kind: 'greeting' | 'smalltalk' | 'complaint' | 'account' | 'topic' | 'passage' | 'clarify' | 'unknown';
  /** The reply, with inline links (`[label](target)`). */
  text: string;
  /** `help:<id>`, `handbook:<id>`, `faq:…`, `topic:<id>`, `page:<path>`, or the kind for the others. */
  sources: string[];
  /** For a clarifying question: the two pages it offers, each as a button (its source and title). */
  choices?: { source: string; label: string }[];
}

/** What the assistant decided, before it is put in words (the answer call sends it; engine.ts decides it). */
export type Decision = AssistantDecision;
export type { AnswerLink };

const linkOf = (link: AnswerLink) => `[${link.title}](${link.href})`;

/** The answer in words: `copy` is the chat's language's, `whatsappNumber` the channel it offers. */
export function render(decision: Decision, copy: AssistantCopy, whatsappNumber: string, topics: readonly ChatTopic[] = chatTopics): Answer {
  const unknown: Answer = { kind: 'unknown', text: copy.unknown(whatsappNumber), sources: ['unknown'] };
  switch (decision.kind) {
    case 'greeting': {
      const greeting = topics.find((topic) => topic.id === GREETING_TOPIC);
      return greeting ? { kind: 'greeting', text: copy.topic(greeting, whatsappNumber), sources: ['greeting'] } : unknown;
    }
    case 'smalltalk':
      return { kind: 'smalltalk', text: copy[decision.said], sources: ['smalltalk'] };
    case 'complaint':
      return { kind: 'complaint', text: copy.complaint(whatsappNumber), sources: ['complaint'] };
    case 'account':
      return { kind: 'account', text: copy.account[decision.page], sources: [`page:${decision.page}`] };
    case 'topic': {
      const topic = topics.find((known) => known.id === decision.topic);
      if (!topic) return unknown;
      const related = decision.related.map(linkOf).join(' · ');
      return {
        kind: 'topic',
        text: copy.topicWithRelated(copy.topic(topic, whatsappNumber), related),
        sources: [`topic:${topic.id}`, ...decision.related.map((link) => link.source)],
      };
    }
    case 'passage':
      return {
        kind: 'passage',
        text: copy.passage(decision.quote, linkOf(decision.source), decision.related.map(linkOf).join(' · ')),
        sources: [decision.source.source, ...decision.related.map((link) => link.source)],
      };
    case 'clarify': {
      const [first, second] = decision.choices;
      return {
        kind: 'clarify',
        text: copy.clarify(first.title, second.title),
        sources: [first.source, second.source],
        choices: decision.choices.map((link) => ({ source: link.source, label: link.title })),
      };
    }
    default:
      return unknown;
  }
}

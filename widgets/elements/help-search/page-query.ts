/**
 * The help search's words shared by the element and the server's answer to `/support?q=…` (the
 * search without JavaScript): how a query from the page's address is read, the count line, and the
 * ways to reach the team when nothing matches.
 */
import { SUPPORT_EMAIL, SUPPORT_PHONE, SUPPORT_PHONE_HREF } from '../../content/chat-topics.ts';
import { writeMessage } from '../../../protocol/message.ts';
import { helpSearch } from '../../../protocol/locales/en-IN/helpSearch.js';

/** The search's messages in one language (en-IN by default). */
type Messages = typeof helpSearch;

/** The name of the search field, and of the query parameter a search without JavaScript sends. */
export const QUERY_PARAMETER = 'q';

/** A query longer than this is cut (in characters): no help title is near it, and the page repeats it. */
export const MAX_QUERY_LENGTH = 200;

/** Control characters and the bidirectional overrides that could reorder the text around the query. */
const UNPRINTABLE = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/gu;

/**
 * The query as the page shows and searches it: control characters as spaces, runs of spaces as
 * one, trimmed, at most MAX_QUERY_LENGTH characters (whole code points).
 */
export function pageQuery(raw: string | null | undefined): string {
  const clean = (raw ?? '').replace(UNPRINTABLE, ' ').replace(/\s+/g, ' ').trim();
  return [...clean].slice(0, MAX_QUERY_LENGTH).join('').trim();
}

/** The live count: '3 articles found for “gst”.', or that none match. */
export function foundText(count: number, query: string, m: Messages = helpSearch): string {
  return writeMessage(count === 0 ? m.noMatch : m.found, { count, query });
}

export const noMatchText = (query: string, m: Messages = helpSearch) => writeMessage(m.noMatch, { query });

/** The ways to reach the team a search with no match points to (live chat opens the chat where there is one). */
export function channels(m: Messages = helpSearch) {
  return [
    { id: 'chat', label: m.chat, note: m.chatNote, href: '/contact' },
    { id: 'phone', label: writeMessage(m.call, { phone: SUPPORT_PHONE }), note: m.callNote, href: SUPPORT_PHONE_HREF },
    { id: 'email', label: writeMessage(m.email, { email: SUPPORT_EMAIL }), note: m.emailNote, href: `mailto:${SUPPORT_EMAIL}` },
  ] as const;
}

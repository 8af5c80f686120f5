/**
 * The help search's words shared by the element and the server's answer to `/support?q=…` (the
 * search without JavaScript): how a query from the page's address is read, the count line, and the
 * ways to reach the team when nothing matches.
 */
import { SUPPORT_EMAIL, SUPPORT_PHONE, SUPPORT_PHONE_HREF } from '../../content/chat-topics.ts';
import { formatMessage } from '../../../protocol/messages/format.ts';
import { helpSearch } from '../../i18n/en-IN/help-search.ts';

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
export function foundText(count: number, query: string, m: Messages = helpSearch, locale?: string): string {
  return formatMessage(count === 0 ? m.noMatch : m.found, { count, query }, locale);
}

export const noMatchText = (query: string, m: Messages = helpSearch, locale?: string) => formatMessage(m.noMatch, { query }, locale);

/** The ways to reach the team a search with no match points to (live chat opens the chat where there is one). */
export function channels(m: Messages = helpSearch, locale?: string) {
  return [
    { id: 'chat', label: m.chat, note: m.chatNote, href: '/contact' },
    { id: 'phone', label: formatMessage(m.call, { phone: SUPPORT_PHONE }, locale), note: m.callNote, href: SUPPORT_PHONE_HREF },
    { id: 'email', label: formatMessage(m.email, { email: SUPPORT_EMAIL }, locale), note: m.emailNote, href: `mailto:${SUPPORT_EMAIL}` },
  ] as const;
}

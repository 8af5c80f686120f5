/**
 * The conversation and the open/closed state, kept in sessionStorage so they survive page
 * navigation within the tab (and end with it). A stored value is checked on read; anything that
 * does not fit (corrupted, edited, from an older build) is discarded.
 */
import { array, boolean, enums, integer, is, object, optional, size, string, type Infer } from 'superstruct';
import { CHAT_STORAGE_KEY } from '../../../protocol/index.ts';
import { readStored, webStorage, writeStored } from '../../runtime/script/storage/stored.ts';

/** The newest messages kept; older ones are dropped on save. */
export const MAX_MESSAGES = 100;

/** One page a clarifying question offers: its source and its title. */
const Choice = object({ source: size(string(), 1, 120), label: size(string(), 1, 200) });

/**
 * Ensure that a value is a chat message. An answer that asks "Was this helpful?" keeps its source
 * (`help:<id>`, `handbook:<id>`…) and, once the visitor has said, their feedback. A clarifying
 * question keeps the two pages it offers and the question it clarifies (`asked`); the visitor's pick
 * keeps the page chosen (`choice`) and that question.
 */
export const ChatMessage = object({
  id: size(string(), 1, 40),
  text: size(string(), 1, 2000),
  isBot: boolean(),
  timestamp: integer(),
  source: optional(size(string(), 1, 120)),
  feedback: optional(enums(['yes', 'no'])),
  choices: optional(size(array(Choice), 2, 2)),
  choice: optional(size(string(), 1, 120)),
  asked: optional(size(string(), 1, 2000)),
});
export type ChatMessage = Infer<typeof ChatMessage>;

/** Ensure that a value is a saved chat: whether it is open, and its messages (at most 100). */
export const SavedChat = object({ open: boolean(), messages: size(array(ChatMessage), 0, MAX_MESSAGES) });
export type SavedChat = Infer<typeof SavedChat>;

/** The saved chat, or null when there is none or it is invalid (then it is removed). */
export function readChat(): SavedChat | null {
  return readStored(webStorage('sessionStorage'), CHAT_STORAGE_KEY, (value): value is SavedChat => is(value, SavedChat));
}

/** Saves the chat, keeping the newest MAX_MESSAGES messages; full or blocked storage keeps it for this page only. */
export function writeChat(chat: SavedChat): void {
  writeStored(webStorage('sessionStorage'), CHAT_STORAGE_KEY, { open: chat.open, messages: chat.messages.slice(-MAX_MESSAGES) });
}

/**
 * The conversation that starts with `greeting` (the chat's opening message in its language; null
 * while it loads): a conversation the visitor has taken part in is kept as it is, in whatever
 * language; one that is only a greeting (or nothing) takes this greeting, so a tab that greeted on
 * an English page greets in Hindi on a Hindi page. `make` makes the bot's message.
 */
export function greeted(messages: ChatMessage[], greeting: string | null, make: (text: string) => ChatMessage): ChatMessage[] {
  if (messages.length > 1 || messages.some((m) => !m.isBot)) return messages;
  if (greeting === null) return messages.length === 0 ? messages : [];
  return messages[0]?.text === greeting ? messages : [make(greeting)];
}

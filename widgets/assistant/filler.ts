/**
 * The words that say nothing about what is asked, of every language folder that lists them
 * (locales/<tag>/every-chat.json `filler`: "kya", "hai", "kaise", "क्या", "है", "कैसे"): never a
 * chat keyword's hit, never a search word. Lower case, Devanagari in one spelling (devanagari.ts).
 */
import { EVERY_CHAT_FILLER } from '../../protocol/locales/every-chat.js';

export const FILLER_WORDS: ReadonlySet<string> = new Set(EVERY_CHAT_FILLER);

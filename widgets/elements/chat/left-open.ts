/**
 * Whether the chat opens at once on this page, read by the classic script before the chat's code
 * loads (so without the message checks, which come with that code).
 */
import { CHAT_STORAGE_KEY } from '../../../protocol/storage.ts';
import { readStored, webStorage } from '../../runtime/script/storage/stored.ts';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** True when the visitor left the chat open in this tab: it then opens again at once. */
export function chatLeftOpen(): boolean {
  return readStored(webStorage('sessionStorage'), CHAT_STORAGE_KEY, isRecord)?.open === true;
}

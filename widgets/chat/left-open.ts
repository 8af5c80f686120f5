import { CHAT_STORAGE_KEY } from '../../protocol/storage.ts';

/** True when the visitor left the chat open in this tab: it then opens again at once. */
export function chatLeftOpen(): boolean {
  try {
    const saved: unknown = JSON.parse(globalThis.sessionStorage?.getItem(CHAT_STORAGE_KEY) ?? 'null');
    return typeof saved === 'object' && saved !== null && (saved as { open?: unknown }).open === true;
  } catch {
    return false;
  }
}

/** Helpers for the chat's component tests: a manual clock for the reply delay, and a visitor's actions. */
import { expect, fixture, waitUntil } from '@open-wc/testing';
import { REPLY_DELAY_MS } from '../../../../widgets/elements/chat/reply.ts';
import '../../../../widgets/elements/chat/chat.element.ts';
import { manualClock } from '../../../support/clock.ts';
import { assistantIndex } from '../../../../widgets/assistant/documents.ts';
import { createEngine, decide } from '../../../../widgets/assistant/engine.ts';
import { endpointEngine } from '../../../../widgets/assistant/endpoint-engine.ts';
import { find, json, shadow } from '../../../support/page.ts';
import { stubSiteFile } from '../../help-shared/help-fixtures.ts';

/** The clock of the running test (set with `useManualClock` in a beforeEach). */
export let time: ReturnType<typeof manualClock>;

/** Installs a fresh manual clock for the next test. */
export function useManualClock() {
  time = manualClock();
  return time;
}

/** Waits for the panel's opening animation to finish, so axe sees the final colours. */
export async function accessible(el: Element) {
  const opening = shadow(el)
    .getAnimations()
    .filter((animation) => animation.effect?.getTiming().iterations !== Infinity);
  await Promise.all(opening.map((animation) => animation.finished));
  await expect(el).shadowDom.to.be.accessible();
}
/**
 * Answers fetches of the assistant's file (assets/assistant-index.json) with the file the build
 * writes, or with `reply`; records the addresses fetched. The answer endpoint is down (404), so the
 * chat answers from the file. `restore()` puts the real fetch back.
 */
export function stubAssistantFile(reply: () => Response = () => json(200, assistantIndex())) {
  const endpoint = stubAnswerEndpoint('down');
  const file = stubSiteFile('/assets/assistant-index.json', [reply]);
  return {
    calls: file.calls,
    restore: () => {
      file.restore();
      endpoint.restore();
    },
  };
}

/**
 * Answers the answer endpoint (POST /api/assistant): `up`, with the decision of the engine the
 * server builds (the passages, what people ask of them and the languages' search words, decided by the same code; the
 * sentence encoder runs in Node only, so a question's meaning is left out here and its words decide), `down`
 * (404), or with the answer a function gives. Records each call's body and its fetch options. `restore()` puts the real fetch back.
 */
export function stubAnswerEndpoint(state: 'up' | 'down' | (() => Response)) {
  let engine: ReturnType<typeof createEngine> | undefined;
  const calls: { url: string; body: Record<string, unknown>; init: RequestInit }[] = [];
  const real = window.fetch;
  window.fetch = async (input, init = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    if (!url.pathname.endsWith('/api/assistant')) return real(input, init);
    const body = JSON.parse(String(init.body)) as { question: string; previous?: string; choice?: string; topic?: string };
    calls.push({ url: url.href, body, init });
    if (typeof state === 'function') return state();
    if (state === 'down') return json(404, { code: 'NOT_FOUND', message: 'Not found' });
    engine ??= endpointEngine();
    return json(200, { decision: decide(engine, body.question, { previous: body.previous, choice: body.choice, topic: body.topic }) });
  };
  return { calls, restore: () => void (window.fetch = real) };
}

export const plain = (text: string) => text.replace(/\[([^\]]+)\]\([^)]+\)/g, '$1');

export async function chatElement(attributes = '') {
  const el = await fixture<HTMLElement & { open: boolean }>(`<clinic-chat ${attributes}></clinic-chat>`);
  await find(el, '.launcher');
  return el;
}

export async function openChat(el: HTMLElement & { open: boolean }) {
  shadow(el).querySelector<HTMLButtonElement>('.launcher')!.click();
  return find<HTMLTextAreaElement>(el, 'textarea');
}

export const input = (el: Element) => shadow(el).querySelector<HTMLTextAreaElement>('textarea')!;
export const sendButton = (el: Element) => shadow(el).querySelector<HTMLButtonElement>('.send')!;
/** The messages as read (in English or Hindi), without the "Was this helpful?" controls or a question's choices under an answer. */
export const messages = (el: Element) =>
  [...shadow(el).querySelectorAll('.message:not(.typing)')].map((li) => {
    const copy = li.cloneNode(true) as Element;
    copy.querySelector('.feedback')?.remove();
    copy.querySelector('.choices')?.remove();
    // The speaker, said to screen readers only ('Assistant: ', 'உதவியாளர்: '), is not the message.
    copy.querySelector(':scope > .visually-hidden:first-child')?.remove();
    return { bot: li.classList.contains('bot'), text: copy.textContent!.replace(/^(?:Assistant|You|असिस्टेंट|आप): /, '') };
  });
export const lastBot = (el: Element) =>
  messages(el)
    .filter((m) => m.bot)
    .at(-1)?.text;

/** Types as a user would: the value, then the input event React listens to. */
export function typeText(el: Element, value: string) {
  const area = input(el);
  Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(area, value);
  area.dispatchEvent(new Event('input', { bubbles: true }));
}

export function press(el: Element, key: string, init: KeyboardEventInit = {}) {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, composed: true, cancelable: true, ...init });
  (shadow(el).activeElement ?? input(el)).dispatchEvent(event);
  return event;
}

/** Sends a message with Enter and lets the 1.5 s pass; returns the reply. */
export async function ask(el: Element, text: string) {
  const before = messages(el).length;
  typeText(el, text);
  await waitUntil(() => !sendButton(el).disabled);
  press(el, 'Enter');
  await waitUntil(() => time.pending().length === 1, 'the reply should be scheduled');
  time.tick(REPLY_DELAY_MS);
  await waitUntil(() => messages(el).length === before + 2, 'the reply should appear');
  return lastBot(el)!;
}

/** Helpers for the chat's component tests: a manual clock for the reply delay, and a visitor's actions. */
import { expect, fixture, waitUntil } from '@open-wc/testing';
import { REPLY_DELAY_MS } from '../../../widgets/chat/reply.ts';
import '../../../widgets/chat/chat.element.ts';
import { manualClock } from '../../support/clock.ts';
import { find, shadow } from '../../support/page.ts';

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
export const messages = (el: Element) =>
  [...shadow(el).querySelectorAll('.message:not(.typing)')].map((li) => ({
    bot: li.classList.contains('bot'),
    text: li.textContent!.replace(/^(Assistant|You): /, ''),
  }));
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

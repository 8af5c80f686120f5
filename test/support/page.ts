/**
 * Component-test helpers: install the page's shared objects with the API stubbed at the fetch
 * level, and read an element's shadow DOM.
 */
import { waitUntil } from '@open-wc/testing';
import { stubBrowser } from '../../widgets/runtime/script/browser.ts';
import { createPageWidgets, usePageWidgets, type PageWidgets } from '../../widgets/runtime/script/page.ts';

export type Reply = Response | Promise<Response> | (() => Response | Promise<Response>);

export interface StubbedCall {
  path: string;
  method: string;
  headers: Record<string, string>;
  body: any;
  /** The request's signal (its time-out). */
  signal: AbortSignal | undefined;
}

/** A JSON answer. */
export const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A reply that never arrives until `release` is called (for submitting states). */
export function held(reply: () => Response) {
  let release: () => void = () => undefined;
  const promise = new Promise<Response>((resolve) => {
    release = () => resolve(reply());
  });
  return { promise, release: () => release() };
}

/**
 * `response` as a fetch gives it for a request with `signal`: its body, read as it is asked for,
 * fails once the signal aborts before it has been read to its end (a request's time-out covers
 * reading its body too).
 */
function readableUntil(response: Response, signal: AbortSignal): Response {
  if (!response.body) return response;
  const reader = response.body.getReader();
  let finished = false;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      signal.addEventListener('abort', () => {
        if (!finished) controller.error(signal.reason);
      });
    },
    async pull(controller) {
      if (signal.aborted) return controller.error(signal.reason);
      const { done, value } = await reader.read();
      if (done) {
        finished = true;
        controller.close();
      } else controller.enqueue(value);
    },
  });
  return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
}

/** Installs fresh page widgets whose fetch answers from `routes` (path → list of replies, in order); navigation is recorded, never done. */
export function stubPage(routes: Record<string, Reply[]> = {}, options: { timeoutMs?: number } = {}) {
  localStorage.clear();
  const calls: StubbedCall[] = [];
  const navigations: string[] = [];
  const queues = new Map(Object.entries(routes).map(([path, replies]) => [path, [...replies]]));
  const page: PageWidgets = createPageWidgets({
    storage: localStorage,
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
    fetch: async (input, init = {}) => {
      const url = new URL(String(input));
      calls.push({
        path: url.pathname,
        method: init.method ?? 'GET',
        headers: init.headers as Record<string, string>,
        body: init.body ? JSON.parse(String(init.body)) : undefined,
        signal: init.signal ?? undefined,
      });
      const queue = queues.get(url.pathname);
      const next = queue && queue.length > 1 ? queue.shift() : queue?.[0];
      if (!next) return json(404, { message: `No stub for ${url.pathname}` });
      // Like a real fetch, give up when the request's signal aborts (the client's time-out), and
      // fail a body not yet read by then.
      const signal = init.signal;
      return new Promise<Response>((resolve, reject) => {
        signal?.addEventListener('abort', () => reject(signal.reason));
        Promise.resolve(typeof next === 'function' ? next() : next).then((response) => resolve(signal ? readableUntil(response, signal) : response), reject);
      });
    },
  });
  stubBrowser({ navigate: (url) => navigations.push(url) });
  usePageWidgets(page);
  return { page, calls, navigations, reply: (path: string, ...replies: Reply[]) => queues.set(path, replies) };
}

/** The element's shadow root, typed. */
export const shadow = (el: Element) => el.shadowRoot!;

/** Waits for a selector in the element's shadow root and returns it. */
export async function find<T extends Element = HTMLElement>(el: Element, selector: string, message?: string): Promise<T> {
  await waitUntil(() => el.shadowRoot?.querySelector(selector), message ?? `${selector} should appear`);
  return el.shadowRoot!.querySelector(selector) as T;
}

/** Types into an input as a user would (value + input event, which React listens to). */
export function type(input: HTMLInputElement | HTMLSelectElement, value: string) {
  const proto = input instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event(input instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/** The text of the element's banner (general message), or ''. */
export const bannerText = (el: Element) => el.shadowRoot?.querySelector('.banner')?.textContent ?? '';

/** The field error text of a field, or ''. */
export const fieldError = (el: Element, name: string) => el.shadowRoot?.getElementById(`field-${name}-error`)?.textContent ?? '';

/** Submits the element's form through its submit button, as a click would. */
export function submit(el: Element) {
  (el.shadowRoot!.querySelector('button[type="submit"]') as HTMLButtonElement).click();
}

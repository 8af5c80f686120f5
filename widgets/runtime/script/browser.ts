// page-state: the browser calls in force (the seam tests replace).
/**
 * The one seam through which element code reaches the browser calls a test must replace:
 * navigation and history, timers, the clock, and the analytics beacon with its fetch fallback.
 * Code goes through `browser.*` for those, never `location.assign`, `history.back()`,
 * `window.setTimeout` or `navigator.sendBeacon` directly; reading the address (`location.search`,
 * `location.href`) needs no seam. Tests swap calls with `stubBrowser` and put them back after.
 */
export interface Browser {
  /** Goes to another page (the application hand-off, sign-out, a fallback link). */
  navigate(url: string): void;
  /** Goes one step back in the session history. */
  back(): void;
  /** How many entries the tab's session history has (1: opened directly). */
  historyLength(): number;
  setTimeout(callback: () => void, ms: number): number;
  clearTimeout(id: number): void;
  now(): Date;
  /** Queues a small POST that survives the page being left; false when the browser refuses it. */
  sendBeacon(url: string, body: string): boolean;
  fetch: typeof fetch;
}

const real: Browser = {
  navigate: (url) => location.assign(url),
  back: () => history.back(),
  historyLength: () => history.length,
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms) as unknown as number,
  clearTimeout: (id) => globalThis.clearTimeout(id),
  now: () => new Date(),
  sendBeacon: (url, body) => navigator.sendBeacon(url, body),
  fetch: (input, init) => globalThis.fetch(input, init),
};

/** The calls in force; tests swap some of them with `stubBrowser`. */
export const browser: Browser = { ...real };

/** Replaces some browser calls (for tests); returns the function that puts the real ones back. */
export function stubBrowser(stub: Partial<Browser>): () => void {
  Object.assign(browser, stub);
  return () => Object.assign(browser, real);
}

/**
 * The browser calls the site's elements make that a test must be able to replace: navigation,
 * history, timers and the clock. The elements that import this module go through `browser.*`
 * for those, not `location.assign`, `history.back()` or `window.setTimeout`; reading the address
 * (`location.search`, `location.href`) needs no seam.
 */
export interface BrowserSeam {
  /** Goes to another page. */
  assign(url: string): void;
  /** Goes one step back in the session history. */
  back(): void;
  /** How many entries the tab's session history has (1: opened directly). */
  historyLength(): number;
  setTimeout(callback: () => void, ms: number): number;
  clearTimeout(id: number): void;
  now(): Date;
}

const real: BrowserSeam = {
  assign: (url) => location.assign(url),
  back: () => history.back(),
  historyLength: () => history.length,
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  clearTimeout: (id) => window.clearTimeout(id),
  now: () => new Date(),
};

/** The calls in force; tests swap some of them with `stubBrowser`. */
export const browser: BrowserSeam = { ...real };

/** Replaces some browser calls (for tests); returns the function that puts the real ones back. */
export function stubBrowser(stub: Partial<BrowserSeam>): () => void {
  Object.assign(browser, stub);
  return () => Object.assign(browser, real);
}

/** True when the visitor asked for less motion (then scrolling jumps instead of gliding). */
export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** scrolls to the top smoothly, or at once under prefers-reduced-motion. */
export function scrollToTop(): void {
  window.scrollTo({ top: 0, left: 0, behavior: prefersReducedMotion() ? 'instant' : 'smooth' });
}

/** One parameter of the page's query string, or null. */
export function queryParam(name: string): string | null {
  return typeof location === 'undefined' ? null : new URLSearchParams(location.search).get(name);
}

/**
 * A link target that stays on this site: a same-origin http(s) address, returned as a path (with
 * query and hash); anything else (another origin, `javascript:`, junk) gives null. So does a path
 * that starts with two slashes: '/.//evil.example' resolves to the path '//evil.example', which as
 * an address leads to another host.
 */
export function sameOriginPath(value: string | null | undefined): string | null {
  if (!value || value.trim() === '') return null;
  try {
    const url = new URL(value.trim(), location.href);
    if (url.origin !== location.origin || !/^https?:$/.test(url.protocol)) return null;
    if (!/^\/(?![/\\])/.test(url.pathname)) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

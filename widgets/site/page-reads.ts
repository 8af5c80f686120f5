/**
 * Small reads of the browser the site's elements share: the motion preference, the query string,
 * and whether a link target stays on this site. Calls a test must replace (navigation, timers,
 * the clock) go through the seam in runtime/script/browser.ts.
 */
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

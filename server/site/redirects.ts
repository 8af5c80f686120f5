/**
 * The addresses people type for pages that live elsewhere: each answers a permanent redirect
 * (301) to the real page, keeping the query string.
 */
export const PERMANENT_REDIRECTS: Readonly<Record<string, string>> = {
  '/help': '/support',
  '/signin': '/login',
  '/sign-in': '/login',
  '/signup': '/register',
  '/sign-up': '/register',
};

/** The redirect target for a clean path (no trailing slash), or null. */
export function permanentRedirect(path: string): string | null {
  return Object.hasOwn(PERMANENT_REDIRECTS, path) ? PERMANENT_REDIRECTS[path]! : null;
}

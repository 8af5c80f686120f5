/** The cookie the server issues against cross-site request forgery, and the header that echoes it. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

/**
 * Reads the XSRF cookie when the API is on this page's own origin (the cookie belongs to it; it is
 * never handed to another origin). Returns null when there is none or it cannot be read.
 */
export function readXsrfToken(apiBase: string, doc: Document | undefined = globalThis.document): string | null {
  if (!doc) return null;
  try {
    if (new URL(apiBase, doc.baseURI).origin !== doc.location?.origin) return null;
    for (const part of doc.cookie.split(';')) {
      const [name, ...rest] = part.trim().split('=');
      if (name === XSRF_COOKIE) return decodeURIComponent(rest.join('='));
    }
  } catch {
    // An unreadable cookie jar (sandboxed frame) simply means no header.
  }
  return null;
}

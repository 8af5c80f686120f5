// page-state: the help articles, once fetched.
/**
 * The help articles for the elements. They are not in the bundle (about 15 KB brotli, over its
 * budget): the build writes them to assets/help-articles.json (scripts/help-content.ts), and the
 * elements fetch `${contentBase}assets/help-articles.json` once per page — one shared promise for
 * every element; a failure is not kept, so Retry fetches again. No React here: the chat's article
 * search loads them too.
 */
import { array, is, string, type } from 'superstruct';
import type { HelpArticle } from '../content/types.ts';

/** Where the file lives, relative to the content base (the folder the bundle came from). */
export const HELP_FILE = 'assets/help-articles.json';

/** Like the API calls, a fetch gives up after 10 seconds. */
export const LOAD_TIMEOUT_MS = 10_000;

// Loose on purpose: the build checked the file with the full structs; here an older bundle must
// still read a newer file (unknown block types are skipped when rendering).
const ArticleShape = type({
  id: string(),
  title: string(),
  description: string(),
  category: string(),
  readTime: string(),
  lastUpdated: string(),
  content: array(type({ type: string() })),
  relatedArticles: array(string()),
});
const HelpFile = type({ articles: array(ArticleShape) });

/** The address of the help file for a content base. */
export function helpContentUrl(contentBase: string): string {
  try {
    return new URL(HELP_FILE, contentBase || location.href).href;
  } catch {
    return `/${HELP_FILE}`;
  }
}

const loads = new WeakMap<object, Map<string, Promise<HelpArticle[]>>>();

/** The articles at `url`, fetched once per page (`owner`: the page's shared objects). */
export function loadHelpArticles(owner: object, url: string): Promise<HelpArticle[]> {
  let byUrl = loads.get(owner);
  if (!byUrl) {
    byUrl = new Map();
    loads.set(owner, byUrl);
  }
  let load = byUrl.get(url);
  if (!load) {
    const pending = fetchArticles(url);
    byUrl.set(url, pending);
    pending.catch(() => byUrl.delete(url));
    load = pending;
  }
  return load;
}

async function fetchArticles(url: string): Promise<HelpArticle[]> {
  // Plain fetch, not the API client: a static file needs no bearer token, and a
  // cross-origin embed then makes a simple CORS request (no preflight).
  const response = await globalThis.fetch(url, { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(LOAD_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const body: unknown = await response.json();
  if (!is(body, HelpFile)) throw new Error(`${url} is not a help articles file`);
  return body.articles as HelpArticle[];
}

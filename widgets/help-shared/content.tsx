/**
 * The help articles for the elements. They are not in the bundle (about 15 KB brotli, over its
 * budget): the build writes them to assets/help-articles.json (scripts/help-content.ts), and the
 * elements fetch `${contentBase}assets/help-articles.json` once per page — one shared promise for
 * every element; a failure is not kept, so Retry fetches again.
 */
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { array, is, string, type } from 'superstruct';
import type { HelpArticle } from '../content/types.ts';
import { useHost, useSiteLink, useWidgets } from '../core/element/context.ts';
import { SiteLinks } from './inline.tsx';

/** Where the file lives, relative to the content base (the folder the bundle came from). */
export const HELP_FILE = 'assets/help-articles.json';

/** Like the API calls (SPEC §9), a fetch gives up after 10 seconds. */
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
  if (!byUrl) loads.set(owner, (byUrl = new Map()));
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

/** The state of the page's help articles for one element. */
export type HelpState =
  | { status: 'idle' | 'loading' | 'error'; articles?: undefined }
  | { status: 'ready'; articles: HelpArticle[] };

/**
 * The help articles, loaded when `enabled` (at once by default; the search waits for focus).
 * `retry` fetches again after a failure.
 */
export function useHelpArticles(enabled = true): HelpState & { retry: () => void } {
  const page = useWidgets();
  const { config } = useHost();
  const url = helpContentUrl(config.contentBase);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<HelpState>({ status: enabled ? 'loading' : 'idle' });

  useEffect(() => {
    if (!enabled) return undefined;
    let live = true;
    setState((current) => (current.status === 'ready' ? current : { status: 'loading' }));
    loadHelpArticles(page, url).then(
      (articles) => live && setState({ status: 'ready', articles }),
      (error: unknown) => {
        console.warn('clinic-widgets: the help articles could not be loaded', error);
        if (live) setState({ status: 'error' });
      },
    );
    return () => {
      live = false;
    };
  }, [page, url, enabled, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { ...state, retry };
}

/**
 * Site paths in content (`/help/…`, `/pricing`) as addresses: unchanged on our own pages; on a
 * partner page whose content comes from our site, pointed at our site, where they exist.
 */
export function SiteLinksProvider({ children }: { children: ReactNode }) {
  const toSite = useSiteLink();
  return <SiteLinks.Provider value={toSite}>{children}</SiteLinks.Provider>;
}

/** The message when the articles cannot be loaded: what happened, Retry, and the Help Center link. */
export function LoadError({ onRetry, supportHref }: { onRetry: () => void; supportHref: string }) {
  return (
    <div className="banner error help-load-error" role="alert" part="error">
      <p>
        <strong>The help articles could not be loaded.</strong> Check your connection and try again, or
        visit the Help Center.
      </p>
      <p className="row">
        <button type="button" className="button secondary" part="button" onClick={onRetry}>
          Retry
        </button>
        <a href={supportHref}>Go to the Help Center</a>
      </p>
    </div>
  );
}

/** Shown while the articles load. */
export function Loading({ label = 'Loading help articles…' }: { label?: string }) {
  return (
    <p className="help-loading" role="status">
      {label}
    </p>
  );
}

/**
 * Whether the host's light DOM holds the build's static rendering of this very item (the site's
 * own pages): the element then shows it through a slot as it is, and fetches nothing.
 */
export function hasStaticCopy(host: HTMLElement, attribute: string, value: string): boolean {
  return value !== '' && [...host.querySelectorAll(`[${attribute}]`)].some((node) => node.getAttribute(attribute) === value);
}

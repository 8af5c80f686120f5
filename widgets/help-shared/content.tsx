/**
 * The help articles as the elements use them: their loading state, a retry, and the shared views
 * of loading and failure. The file itself is fetched by articles.ts.
 */
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import type { HelpArticle } from '../content/types.ts';
import { useHost, useSiteLink, useWidgets } from '../runtime/react/context.ts';
import { helpContentUrl, loadHelpArticles } from './articles.ts';
import { SiteLinks } from './inline.tsx';

/** The state of the page's help articles for one element. */
export type HelpState = { status: 'idle' | 'loading' | 'error'; articles?: undefined } | { status: 'ready'; articles: HelpArticle[] };

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
        <strong>The help articles could not be loaded.</strong> Check your connection and try again, or visit the Help Center.
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

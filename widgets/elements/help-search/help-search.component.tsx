import { useEffect, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useHost, useWidgets, usePageValue } from '../../runtime/react/context.ts';
import type { ElementProps } from '../../runtime/script/element/define.tsx';
import { articleHref } from '../../help-shared/categories.ts';
import { LoadError, SiteLinksProvider, useHelpArticles } from '../../help-shared/content.tsx';
import { Marked } from '../../help-shared/highlight.tsx';
import { useSiteHref } from '../../help-shared/inline.tsx';
import type { attributes } from './help-search.element.ts';
import { indexArticles, queryTerms, searchArticles } from './search.ts';
import { channels, foundText, noMatchText, pageQuery, QUERY_PARAMETER } from './page-query.ts';
import { useLanguage, useLocale, useMessages } from '../../i18n/react.tsx';
import { helpSearch } from '../../../protocol/locales/en-IN/helpSearch.js';
import { elementCode } from '../../runtime/react/mount.tsx';
import { useFittingPlaceholder } from './fitting-placeholder.ts';

/** Shorter queries would match nearly everything. */
export const MIN_QUERY_LENGTH = 2;

/** The Help Center search box (see search.ts for the ranking). */
export function HelpSearch(props: ElementProps<typeof attributes>) {
  return (
    <SiteLinksProvider>
      <Search {...props} />
    </SiteLinksProvider>
  );
}

function Search({ supportHref }: ElementProps<typeof attributes>) {
  const page = useWidgets();
  const site = useSiteHref();
  const m = useMessages('helpSearch', helpSearch);
  const language = useLanguage();
  // The articles are in English in every language: their titles and lines say so to screen readers.
  const english = language === 'en-IN' ? undefined : 'en';
  const { format } = useLocale();
  const [query, setQuery] = useState('');
  // The articles are fetched when the visitor first focuses the box, not with the page.
  const [wanted, setWanted] = useState(false);
  const help = useHelpArticles(wanted);
  const index = useMemo(() => (help.articles ? indexArticles(help.articles) : null), [help.articles]);
  const trimmed = query.trim();
  const searching = trimmed.length >= MIN_QUERY_LENGTH;
  const results = useMemo(() => (index && searching ? searchArticles(index, trimmed) : []), [index, searching, trimmed]);
  const terms = useMemo(() => queryTerms(trimmed), [trimmed]);
  const input = useRef<HTMLInputElement>(null);
  const placeholder = useFittingPlaceholder(input, m.placeholder, m.placeholderShort);
  const list = useRef<HTMLUListElement>(null);
  const box = useRef<HTMLDivElement>(null);
  // The results float over the page below the box, so what follows it never moves while the
  // visitor types; a press outside the element closes them until the next focus or keystroke.
  const [dismissed, setDismissed] = useState(false);
  // On /support?q=… the server has listed that query's results below the box (slotted in): they stay
  // while the box holds that query, and give way to the live results once the visitor changes it.
  // Elsewhere (no results slotted in: a partner page's own `?q=`) the address is not a search.
  const { host } = useHost();
  const answered = usePageValue(
    () => (host.querySelector(':scope > [slot="results"]') ? pageQuery(new URLSearchParams(location.search).get(QUERY_PARAMETER)) : ''),
    '',
  );
  const serverResults = trimmed === answered;
  const open = searching && !dismissed && !serverResults;
  useEffect(() => {
    if (!open) return;
    const host = (box.current?.getRootNode() as ShadowRoot | null)?.host ?? box.current;
    const onPress = (event: PointerEvent) => {
      if (host && !event.composedPath().includes(host)) setDismissed(true);
    };
    document.addEventListener('pointerdown', onPress);
    return () => document.removeEventListener('pointerdown', onPress);
  }, [open]);

  const status =
    !searching || serverResults ? '' : help.status === 'ready' ? foundText(results.length, trimmed, m) : help.status === 'error' ? m.unavailable : m.searching;

  const links = () => [...(list.current?.querySelectorAll<HTMLAnchorElement>('a.result') ?? [])];

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const best = results[0];
    if (best) page.navigate(site(articleHref(best.article.id)));
  };

  const onInputKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && links().length > 0) {
      event.preventDefault();
      links()[0]!.focus();
    } else if (event.key === 'Escape' && query !== '') {
      event.preventDefault();
      setQuery('');
    }
  };

  const onResultsKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = links();
    const at = items.indexOf(event.target as HTMLAnchorElement);
    if (at === -1) return;
    const move = (target: HTMLElement | null | undefined) => {
      event.preventDefault();
      target?.focus();
    };
    if (event.key === 'ArrowDown') move(items[Math.min(at + 1, items.length - 1)]);
    else if (event.key === 'ArrowUp') move(at === 0 ? input.current : items[at - 1]);
    else if (event.key === 'Home') move(items[0]);
    else if (event.key === 'End') move(items[items.length - 1]);
    else if (event.key === 'Escape') move(input.current);
  };

  return (
    <div ref={box} className="help-search" part="panel">
      {/* Without JavaScript it is sent to the Help Center, which answers with the results listed. */}
      <form role="search" className="search-form" method="get" action={site(supportHref)} onSubmit={onSubmit} aria-label={m.formLabel}>
        <label className="search-label" htmlFor="search-q">
          {m.label}
        </label>
        <div className="search-box">
          <svg className="search-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M20 20l-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <input
            ref={input}
            id="search-q"
            name={QUERY_PARAMETER}
            className="input search-input"
            part="input"
            type="search"
            value={query}
            placeholder={placeholder}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            aria-describedby="search-hint"
            aria-controls="search-results"
            onFocus={() => {
              setWanted(true);
              setDismissed(false);
            }}
            onChange={(event) => {
              setWanted(true);
              setDismissed(false);
              setQuery(event.target.value);
            }}
            onKeyDown={onInputKey}
          />
        </div>
        <p id="search-hint" className="visually-hidden">
          {m.hint}
        </p>
      </form>
      <div className={open ? 'search-panel open' : 'search-panel'}>
        <p className={status && open ? 'search-status' : 'search-status empty'} role="status">
          {status}
        </p>
        {open && help.status === 'error' && <LoadError onRetry={help.retry} supportHref={site(supportHref)} />}
        <ul ref={list} id="search-results" className="results" aria-label={m.results} hidden={!open || results.length === 0} onKeyDown={onResultsKey}>
          {results.map(({ article, field, excerpt }) => (
            <li key={article.id}>
              <a className="result" part="result" href={site(articleHref(article.id))}>
                <span className="result-title" lang={english}>
                  <Marked text={article.title} terms={terms} />
                </span>
                <span className="result-text" lang={english}>
                  <Marked text={field === 'body' && excerpt ? excerpt : article.description} terms={terms} />
                </span>
                <span className="result-meta">{format(m.meta, { category: article.category, time: article.readTime })}</span>
              </a>
            </li>
          ))}
        </ul>
        {open && help.status === 'ready' && results.length === 0 && <NoResults query={trimmed} />}
      </div>
      <slot name="results" hidden={!serverResults} />
    </div>
  );
}

/** No match: point to the three support channels instead of a dead end. */
function NoResults({ query }: { query: string }) {
  const site = useSiteHref();
  const m = useMessages('helpSearch', helpSearch);
  const chat = typeof document === 'undefined' ? null : document.querySelector('clinic-chat');
  return (
    <div className="no-results" part="empty">
      <p className="no-results-title">{noMatchText(query, m)}</p>
      <p>{m.noMatchHint}</p>
      <ul className="channels">
        {channels(m).map(({ id, label, note, href }) => {
          const content = (
            <>
              <strong>{label}</strong>
              <span>{note}</span>
            </>
          );
          return (
            <li key={id}>
              {id === 'chat' && chat ? (
                <button type="button" className="channel" onClick={() => chat.setAttribute('open', '')}>
                  {content}
                </button>
              ) : (
                <a className="channel" href={id === 'chat' ? site(href) : href}>
                  {content}
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** The element's code, loaded on demand: its component and the stylesheets of its shadow root. */
export const code = elementCode<typeof attributes>(HelpSearch, () => Promise.all([import('../../help-shared/help.css'), import('./help-search.styles.css')]));

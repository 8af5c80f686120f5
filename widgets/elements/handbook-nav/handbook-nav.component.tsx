import { useEffect, useMemo, useState, type MouseEvent } from 'react';
import { useHost } from '../../runtime/react/context.ts';
import type { ElementProps } from '../../runtime/script/element/define.tsx';
import { Marked } from '../../help-shared/highlight.tsx';
import type { attributes } from './handbook-nav.element.ts';
import { scrollToEntry, watchActiveSection } from './scroll.ts';
import { elementCode } from '../../runtime/react/mount.tsx';
import { useLanguage, useLocale, useMessages } from '../../i18n/react.tsx';
import { rich } from '../../i18n/rich.tsx';
import { handbookNav } from '../../../protocol/locales/en-IN/handbookNav.js';

/** A section of the page, with its subsections, as the element's light-DOM list names them. */
export interface NavEntry {
  id: string;
  title: string;
  subsections: { id: string; title: string }[];
}

const targetOf = (link: Element | null) => {
  const href = link?.getAttribute('href') ?? '';
  try {
    return href.startsWith('#') ? decodeURIComponent(href.slice(1)) : '';
  } catch {
    return '';
  }
};

/**
 * Reads the entries from the element's own light DOM — the static list the page shows without
 * JavaScript: a list whose items hold an `a[href="#section-id"]` and, optionally, a nested list
 * of `a[href="#subsection-id"]`.
 */
export function readEntries(root: ParentNode): NavEntry[] {
  const list = root.querySelector('ul, ol');
  if (!list) return [];
  return [...list.children].flatMap((item) => {
    const link = item.querySelector(':scope > a[href^="#"]');
    const id = targetOf(link);
    if (!link || !id) return [];
    const subsections = [...item.querySelectorAll(':scope > ul > li > a[href^="#"], :scope > ol > li > a[href^="#"]')]
      .map((sub) => ({ id: targetOf(sub), title: sub.textContent?.trim() ?? '' }))
      .filter((sub) => sub.id !== '' && sub.title !== '');
    return [{ id, title: link.textContent?.trim() ?? id, subsections }];
  });
}

/** The entries whose title or a subsection title contains the filter (case-insensitive). */
export function filterEntries(entries: NavEntry[], filter: string): NavEntry[] {
  const needle = filter.trim().toLowerCase();
  if (needle === '') return entries;
  return entries.flatMap((entry) => {
    if (entry.title.toLowerCase().includes(needle)) return [entry];
    const subsections = entry.subsections.filter((sub) => sub.title.toLowerCase().includes(needle));
    return subsections.length > 0 ? [{ ...entry, subsections }] : [];
  });
}

/** The /handbook sidebar: filter, expandable sections, active section, quick links. */
export function HandbookNav({ supportHref, contactHref }: ElementProps<typeof attributes>) {
  const { host } = useHost();
  const m = useMessages('handbookNav', handbookNav);
  const { format } = useLocale();
  const [entries] = useState(() => readEntries(host));
  const [filter, setFilter] = useState('');
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const [active, setActive] = useState<string | null>(null);
  const shown = useMemo(() => filterEntries(entries, filter), [entries, filter]);
  const needle = filter.trim().toLowerCase();

  useEffect(() => {
    const targets = entries.map((entry) => document.getElementById(entry.id)).filter((target): target is HTMLElement => target !== null);
    return watchActiveSection(targets, setActive);
  }, [entries]);

  const go = (id: string, sectionId: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    // Let the browser handle new-tab and other modified clicks.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const target = document.getElementById(id);
    if (!target) return;
    event.preventDefault();
    scrollToEntry(target);
    setActive(sectionId);
  };

  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const terms = needle ? [needle] : [];
  return (
    <nav className="handbook-nav" aria-label={m.nav} part="panel">
      <div className="nav-search" role="search">
        <label className="nav-label" htmlFor="nav-filter">
          {m.label}
        </label>
        <input
          id="nav-filter"
          className="input"
          part="input"
          type="search"
          value={filter}
          placeholder={m.placeholder}
          autoComplete="off"
          spellCheck={false}
          aria-controls="nav-list"
          aria-describedby="nav-count"
          onChange={(event) => setFilter(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && filter !== '') {
              event.preventDefault();
              setFilter('');
            }
          }}
        />
      </div>
      {/* The count's line is always there, so the list never moves down when it appears. */}
      <p id="nav-count" className="nav-count" role="status">
        {needle ? (shown.length === 0 ? format(m.noMatch, { filter: filter.trim() }) : format(m.count, { shown: shown.length, total: entries.length })) : ''}
      </p>
      {needle && shown.length === 0 && <p className="nav-empty">{rich(m.tryAnother, { link: (text) => <a href={supportHref}>{text}</a> })}</p>}
      {/* A filter shows a new list of matches (and its quick links after it) in place of the
          contents, instead of sliding the kept entries up the sidebar. */}
      {/* The handbook is in English in every language: its sections' titles say so to screen readers. */}
      <ul key={needle ? 'matches' : 'contents'} id="nav-list" className="nav-list" part="list" lang={useLanguage() === 'en-IN' ? undefined : 'en'}>
        {shown.map((entry) => {
          const open = needle !== '' || expanded.has(entry.id);
          const isActive = active === entry.id;
          return (
            <li key={entry.id} className={isActive ? 'nav-section active' : 'nav-section'}>
              <div className="nav-row">
                <a
                  className="nav-link"
                  part="link"
                  href={`#${entry.id}`}
                  aria-current={isActive ? 'location' : undefined}
                  // Scrolled to the offset with focus by the code: a click before it arrives waits for it.
                  data-hold=""
                  onClick={go(entry.id, entry.id)}
                >
                  <span className="nav-label">
                    <Marked text={entry.title} terms={terms} />
                  </span>
                </a>
                {entry.subsections.length > 0 && needle === '' && (
                  <button
                    type="button"
                    className="nav-toggle"
                    part="toggle"
                    aria-expanded={open}
                    aria-controls={`nav-sub-${entry.id}`}
                    onClick={() => toggle(entry.id)}
                  >
                    <span className="visually-hidden">{format(m.subsections, { title: entry.title })}</span>
                    <span className="chevron" aria-hidden="true" />
                  </button>
                )}
              </div>
              {entry.subsections.length > 0 && (
                <ul id={`nav-sub-${entry.id}`} className="nav-sub" hidden={!open}>
                  {entry.subsections.map((sub) => (
                    <li key={sub.id}>
                      <a className="nav-sublink" part="link" href={`#${sub.id}`} data-hold="" onClick={go(sub.id, entry.id)}>
                        <span className="nav-label">
                          <Marked text={sub.title} terms={terms} />
                        </span>
                      </a>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
      <div key={needle ? 'after-matches' : 'after-contents'} className="nav-quick">
        <p className="nav-quick-title">{m.moreHelp}</p>
        <ul>
          <li>
            <a href={supportHref}>{m.helpCenter}</a>
          </li>
          <li>
            <a href={contactHref}>{m.contact}</a>
          </li>
        </ul>
      </div>
    </nav>
  );
}

/** The element's code, loaded on demand: its component and the stylesheets of its shadow root. */
export const code = elementCode<typeof attributes>(HandbookNav, () => Promise.all([import('./handbook-nav.styles.css')]));

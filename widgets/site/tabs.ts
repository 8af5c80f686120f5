import { useLayoutEffect } from 'react';
import { prefersReducedMotion } from './browser.ts';

/** How a tab list is laid out: its arrow keys follow (WAI-ARIA Authoring Practices, Tabs). */
export type Orientation = 'horizontal' | 'vertical';

/** The tab to move to for a key, or null when the key is not a tab-list key. */
export function nextTabIndex(key: string, current: number, count: number, orientation: Orientation): number | null {
  const previous = orientation === 'horizontal' ? 'ArrowLeft' : 'ArrowUp';
  const next = orientation === 'horizontal' ? 'ArrowRight' : 'ArrowDown';
  if (key === previous) return (current - 1 + count) % count;
  if (key === next) return (current + 1) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

export interface LightTabsOptions {
  orientation: Orientation;
  /** Select the tab whose panel id is the address's #hash, and keep the hash in step. */
  followHash?: boolean;
}

/**
 * Makes the light-DOM markup inside `host` work as WAI-ARIA tabs: a `[role=tablist]` of
 * `[role=tab]` buttons, each with `aria-controls` naming its `[role=tabpanel]`. The static markup
 * already shows the first tab selected (so nothing moves when this runs); this adds clicks, arrow
 * keys with a roving tabindex (selection follows focus), Home/End and, optionally, the #hash.
 */
export function useLightTabs(host: HTMLElement, { orientation, followHash = false }: LightTabsOptions): void {
  useLayoutEffect(() => {
    const tablist = host.querySelector<HTMLElement>('[role="tablist"]');
    if (!tablist) return undefined;
    const tabs = () => [...tablist.querySelectorAll<HTMLElement>('[role="tab"]')];
    const panelOf = (tab: HTMLElement) => {
      const id = tab.getAttribute('aria-controls');
      return id ? host.querySelector<HTMLElement>(`#${CSS.escape(id)}`) : null;
    };

    const select = (index: number, focus: boolean) => {
      const all = tabs();
      all.forEach((tab, i) => {
        const selected = i === index;
        tab.setAttribute('aria-selected', String(selected));
        tab.tabIndex = selected ? 0 : -1;
        const panel = panelOf(tab);
        if (panel) panel.hidden = !selected;
      });
      if (focus) all[index]?.focus();
      const id = all[index]?.getAttribute('aria-controls');
      // replaceState moves no scroll position and adds no history entry per click.
      if (followHash && id && location.hash !== `#${id}`) history.replaceState(history.state, '', `#${id}`);
    };

    const fromHash = () => {
      const id = decodeURIComponent(location.hash.slice(1));
      const index = id ? tabs().findIndex((tab) => tab.getAttribute('aria-controls') === id) : -1;
      if (index < 0) return;
      select(index, false);
      tablist.scrollIntoView({ block: 'start', behavior: prefersReducedMotion() ? 'instant' : 'smooth' });
    };

    const onClick = (event: MouseEvent) => {
      const tab = (event.target as Element | null)?.closest<HTMLElement>('[role="tab"]');
      if (!tab || !tablist.contains(tab)) return;
      select(tabs().indexOf(tab), false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const all = tabs();
      const current = all.indexOf(event.target as HTMLElement);
      if (current < 0) return;
      const next = nextTabIndex(event.key, current, all.length, orientation);
      if (next === null) return;
      event.preventDefault();
      select(next, true);
    };

    tablist.addEventListener('click', onClick);
    tablist.addEventListener('keydown', onKeyDown);
    if (followHash) {
      fromHash();
      window.addEventListener('hashchange', fromHash);
    }
    return () => {
      tablist.removeEventListener('click', onClick);
      tablist.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('hashchange', fromHash);
    };
  }, [host, orientation, followHash]);
}

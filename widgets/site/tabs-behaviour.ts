/**
 * The WAI-ARIA tabs behaviour of a tab list in the page's own markup (a chunk, fetched when such
 * a list connects; see tabs.ts): a `[role=tablist]` of `[role=tab]` buttons, each with
 * `aria-controls` naming its `[role=tabpanel]`. The static markup already shows the first tab
 * selected (so nothing moves when this attaches); this adds clicks, arrow keys with a roving
 * tabindex (selection follows focus), Home/End and, when `followHash`, the address's #hash.
 */
import { prefersReducedMotion } from './page-reads.ts';

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

/** The behaviour attached to one tab list's element; `detach` takes it off again. */
export class TabsBehaviour {
  constructor(
    private readonly host: HTMLElement,
    private readonly orientation: Orientation,
    private readonly followHash: boolean,
  ) {
    host.addEventListener('click', this.onClick);
    host.addEventListener('keydown', this.onKeyDown);
    if (followHash) {
      this.fromHash();
      window.addEventListener('hashchange', this.fromHash);
    }
  }

  detach(): void {
    this.host.removeEventListener('click', this.onClick);
    this.host.removeEventListener('keydown', this.onKeyDown);
    window.removeEventListener('hashchange', this.fromHash);
  }

  private tablist(): HTMLElement | null {
    return this.host.querySelector<HTMLElement>('[role="tablist"]');
  }

  private tabs(): HTMLElement[] {
    return [...(this.tablist()?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])];
  }

  private panelOf(tab: HTMLElement): HTMLElement | null {
    const id = tab.getAttribute('aria-controls');
    return id ? this.host.querySelector<HTMLElement>(`#${CSS.escape(id)}`) : null;
  }

  /** Selects the tab at `index`: its panel alone is shown, and it alone is in the tab order. */
  select(index: number, focus = false): void {
    const all = this.tabs();
    all.forEach((tab, i) => {
      const selected = i === index;
      tab.setAttribute('aria-selected', String(selected));
      tab.tabIndex = selected ? 0 : -1;
      const panel = this.panelOf(tab);
      if (panel) panel.hidden = !selected;
    });
    if (focus) all[index]?.focus();
    const id = all[index]?.getAttribute('aria-controls');
    // replaceState moves no scroll position and adds no history entry per click.
    if (this.followHash && id && location.hash !== `#${id}`) history.replaceState(history.state, '', `#${id}`);
  }

  private readonly fromHash = (): void => {
    const id = decodeURIComponent(location.hash.slice(1));
    const index = id ? this.tabs().findIndex((tab) => tab.getAttribute('aria-controls') === id) : -1;
    if (index < 0) return;
    this.select(index);
    this.tablist()?.scrollIntoView({ block: 'start', behavior: prefersReducedMotion() ? 'instant' : 'smooth' });
  };

  private readonly onClick = (event: MouseEvent): void => {
    const tab = (event.target as Element | null)?.closest<HTMLElement>('[role="tab"]');
    const index = tab ? this.tabs().indexOf(tab) : -1;
    if (index >= 0) this.select(index);
  };

  private readonly onKeyDown = (event: KeyboardEvent): void => {
    const all = this.tabs();
    const current = all.indexOf(event.target as HTMLElement);
    if (current < 0) return;
    const next = nextTabIndex(event.key, current, all.length, this.orientation);
    if (next === null) return;
    event.preventDefault();
    this.select(next, true);
  };
}

import { takeOver, watchElement, type Watch } from '../runtime/script/element/hydrate.ts';
import { LightElement } from '../runtime/script/element/enhancer.ts';
import type { Orientation, TabsBehaviour } from './tabs-behaviour.ts';

export type { Orientation } from './tabs-behaviour.ts';

/**
 * A tab list in the page's own markup, made to work as WAI-ARIA tabs (tabs-behaviour.ts). The
 * behaviour is a chunk of its own, fetched when such an element connects, so pages without tabs
 * never download it; a click or an arrow key on the tabs before it arrives is held and replayed
 * once it has, as on every element whose code loads on demand.
 */
export class LightTabsElement extends LightElement {
  /** The arrow keys that move between tabs. */
  protected orientation: Orientation = 'horizontal';
  /** Select the tab whose panel id is the address's #hash, and keep the hash in step. */
  protected followHash = false;
  private watch: Watch | null = null;
  private behaviour: TabsBehaviour | null = null;
  /** A selection asked for (`select()`) before the behaviour came. */
  private pending: [index: number, focus: boolean] | null = null;

  connectedCallback(): void {
    const watch = watchElement(this, this, 'load', null, () => {
      import('./tabs-behaviour.ts').then(
        ({ TabsBehaviour }) => {
          if (this.watch !== watch) return;
          this.behaviour = new TabsBehaviour(this, this.orientation, this.followHash);
          if (this.pending) this.behaviour.select(...this.pending);
          this.pending = null;
          takeOver(this)();
        },
        // Offline: the tabs stay as the page shows them (the first panel), and clicks go through untouched.
        () => {
          watch.stop();
          takeOver(this);
        },
      );
    });
    this.watch = watch;
  }

  disconnectedCallback(): void {
    this.watch?.stop();
    this.watch = null;
    this.behaviour?.detach();
    this.behaviour = null;
  }

  /** Selects the tab at `index` (its panel alone shown), moving focus to it when `focus`. */
  select(index: number, focus = false): void {
    if (this.behaviour) this.behaviour.select(index, focus);
    else this.pending = [index, focus];
  }
}

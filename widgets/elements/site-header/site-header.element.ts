import { LightElement, defineEnhancer, enhancer } from '../../runtime/script/element/enhancer.ts';
import { takeOver, watchElement } from '../../runtime/script/element/hydrate.ts';
import { pageWidgets } from '../../runtime/script/page-core.ts';

/**
 * `<clinic-site-header>`: the sticky site header. Its links are the page's static markup (they
 * work with JavaScript off); this adds the collapsible mobile menu, the style change past 20px of
 * scroll and scroll-to-top for a link to the current page, and marks the header `data-signed-in`
 * while someone is signed in (the page hides its sign-up offers, `[data-signed-out-only]`, then).
 */
export class ClinicSiteHeaderElement extends LightElement {
  private cleanUp: (() => void) | null = null;

  connectedCallback(): void {
    this.cleanUp?.();
    const header = this.querySelector('header') ?? this;
    const session = pageWidgets().session;
    const markSignedIn = () => header.toggleAttribute('data-signed-in', session.getState().status === 'authenticated');
    markSignedIn();
    const unsubscribe = session.subscribe(markSignedIn);
    // The menu and scroll code comes when the visitor first reaches for the header or scrolls; a
    // click on Menu made before it came is held (the button shows at once that it was pressed) and
    // done when it is wired.
    let unwire: (() => void) | null = null;
    let gone = false;
    const watch = watchElement(this, this, ['interaction', 'scroll'], null, () => {
      import('./enhance-header.ts').then(
        ({ enhanceHeader }) => {
          if (gone) return;
          unwire = enhanceHeader(this);
          takeOver(this)();
        },
        () => watch.failed(),
      );
    });
    this.cleanUp = () => {
      gone = true;
      watch.stop();
      unsubscribe();
      unwire?.();
    };
  }

  disconnectedCallback(): void {
    this.cleanUp?.();
    this.cleanUp = null;
  }
}

export const siteHeader = enhancer({
  tag: 'clinic-site-header',
  element: ClinicSiteHeaderElement,
});

defineEnhancer(siteHeader);

/**
 * Runs first in the bundle: finds (or creates) the page's shared objects while
 * `document.currentScript` still names this script, so its `data-*` configuration is read; then
 * starts page-view reporting, which stays off unless the site owner configures an endpoint, wires
 * the announcement banner's Dismiss button, lets `<html data-theme>` reach every element without
 * its own (its code fetched only by a page that sets one), and has the server confirm a session restored from storage (loading the API client for
 * it only when a session was stored).
 */
import { browser } from './browser.ts';
import { attachPage, usePageWidgets } from './page-core.ts';
import { startAnnouncement } from './page-chrome/announcement.ts';
import { afterFirstPaint } from './element/after-paint.ts';

// Imported where there is no DOM (server-side rendering, a test or a build step in Node), the
// package does nothing: there is no page to attach to (the element definitions skip themselves
// when there is no customElements registry).
if (typeof document !== 'undefined' && typeof window !== 'undefined') {
  // The classic script names its element; the module build (and the classic file loaded as a
  // module, which has no currentScript) is found by its own URL.
  const page = attachPage(document.currentScript, import.meta.url ?? '');
  // biome-ignore lint/correctness/useHookAtTopLevel: not a React hook: it makes this page's objects the ones every element uses.
  usePageWidgets(page);
  // One page view per page shown, once the document is parsed (so a later `configure()` still
  // counts) and again when it comes back from the back/forward cache; the reporting code is
  // fetched only when the site owner has set an analytics endpoint.
  const STARTED = Symbol.for('clinic-widgets.page-views');
  const holder = window as unknown as Record<symbol, boolean>;
  if (!holder[STARTED]) {
    holder[STARTED] = true;
    const report = () => {
      const url = page.config.get().analyticsUrl;
      // A reporter that cannot be fetched costs the site owner one view, never the visitor an error.
      if (url.trim())
        import('./analytics/page-view.ts').then(
          ({ reportPageView }) => reportPageView(browser, url),
          () => undefined,
        );
    };
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', report, { once: true });
    else report();
    window.addEventListener('pageshow', (event) => event.persisted && report());
  }
  // A page-wide theme (`<html data-theme>`) is mirrored onto the elements by code fetched when the
  // page has one, now or once it sets one: most pages never do, and pay for nothing.
  const root = document.documentElement;
  const theme = () =>
    void import('./page-theme.ts').then(
      ({ startPageTheme }) => startPageTheme(),
      () => undefined,
    );
  if (root.hasAttribute('data-theme')) theme();
  else
    new MutationObserver((_records, observer) => {
      observer.disconnect();
      theme();
    }).observe(root, { attributes: true, attributeFilter: ['data-theme'] });
  // What reads storage waits for the first paint, as the elements' definitions do.
  afterFirstPaint(() => {
    startAnnouncement();
    if (page.session.getState().status === 'authenticated') void import('./session/confirm.ts').then(({ confirmStoredSession }) => confirmStoredSession(page));
  });
}

/**
 * The analytics hook: one page view per page shown, POSTed to the site owner's
 * own endpoint (`data-analytics-url` on the script tag, or `ClinicWidgets.configure({analyticsUrl})`).
 * Off when that is empty; no third-party script is ever loaded.
 */
import { browser } from '../browser.ts';
import type { ConfigStore } from '../config/config.ts';

/** What a page view reports. */
export interface PageView {
  path: string;
  referrer: string;
  title: string;
}

/** The page view of the page shown now. */
export function currentPageView(): PageView {
  return { path: `${location.pathname}${location.search}`, referrer: document.referrer, title: document.title };
}

/**
 * Sends one page view to `url`. The body is JSON sent as text/plain (a CORS-safelisted type, so a
 * cross-origin endpoint needs no preflight); sendBeacon survives the page being left, and fetch
 * with keepalive is the fallback. Returns false when analytics is off.
 */
export function reportPageView(url: string, view: PageView = currentPageView()): boolean {
  if (!url.trim()) return false;
  const body = JSON.stringify(view);
  try {
    if (browser.sendBeacon(url, body)) return true;
  } catch {
    // An invalid or blocked address: try the fallback below.
  }
  browser.fetch(url, { method: 'POST', body, keepalive: true, credentials: 'omit', headers: { 'Content-Type': 'text/plain' } }).catch(() => undefined);
  return true;
}

const STARTED = Symbol.for('clinic-widgets.page-views');

/**
 * Reports the page view once the document is parsed (so a later `configure()` call still counts),
 * and again when the page is shown from the back/forward cache. Runs once per page, even when
 * the bundle is included twice.
 */
export function startPageViews(config: ConfigStore): void {
  const holder = window as unknown as Record<symbol, boolean>;
  if (holder[STARTED]) return;
  holder[STARTED] = true;
  const report = () => reportPageView(config.get().analyticsUrl);
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', report, { once: true });
  else report();
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) report();
  });
}

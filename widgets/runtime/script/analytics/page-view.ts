/**
 * The analytics hook: one page view per page shown, POSTed to the site owner's
 * own endpoint (`data-analytics-url` on the script tag, or `ClinicWidgets.configure({analyticsUrl})`).
 * Off when that is empty; no third-party script is ever loaded.
 */
import { redactQuery } from '../../../../protocol/redaction.ts';
import type { Browser } from '../browser.ts';

/** What a page view reports. */
export interface PageView {
  path: string;
  referrer: string;
  title: string;
}

/**
 * The address with the value of every secret-bearing query parameter replaced by `redacted` and the
 * fragment dropped: a reset link's token must never reach the analytics collector, whether it is
 * still in the address bar or in the referrer.
 */
export function redactAddress(address: string): string {
  const [withoutHash = ''] = address.split('#', 1);
  return redactQuery(withoutHash, 'redacted');
}

/** The page view of the page shown now, with secret query values redacted. */
export function currentPageView(): PageView {
  return { path: redactAddress(`${location.pathname}${location.search}`), referrer: redactAddress(document.referrer), title: document.title };
}

/**
 * Sends one page view to `url`. The body is JSON sent as text/plain (a CORS-safelisted type, so a
 * cross-origin endpoint needs no preflight); sendBeacon survives the page being left, and fetch
 * with keepalive is the fallback, both through the page's browser seam (passed in, so this module,
 * fetched on demand, holds none of the page's state). Returns false when analytics is off.
 */
export function reportPageView(browser: Pick<Browser, 'sendBeacon' | 'fetch'>, url: string, view: PageView = currentPageView()): boolean {
  if (!url.trim()) return false;
  const body = JSON.stringify({ ...view, path: redactAddress(view.path), referrer: redactAddress(view.referrer) });
  try {
    if (browser.sendBeacon(url, body)) return true;
  } catch {
    // An invalid or blocked address: try the fallback below.
  }
  browser.fetch(url, { method: 'POST', body, keepalive: true, credentials: 'omit', headers: { 'Content-Type': 'text/plain' } }).catch(() => undefined);
  return true;
}

/**
 * The analytics hook: one page view per page shown, POSTed to the site owner's
 * own endpoint (`data-analytics-url` on the script tag, or `ClinicWidgets.configure({analyticsUrl})`).
 * Off when that is empty; no third-party script is ever loaded. A page view never carries a secret
 * (a reset token) or the visitor's search words, in its path, its title or its referrer.
 */
import { redactQuery } from '../../../../protocol/redaction.ts';
import type { Browser } from '../browser.ts';

/** What a page view reports. */
export interface PageView {
  path: string;
  referrer: string;
  title: string;
}

/** What a redacted value reads as. */
const REDACTED = 'redacted';

/**
 * Query parameters that carry the visitor's own words (the Help Center's search, `?q=`): they may
 * name a patient or a condition, so their values are never reported either.
 */
const PRIVATE_PARAMETER = /^q$/i;

/** The query's parameters as `[name as written, value decoded]` pairs. */
function parameters(address: string): Array<[string, string]> {
  const queryAt = address.indexOf('?');
  if (queryAt === -1) return [];
  return address
    .slice(queryAt + 1)
    .split('&')
    .map((part): [string, string] => {
      const equals = part.indexOf('=');
      const decode = (text: string) => {
        try {
          return decodeURIComponent(text.replaceAll('+', ' '));
        } catch {
          return text;
        }
      };
      return equals === -1 ? [decode(part), ''] : [decode(part.slice(0, equals)), decode(part.slice(equals + 1))];
    });
}

/**
 * The address with the value of every secret-bearing query parameter and of the visitor's search
 * replaced by `redacted`, and the fragment dropped: a reset link's token and the words searched for
 * must never reach the analytics collector, whether in the address bar or in the referrer.
 */
export function redactAddress(address: string): string {
  const [withoutHash = ''] = address.split('#', 1);
  const redacted = redactQuery(withoutHash, REDACTED);
  const queryAt = redacted.indexOf('?');
  if (queryAt === -1) return redacted;
  const parts = redacted
    .slice(queryAt + 1)
    .split('&')
    .map((part) => {
      const [name = ''] = parameters(`?${part}`)[0] ?? [];
      const equals = part.indexOf('=');
      return PRIVATE_PARAMETER.test(name) ? `${equals === -1 ? part : part.slice(0, equals)}=${REDACTED}` : part;
    });
  return `${redacted.slice(0, queryAt)}?${parts.join('&')}`;
}

/**
 * The title with the visitor's search words taken out: a page answering a search names it in its
 * title ("Search: … — Help Center"), and the words searched for in `address` are replaced, as
 * typed and as the page shows them (trimmed, spaces collapsed).
 */
export function redactTitle(title: string, address: string): string {
  const searched = parameters(address.split('#', 1)[0] ?? '')
    .filter(([name]) => PRIVATE_PARAMETER.test(name))
    .flatMap(([, value]) => [value, value.trim(), value.trim().replace(/\s+/g, ' ')])
    .filter((words) => words !== '')
    .sort((a, b) => b.length - a.length);
  let redacted = title;
  for (const words of searched) redacted = redacted.split(words).join(REDACTED);
  return redacted;
}

/** The page view of the page shown now, as the page has it; reportPageView redacts it. */
export function currentPageView(): PageView {
  return { path: `${location.pathname}${location.search}`, referrer: document.referrer, title: document.title };
}

/**
 * Sends one page view to `url`. The body is JSON sent as text/plain (a CORS-safelisted type, so a
 * cross-origin endpoint needs no preflight); sendBeacon survives the page being left, and fetch
 * with keepalive is the fallback, both through the page's browser seam (passed in, so this module,
 * fetched on demand, holds none of the page's state). Returns false when analytics is off.
 */
export function reportPageView(browser: Pick<Browser, 'sendBeacon' | 'fetch'>, url: string, view: PageView = currentPageView()): boolean {
  if (!url.trim()) return false;
  const body = JSON.stringify({ path: redactAddress(view.path), referrer: redactAddress(view.referrer), title: redactTitle(view.title, view.path) });
  try {
    if (browser.sendBeacon(url, body)) return true;
  } catch {
    // An invalid or blocked address: try the fallback below.
  }
  browser.fetch(url, { method: 'POST', body, keepalive: true, credentials: 'omit', headers: { 'Content-Type': 'text/plain' } }).catch(() => undefined);
  return true;
}

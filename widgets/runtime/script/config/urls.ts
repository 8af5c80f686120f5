/**
 * The address helpers the configuration and the element code share: kept apart from the
 * configuration's store, so code that only builds addresses does not bring the store with it.
 */
import type { WidgetConfig } from './config.ts';

/** This page's origin ('' outside a browser). */
export function pageOrigin(): string {
  return typeof location === 'undefined' ? '' : location.origin;
}

/** The origin of an address, or '' for one that is not an absolute address. */
export function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return '';
  }
}

/**
 * A link default (`/register`) as an address on the site: the path itself on the site's own
 * pages, the full address elsewhere, so it never leads to a page of the host's own site.
 */
export function siteHref(config: Pick<WidgetConfig, 'siteUrl'>, path: string): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  const site = originOf(config.siteUrl);
  if (!site || site === pageOrigin()) return path;
  return new URL(path, config.siteUrl).href;
}

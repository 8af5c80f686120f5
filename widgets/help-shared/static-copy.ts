/**
 * Whether the host's light DOM holds the build's static rendering of this very item (the site's
 * own pages): the element then shows it through a slot as it is, and fetches nothing.
 */
export function hasStaticCopy(host: HTMLElement, attribute: string, value: string): boolean {
  return value !== '' && [...host.querySelectorAll(`[${attribute}]`)].some((node) => node.getAttribute(attribute) === value);
}

/**
 * The last path segment after `prefix` (`/help/` → the article id), or '' when the path is elsewhere.
 * A language twin's path counts as its English one: `/hi/help/category/x` is `/help/category/x`.
 */
export function idFromPath(prefix: string, pathname: string = typeof location === 'undefined' ? '' : location.pathname): string {
  const path = pathname.replace(/^\/[a-z]{2}(?=\/)/, '');
  if (!path.startsWith(prefix)) return '';
  const rest = path.slice(prefix.length).replace(/\/+$/, '');
  if (rest === '' || rest.includes('/')) return '';
  try {
    return decodeURIComponent(rest);
  } catch {
    return '';
  }
}

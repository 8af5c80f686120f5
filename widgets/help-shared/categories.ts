/** Addresses of the help centre's pages, and the category slug rules (data-free, for the bundle). */
export { categorySlug, categoryTitleFromSlug } from '../content/help/categories.ts';

/** The address of an article. */
export const articleHref = (id: string) => `/help/${encodeURIComponent(id)}`;

/** The address of a category's page. */
export const categoryHref = (slug: string) => `/help/category/${encodeURIComponent(slug)}`;

/** The last path segment after `prefix` (`/help/` → the article id), or '' when the path is elsewhere. */
export function idFromPath(prefix: string, pathname: string = typeof location === 'undefined' ? '' : location.pathname): string {
  if (!pathname.startsWith(prefix)) return '';
  const rest = pathname.slice(prefix.length).replace(/\/+$/, '');
  if (rest === '' || rest.includes('/')) return '';
  try {
    return decodeURIComponent(rest);
  } catch {
    return '';
  }
}

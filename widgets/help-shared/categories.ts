/**
 * The help-category slug rules, for the bundle. Note: the same functions live in
 * widgets/content/help/index.ts, but importing that module pulls all twelve articles into the
 * bundle (esbuild keeps its array spreads), so the bundle uses these data-free copies;
 * test/unit/help-pages.test.ts checks that both give the same answers.
 */

/** A category's URL slug: lower case, '&' dropped, words joined by hyphens ('Features & Usage' → 'features-usage'). */
export function categorySlug(category: string): string {
  return category
    .toLowerCase()
    .replace(/&/g, ' ')
    .split(/\s+/)
    .filter((word) => word.length > 0)
    .join('-');
}

/**
 * SPEC §2: a category page's title from its slug — the first hyphen becomes a space, then each
 * word gets a capital first letter ('a-b-c' → 'A B-c').
 */
export function categoryTitleFromSlug(slug: string): string {
  return slug
    .replace('-', ' ')
    .split(' ')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

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

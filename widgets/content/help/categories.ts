/**
 * The help categories' slug rules. Data-free, so the bundle can use them without
 * pulling in the articles.
 */
import { HELP_CATEGORIES, type HelpCategory } from '../types.ts';

/** The address of an article (the server's search answer links it too). */
export const articleHref = (id: string) => `/help/${encodeURIComponent(id)}`;

/**
 * The URL slug of a category: lower case, '&' dropped, words joined by hyphens
 * ('Features & Usage' → 'features-usage').
 */
export function categorySlug(category: string): string {
  return category
    .toLowerCase()
    .replace(/&/g, ' ')
    .split(/\s+/)
    .filter((word) => word.length > 0)
    .join('-');
}

/**
 * The title shown on a category page, from its slug by the rule: only the first hyphen
 * becomes a space, then each space-separated word gets a capital first letter
 * ('features-usage' → 'Features Usage', 'a-b-c' → 'A B-c').
 * Note: this is the spec's display rule; use categoryBySlug to find the category itself.
 */
export function categoryTitleFromSlug(slug: string): string {
  return slug
    .replace('-', ' ')
    .split(' ')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/**
 * The title of a category page: a known category's own name ('billing-payments' → 'Billing &
 * Payments'), else the slug rule above ('billing-and-payments' → 'Billing And-payments').
 */
export function categoryTitle(slug: string): string {
  return categoryBySlug(slug) ?? categoryTitleFromSlug(slug);
}

/** The category whose slug is exactly this one, or undefined. */
export function categoryBySlug(slug: string): HelpCategory | undefined {
  return HELP_CATEGORIES.find((category) => categorySlug(category) === slug);
}

/**
 * The help centre's articles and categories (SPEC §2, §3): one list in reading order, look-ups by
 * id and category, and the slug rules of the /help/category/{category} route.
 */
import { HELP_CATEGORIES, type HelpArticle, type HelpCategory } from '../types.ts';
import { billingPaymentsArticles } from './billing-payments.ts';
import { featuresUsageArticles } from './features-usage.ts';
import { gettingStartedArticles } from './getting-started.ts';

export { billingPaymentsArticles, featuresUsageArticles, gettingStartedArticles };

/** All twelve articles: Getting Started first, then Features & Usage, then Billing & Payments. */
export const articles: HelpArticle[] = [
  ...gettingStartedArticles,
  ...featuresUsageArticles,
  ...billingPaymentsArticles,
];

/** The article with this id, or undefined for an unknown id ('Article Not Found'). */
export function articleById(id: string): HelpArticle | undefined {
  return articles.find((article) => article.id === id);
}

/** The articles of one category, in reading order. */
export function articlesInCategory(category: HelpCategory): HelpArticle[] {
  return articles.filter((article) => article.category === category);
}

/**
 * The URL slug of a category: lower case, '&' dropped, words joined by hyphens
 * ('Features & Usage' → 'features-usage').
 */
export function categorySlug(category: HelpCategory): string {
  return category
    .toLowerCase()
    .replace(/&/g, ' ')
    .split(/\s+/)
    .filter((word) => word.length > 0)
    .join('-');
}

/**
 * The title shown on a category page, from its slug by SPEC §2's rule: only the first hyphen
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

/** The category whose slug is exactly this one, or undefined. */
export function categoryBySlug(slug: string): HelpCategory | undefined {
  return HELP_CATEGORIES.find((category) => categorySlug(category) === slug);
}

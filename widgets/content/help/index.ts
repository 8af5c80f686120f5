/**
 * The help centre's articles and categories: one list in reading order, look-ups by
 * id and category, and the slug rules of the /help/category/{category} route.
 */
import type { HelpArticle, HelpCategory } from '../types.ts';
import { billingPaymentsArticles } from './billing-payments.ts';
import { featuresUsageArticles } from './features-usage.ts';
import { gettingStartedArticles } from './getting-started.ts';

export { billingPaymentsArticles, featuresUsageArticles, gettingStartedArticles };
export { categoryBySlug, categorySlug, categoryTitle, categoryTitleFromSlug } from './categories.ts';

/** All twelve articles: Getting Started first, then Features & Usage, then Billing & Payments. */
export const articles: HelpArticle[] = [...gettingStartedArticles, ...featuresUsageArticles, ...billingPaymentsArticles];

/** The article with this id, or undefined for an unknown id ('Article Not Found'). */
export function articleById(id: string): HelpArticle | undefined {
  return articles.find((article) => article.id === id);
}

/** The articles of one category, in reading order. */
export function articlesInCategory(category: HelpCategory): HelpArticle[] {
  return articles.filter((article) => article.category === category);
}

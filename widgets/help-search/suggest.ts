/**
 * Help articles for a question the chat assistant has no topic for: the Help Center's own search
 * (search.ts) over the same articles, best first. A chat question is a sentence, not search words,
 * so words that occur in no article at all ("Can my receptionist …") are left out before searching.
 */
import type { HelpArticle } from '../content/types.ts';
import { helpContentUrl, loadHelpArticles } from '../help-shared/articles.ts';
import { indexArticles, queryTerms, searchArticles, type IndexedArticle } from './search.ts';

/** At most this many articles are offered. */
export const MAX_SUGGESTIONS = 3;

/** What the chat receives: enough to link each article. */
export interface ArticleLink {
  id: string;
  title: string;
}

/** An article that matches only some words of the question must score at least this (a description hit). */
const PARTIAL_MIN_SCORE = 10;

/**
 * The best articles for a question, at most MAX_SUGGESTIONS: first those that match every known
 * word (the /support search, best first), then those that match some words strongly, by their
 * summed scores.
 */
export function suggestArticles(index: readonly IndexedArticle[], question: string): ArticleLink[] {
  const known = queryTerms(question).filter((term) => searchArticles(index, term).length > 0);
  if (known.length === 0) return [];
  const chosen = searchArticles(index, known.join(' ')).map((result) => result.article);
  if (chosen.length < MAX_SUGGESTIONS && known.length > 1) {
    const partial = new Map<HelpArticle, number>();
    for (const term of known) {
      for (const { article, score } of searchArticles(index, term)) partial.set(article, (partial.get(article) ?? 0) + score);
    }
    const ranked = [...partial].filter(([article, score]) => score >= PARTIAL_MIN_SCORE && !chosen.includes(article)).sort((a, b) => b[1] - a[1]);
    chosen.push(...ranked.map(([article]) => article));
  }
  return chosen.slice(0, MAX_SUGGESTIONS).map((article) => ({ id: article.id, title: article.title }));
}

const indexes = new WeakMap<readonly HelpArticle[], IndexedArticle[]>();

/** Loads the page's help articles (once) and finds the best for the question. */
export async function findArticles(owner: object, contentBase: string, question: string): Promise<ArticleLink[]> {
  const articles = await loadHelpArticles(owner, helpContentUrl(contentBase));
  let index = indexes.get(articles);
  if (!index) {
    index = indexArticles(articles);
    indexes.set(articles, index);
  }
  return suggestArticles(index, question);
}

/**
 * The Help Center's search over the articles: title, description and body text. Every word of
 * the query (short filler words aside) must occur somewhere in the article; a match in the title
 * outweighs any number in the description, which outweighs any in the body, and a word that starts
 * a word in the text counts double ('pay' in 'payment' beats 'pay' in 'repay'). A text word that
 * is the query word short of a few letters counts once ('payments' finds 'Payment', 'GSTIN' 'GST').
 */
import type { HelpArticle } from '../../content/types.ts';
import { plainText } from '../../runtime/react/links.ts';
import { blockTexts } from '../../help-shared/text.ts';

/** One article prepared for searching. */
export interface IndexedArticle {
  article: HelpArticle;
  title: string;
  description: string;
  /** The body as readable text (link labels, no targets), and lower-cased for matching. */
  body: string;
  bodyLower: string;
  words: Record<'title' | 'description' | 'body', string[]>;
}

/** One result: the article, its score and a short excerpt of the body around the first match. */
export interface SearchResult {
  article: HelpArticle;
  score: number;
  /** The field the best match is in. */
  field: 'title' | 'description' | 'body';
  /** A sentence-sized piece of the body around a match, for body-only matches. */
  excerpt: string;
}

// Title > description > body: one title hit (100) outranks ten description hits, and so on.
const WEIGHT = { title: 100, description: 10, body: 1 } as const;
const BODY_HITS_COUNTED = 10;
const STOP_WORDS = new Set(
  'a an and are as at be can do does for from how i in is it me my of on or the to what when where which who why with you your'.split(' '),
);

/** Lower-cased words of a query, without filler words (unless nothing else is left). */
export function queryTerms(query: string): string[] {
  const words = query
    .toLowerCase()
    .split(/[^\p{L}\p{N}%₹+]+/u)
    .filter((word) => word.length > 0);
  const meaningful = words.filter((word) => !STOP_WORDS.has(word));
  return [...new Set(meaningful.length > 0 ? meaningful : words)];
}

/** Prepares the articles once, so each keystroke only scans strings. */
export function indexArticles(articles: readonly HelpArticle[]): IndexedArticle[] {
  return articles.map((article) => {
    const body = article.content.flatMap(blockTexts).map(plainText).join(' \n ');
    const title = article.title.toLowerCase();
    const description = article.description.toLowerCase();
    const bodyLower = body.toLowerCase();
    return { article, title, description, body, bodyLower, words: { title: wordsOf(title), description: wordsOf(description), body: wordsOf(bodyLower) } };
  });
}

const isWordStart = (text: string, at: number) => at === 0 || !/[\p{L}\p{N}]/u.test(text.charAt(at - 1));

const wordsOf = (text: string) => text.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length >= 3);

/**
 * How strongly `term` occurs in `text`: its hits (at a word start double), up to `cap`; with none,
 * the words of the text that are the term short of one to three letters, once each.
 */
function hits(text: string, words: readonly string[], term: string, cap: number): number {
  let total = 0;
  let count = 0;
  for (let at = text.indexOf(term); at !== -1 && count < cap; at = text.indexOf(term, at + term.length)) {
    total += isWordStart(text, at) ? 2 : 1;
    count += 1;
  }
  if (count > 0 || term.length < 4) return total;
  for (const word of words) {
    if (count >= cap) break;
    if (word.length < term.length && term.length - word.length <= 3 && term.startsWith(word)) count += 1;
  }
  return count;
}

/** A piece of `text` of about `size` characters around `at`, cut at word boundaries. */
export function excerptAround(text: string, at: number, size = 160): string {
  const start = Math.max(0, at - Math.floor(size / 3));
  const end = Math.min(text.length, start + size);
  let piece = text.slice(start, end).replace(/\s+/g, ' ');
  if (start > 0) piece = `…${piece.replace(/^\S*\s/, '')}`;
  if (end < text.length) piece = `${piece.replace(/\s\S*$/, '')}…`;
  return piece.trim();
}

/** The articles matching `query`, best first (ties keep reading order). Empty for an empty query. */
export function searchArticles(index: readonly IndexedArticle[], query: string): SearchResult[] {
  const terms = queryTerms(query);
  if (terms.length === 0) return [];
  const phrase = query.trim().toLowerCase();
  const results: SearchResult[] = [];
  for (const entry of index) {
    let score = 0;
    let best: SearchResult['field'] = 'body';
    let matchedAll = true;
    for (const term of terms) {
      const title = hits(entry.title, entry.words.title, term, 1) * WEIGHT.title;
      const description = hits(entry.description, entry.words.description, term, 1) * WEIGHT.description;
      const body = hits(entry.bodyLower, entry.words.body, term, BODY_HITS_COUNTED) * WEIGHT.body;
      if (title + description + body === 0) {
        matchedAll = false;
        break;
      }
      score += title + description + body;
      if (title > 0) best = 'title';
      else if (description > 0 && best === 'body') best = 'description';
    }
    if (!matchedAll) continue;
    if (terms.length > 1 && entry.title.includes(phrase)) score += WEIGHT.title * 2;
    const first = Math.min(...terms.map((term) => entry.bodyLower.indexOf(term)).filter((at) => at >= 0));
    const excerpt = best === 'body' && Number.isFinite(first) ? excerptAround(entry.body, first) : '';
    results.push({ article: entry.article, score, field: best, excerpt });
  }
  // Array.prototype.sort is stable: equal scores keep the articles' reading order.
  return results.sort((a, b) => b.score - a.score);
}

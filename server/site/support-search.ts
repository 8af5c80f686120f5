/**
 * The Help Center's search without JavaScript: the search box on /support is a GET form, and
 * `/support?q=…` answers the /support page with the query in the box and, below it, its results
 * (the same search over the same help articles as the element's, search.ts), a heading with their
 * count, or the no-match message with the ways to reach the team. Built per request from the page
 * as served and strings: no React, nothing read from disk.
 *
 * The results are light DOM of `<clinic-help-search>`, slotted below the box (`slot="results"`):
 * the element's code never renders them, so it hydrates the page's markup as the build wrote it.
 * They are drawn in a declarative shadow root of their own with the element's stylesheet, copied
 * from the element's server markup on the same page: the same inline style, so the page's
 * Content-Security-Policy (which allows each inline style by its hash) is unchanged.
 */
import { articleHref } from '../../widgets/content/help/categories.ts';
import { highlight } from '../../widgets/help-shared/highlight.tsx';
import type { HelpArticle } from '../../widgets/content/types.ts';
import { channels, foundText, noMatchText, pageQuery, QUERY_PARAMETER } from '../../widgets/elements/help-search/page-query.ts';
import { helpSearch } from '../../protocol/locales/en-IN/helpSearch.js';
import { loadCatalogPart } from '../../widgets/i18n/load.ts';
import type { UiCatalog } from '../../widgets/i18n/types.ts';
import { writeMessage } from '../../protocol/message.ts';
import { indexArticles, queryTerms, searchArticles, type IndexedArticle } from '../../widgets/elements/help-search/search.ts';
import { DEFAULT_LANGUAGE, matchLanguage } from '../../protocol/languages.ts';
import { escapeHtml } from '../escape-html.ts';

/** The query of a request's address (`?q=…`, the first when repeated), cleaned and cut; '' for none. */
export function searchQuery(rawUrl: string): string {
  const at = rawUrl.indexOf('?');
  if (at === -1) return '';
  return pageQuery(new URLSearchParams(rawUrl.slice(at + 1)).get(QUERY_PARAMETER));
}

const ELEMENT = '<clinic-help-search';
const ELEMENT_END = '</clinic-help-search>';
const ELEMENT_STYLE = /<style data-clinic-style(?:="")?>[\s\S]*?<\/style>/;
const SEARCH_VALUE = /<input id="search-q"[^>]*?\svalue="/;
const ROBOTS = /<meta name="robots" content="[^"]*"/;
const TITLE = '<title>';
const PAGE_LANGUAGE = /<html lang="([^"]*)"/;
/** The end of a language switcher's address (build: site-languages.ts), where the search is added. */
const SWITCH_HREF = /<a class="[^"]*" href="[^"?#]*(?=" hreflang="[^"]*" lang="[^"]*" data-language-switch)/g;

/** What goes at a cut of the page: the title's start, the box's value, a switcher's query, the results. */
type Slot = 'title' | 'value' | 'switch' | 'results';

/**
 * The /support page (in any language) cut, once, where a search's answer goes: after `<title>`
 * (the search's name), at the end of each language switcher's address (the search, so the
 * visitor keeps it in the other language), in the box's `value=""`, and before the element's end
 * tag (the results, drawn with `style`, the element's own); its robots line already says noindex.
 * The pieces are bytes, so a request encodes only what it adds: `slots[i]` follows `pieces[i]`.
 */
interface SearchPageTemplate {
  pieces: Buffer[];
  slots: Slot[];
  style: string;
  title: (query: string) => string;
  language: SearchLanguage;
}

async function searchPageTemplate(source: Buffer): Promise<SearchPageTemplate | null> {
  const html = source.toString('utf8').replace(ROBOTS, '<meta name="robots" content="noindex, follow"');
  const start = html.indexOf(ELEMENT);
  const end = html.indexOf(ELEMENT_END, start);
  if (start === -1 || end === -1) return null;
  const element = html.slice(start, end);
  const style = ELEMENT_STYLE.exec(element)?.[0];
  const input = SEARCH_VALUE.exec(element);
  const title = html.indexOf(TITLE) + TITLE.length;
  if (!style || !input || title < TITLE.length || title > start) return null;
  const value = start + input.index + input[0].length;
  // The box's empty value: `"` is where the piece after the value starts.
  if (html[value] !== '"') return null;
  const switches = [...html.matchAll(SWITCH_HREF)].map((match) => ({ at: match.index + match[0].length, slot: 'switch' as const }));
  const cuts = [{ at: title, slot: 'title' as Slot }, { at: value, slot: 'value' as Slot }, { at: end, slot: 'results' as Slot }, ...switches].sort(
    (a, b) => a.at - b.at,
  );
  const bounds = [0, ...cuts.map((cut) => cut.at), html.length];
  const pieces = bounds.slice(1).map((bound, index) => Buffer.from(html.slice(bounds[index], bound), 'utf8'));
  const language = matchLanguage(PAGE_LANGUAGE.exec(html)?.[1]) ?? DEFAULT_LANGUAGE;
  const catalog = (await loadCatalogPart(language, 'ui')) as UiCatalog | null;
  return {
    pieces,
    slots: cuts.map((cut) => cut.slot),
    style,
    // The page's title starts with the search, in the page's language: 'Search: gst — '.
    title: (query: string) => escapeHtml(writeMessage((catalog?.helpSearch ?? helpSearch).pageTitle, { query })),
    language: {
      messages: catalog?.helpSearch ?? helpSearch,
      locale: language,
      prefix: language === DEFAULT_LANGUAGE ? '' : `/${language.split('-')[0]}`,
    },
  };
}

/** Escapes text (already free of control characters) and marks the searched words in it. */
function marked(text: string, terms: readonly string[]): string {
  return highlight(text, terms)
    .map((run) => (run.match ? `<mark>${escapeHtml(run.text)}</mark>` : escapeHtml(run.text)))
    .join('');
}

/** The language of a search page: its words (the element's catalog), tag, and where its links lead. */
export interface SearchLanguage {
  messages: typeof helpSearch;
  /** The page's language tag, for the numbers and plurals of its words. */
  locale: string;
  /** The path prefix of the page's language (`/hi`: results lead to /hi/help/…), '' for the default's. */
  prefix: string;
}

const DEFAULT_SEARCH: SearchLanguage = { messages: helpSearch, locale: DEFAULT_LANGUAGE, prefix: '' };

/**
 * The results block's inner markup for `query` over `index`, in the page's language; the help
 * articles are written in the default language, so on another language's page their titles and
 * texts are marked with its `lang`.
 */
export function resultsMarkup(index: readonly IndexedArticle[], query: string, language: SearchLanguage = DEFAULT_SEARCH): string {
  const { messages, prefix } = language;
  const local = (href: string) => (href.startsWith('/') ? `${prefix}${href}` : href);
  const articleLang = prefix === '' ? '' : ` lang="${DEFAULT_LANGUAGE}"`;
  const results = searchArticles(index, query);
  const terms = queryTerms(query);
  const open = '<section class="page-results" aria-labelledby="page-results-title">';
  if (results.length === 0) {
    const ways = channels(messages)
      .map(
        ({ label, note, href }) =>
          `<li><a class="channel" href="${escapeHtml(local(href))}"><strong>${escapeHtml(label)}</strong><span>${escapeHtml(note)}</span></a></li>`,
      )
      .join('');
    return (
      `${open}<div class="no-results"><h2 id="page-results-title" class="no-results-title">${escapeHtml(noMatchText(query, messages))}</h2>` +
      `<p>${escapeHtml(messages.noMatchHint)}</p><ul class="channels">${ways}</ul></div></section>`
    );
  }
  const items = results
    .map(({ article, field, excerpt }) => {
      const text = field === 'body' && excerpt ? excerpt : article.description;
      const meta = writeMessage(messages.meta, { category: article.category, time: article.readTime });
      return (
        `<li><a class="result" href="${escapeHtml(local(articleHref(article.id)))}"><span class="result-title"${articleLang}>${marked(article.title, terms)}</span>` +
        `<span class="result-text"${articleLang}>${marked(text, terms)}</span>` +
        `<span class="result-meta">${escapeHtml(meta)}</span></a></li>`
      );
    })
    .join('');
  return `${open}<h2 id="page-results-title" class="page-results-title">${escapeHtml(foundText(results.length, query, messages))}</h2><ul class="results">${items}</ul></section>`;
}

/** Answers /support?q=… from the /support page as served; built once per server from the build's help articles. */
export class SupportSearch {
  readonly #articles: () => Buffer | undefined;
  #index: IndexedArticle[] | null = null;
  /** The template of each page answered (one per language: the server serves one build). */
  readonly #templates = new WeakMap<Buffer, Promise<SearchPageTemplate | null>>();

  /** `articles`: the build's help-articles.json (`{version, articles}`), read when first needed. */
  constructor(articles: () => Buffer | undefined) {
    this.#articles = articles;
  }

  #indexed(): IndexedArticle[] {
    if (this.#index === null) {
      const file = this.#articles();
      const list = file ? ((JSON.parse(file.toString('utf8')) as { articles?: HelpArticle[] }).articles ?? []) : [];
      this.#index = indexArticles(list);
    }
    return this.#index;
  }

  /**
   * The /support page `source` (as served) answering `query` (cleaned, not empty): the query in
   * the box, the results below it, its title naming the search, and `noindex` (the canonical stays
   * /support). Null when the page has no search element to answer in.
   */
  async page(source: Buffer, query: string): Promise<Buffer | null> {
    if (!this.#templates.has(source)) this.#templates.set(source, searchPageTemplate(source));
    const template = await this.#templates.get(source);
    if (!template) return null;
    const { pieces, slots, style } = template;
    const value = escapeHtml(query);
    const filled: Record<Slot, string> = {
      title: template.title(query),
      value,
      switch: escapeHtml(`?${new URLSearchParams({ [QUERY_PARAMETER]: query })}`),
      results: `<div slot="results"><template shadowrootmode="open">${style}${resultsMarkup(this.#indexed(), query, template.language)}</template></div>`,
    };
    return Buffer.concat(pieces.flatMap((piece, index) => (index < slots.length ? [piece, Buffer.from(filled[slots[index]!])] : [piece])));
  }
}

/**
 * The help centre's views — one article, 'Article Not Found', one category's list — as plain
 * components of their data: the elements render them in their shadow roots and the build renders
 * the very same markup into the static pages (pages/help/), so both read alike.
 */
import type { HelpArticle } from '../content/types.ts';
import { Blocks } from './blocks.tsx';
import { articleHref, categoryHref, categorySlug } from './categories.ts';
import { useSiteHref } from './inline.tsx';

/** What a list entry shows of an article. */
export type ArticleSummary = Pick<HelpArticle, 'id' | 'title' | 'description' | 'category' | 'readTime' | 'lastUpdated'>;

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/** 'January 15, 2025' → '2025-01-15' for <time datetime>, or undefined when it is not such a date. */
export function isoDate(text: string): string | undefined {
  const match = /^([A-Za-z]+) (\d{1,2}), (\d{4})$/.exec(text.trim());
  const month = match ? MONTHS.indexOf(match[1]!.toLowerCase()) : -1;
  if (!match || month < 0) return undefined;
  return `${match[3]}-${String(month + 1).padStart(2, '0')}-${match[2]!.padStart(2, '0')}`;
}

function Updated({ date }: { date: string }) {
  return <time dateTime={isoDate(date)}>{date}</time>;
}

/** The trail above an article or a category: Help Center › … › the current page. */
export function Breadcrumb({ supportHref, trail, current }: { supportHref: string; trail: { label: string; href: string }[]; current: string }) {
  const site = useSiteHref();
  return (
    <nav className="help-breadcrumb" aria-label="Breadcrumb">
      <ol role="list">
        <li>
          <a href={site(supportHref)}>Help Center</a>
        </li>
        {trail.map((step) => (
          <li key={step.href}>
            <a href={site(step.href)}>{step.label}</a>
          </li>
        ))}
        <li>
          <span aria-current="page">{current}</span>
        </li>
      </ol>
    </nav>
  );
}

/** One article: breadcrumb, category, read time, last updated, every block, related articles. */
export function ArticleView({ article, related, supportHref = '/support' }: { article: HelpArticle; related: ArticleSummary[]; supportHref?: string }) {
  const site = useSiteHref();
  const slug = categorySlug(article.category);
  return (
    <article className="help-article" aria-labelledby="help-article-title">
      <Breadcrumb supportHref={supportHref} trail={[{ label: article.category, href: categoryHref(slug) }]} current={article.title} />
      <header className="help-article-header">
        <p className="help-tag">
          <a href={site(categoryHref(slug))}>{article.category}</a>
        </p>
        <h1 id="help-article-title">{article.title}</h1>
        <p className="help-lead">{article.description}</p>
        <ul className="help-meta" role="list" aria-label="About this article">
          <li>
            <span className="visually-hidden">Category: </span>
            {article.category}
          </li>
          <li>{article.readTime} read</li>
          <li>
            Last updated <Updated date={article.lastUpdated} />
          </li>
        </ul>
      </header>
      <div className="help-body">
        <Blocks blocks={article.content} />
      </div>
      {related.length > 0 && (
        <section className="help-related" aria-labelledby="help-related-title">
          <h2 id="help-related-title">Related articles</h2>
          <ul className="help-related-list" role="list">
            {related.map((item) => (
              <li key={item.id}>
                <a href={site(articleHref(item.id))}>{item.title}</a>
                <span className="help-related-meta">
                  {item.category} · {item.readTime} read
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <footer className="help-article-footer">
        <p>Still need help? The chat assistant answers automatically around the clock; our team answers by phone on weekdays and by email within 4 hours.</p>
        <p className="help-actions">
          <a className="button secondary" href={site(supportHref)}>
            ← Back to Help Center
          </a>
          <a className="button" href={site('/contact')}>
            Contact support
          </a>
        </p>
      </footer>
    </article>
  );
}

/** The one way on from a help page that has nothing to show: to the Help Center. */
function HelpCenterLink({ supportHref, children }: { supportHref: string; children: string }) {
  const site = useSiteHref();
  return (
    <p className="help-actions">
      <a className="button" href={site(supportHref)}>
        {children}
      </a>
    </p>
  );
}

/** The page for an unknown article id. */
export function ArticleNotFound({ supportHref = '/support' }: { supportHref?: string }) {
  return (
    <section className="help-not-found" aria-labelledby="help-not-found-title">
      <p className="help-code">Help Center</p>
      <h1 id="help-not-found-title">Article Not Found</h1>
      <p>The help article you're looking for doesn't exist.</p>
      <HelpCenterLink supportHref={supportHref}>Back to Help Center</HelpCenterLink>
    </section>
  );
}

/** One category: its title from the slug, its articles, or 'No articles found in this category.' */
export function CategoryView({ title, articles, supportHref = '/support' }: { title: string; articles: ArticleSummary[]; supportHref?: string }) {
  const site = useSiteHref();
  return (
    <section className="help-category" aria-labelledby="help-category-title">
      <Breadcrumb supportHref={supportHref} trail={[]} current={title} />
      <header className="help-category-header">
        <p className="help-code">Help topics</p>
        <h1 id="help-category-title">{title}</h1>
        {articles.length > 0 && <p className="help-lead">{articles.length === 1 ? '1 article' : `${articles.length} articles`} in this category</p>}
      </header>
      {articles.length > 0 ? (
        <ul className="help-cards" role="list">
          {articles.map((article) => (
            <li key={article.id} className="help-card">
              <h2 className="help-card-title">
                <a href={site(articleHref(article.id))}>{article.title}</a>
              </h2>
              <p>{article.description}</p>
              <p className="help-card-meta">
                <span>{article.readTime} read</span>
                <span>
                  Updated <Updated date={article.lastUpdated} />
                </span>
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <div className="help-empty">
          <p>No articles found in this category.</p>
          <HelpCenterLink supportHref={supportHref}>Browse all help topics</HelpCenterLink>
        </div>
      )}
    </section>
  );
}

/** The summaries of `ids` that exist among `articles`, in the order given. */
export function relatedOf(ids: readonly string[], articles: readonly ArticleSummary[]): ArticleSummary[] {
  return ids.flatMap((id) => articles.filter((article) => article.id === id).slice(0, 1));
}

/** The articles of a category slug, in reading order. */
export function articlesOfSlug<T extends ArticleSummary>(slug: string, articles: readonly T[]): T[] {
  return articles.filter((article) => categorySlug(article.category) === slug);
}

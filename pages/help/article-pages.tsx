/**
 * The static /help/{id} and /help/category/{slug} pages: the very views the elements render
 * (widgets/help-shared/views.tsx), inside the element, marked with the id or slug they show so the
 * element keeps them as they are. Without JavaScript the reader gets the same text.
 */
import type { HelpArticle } from '../../widgets/content/types.ts';
import { ArticleNotFound, ArticleView, CategoryView, relatedOf, type ArticleSummary } from '../../widgets/help-shared/views.tsx';

/** One article's page body. */
export function ArticlePage({ article, articles }: { article: HelpArticle; articles: readonly ArticleSummary[] }) {
  return (
    <div className="section tight help-page">
      <div className="narrow">
        <clinic-help-article article-id={article.id}>
          <div className="clinic-fallback help-static" data-help-article={article.id}>
            <ArticleView article={article} related={relatedOf(article.relatedArticles, articles)} />
          </div>
        </clinic-help-article>
      </div>
    </div>
  );
}

/**
 * One category's page body; with `slug` empty, the template the server answers for any other
 * slug — the element then titles it from the address.
 */
export function CategoryPage({ slug, title, articles }: { slug: string; title: string; articles: readonly ArticleSummary[] }) {
  return (
    <div className="section tight help-page">
      <div className="narrow">
        <clinic-help-category {...(slug ? { category: slug } : {})}>
          <div className="clinic-fallback help-static" data-help-category={slug}>
            <CategoryView title={title} articles={[...articles]} />
          </div>
        </clinic-help-category>
      </div>
    </div>
  );
}

/** What an unknown /help/{id} answers (with status 404): 'Article Not Found' and the way back to /support. */
export function ArticleNotFoundPage() {
  return (
    <div className="section tight help-page">
      <div className="narrow">
        <div className="clinic-fallback help-static">
          <ArticleNotFound supportHref="/support" />
        </div>
      </div>
    </div>
  );
}

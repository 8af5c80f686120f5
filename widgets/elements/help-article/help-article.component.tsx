import { useHost } from '../../runtime/react/context.ts';
import type { ElementProps } from '../../runtime/script/element/define.tsx';
import { idFromPath } from '../../help-shared/categories.ts';
import { LoadError, Loading, SiteLinksProvider, useHelpArticles } from '../../help-shared/content.tsx';
import { hasStaticCopy } from '../../help-shared/static-copy.ts';
import { useSiteHref } from '../../help-shared/inline.tsx';
import { ArticleNotFound, ArticleView, relatedOf } from '../../help-shared/views.tsx';
import type { attributes } from './help-article.element.ts';
import { elementCode } from '../../runtime/react/mount.tsx';

/**
 * One help article. When the element already holds that article's static markup (the
 * site's own /help/{id} pages, marked `data-help-article="{id}"`), it shows that markup as it is
 * and fetches nothing; otherwise it loads the articles and renders the article itself.
 */
export function HelpArticle(props: ElementProps<typeof attributes>) {
  const { host } = useHost();
  const id = props.articleId?.trim() || idFromPath('/help/');
  if (hasStaticCopy(host, 'data-help-article', id)) return <slot />;
  return (
    <SiteLinksProvider>
      <LoadedArticle id={id} supportHref={props.supportHref.trim()} fallback={host.childElementCount > 0} />
    </SiteLinksProvider>
  );
}

function LoadedArticle({ id, supportHref, fallback }: { id: string; supportHref: string; fallback: boolean }) {
  const help = useHelpArticles();
  const site = useSiteHref();
  if (help.status === 'error') return <LoadError onRetry={help.retry} supportHref={site(supportHref)} />;
  // While loading, whatever static markup the page gave the element stays in view.
  if (!help.articles) return fallback ? <slot /> : <Loading label="Loading the article…" />;
  const article = help.articles.find((candidate) => candidate.id === id);
  if (!article) return <ArticleNotFound supportHref={supportHref} />;
  return <ArticleView article={article} related={relatedOf(article.relatedArticles, help.articles)} supportHref={supportHref} />;
}

/** The element's code, loaded on demand: its component and the stylesheets of its shadow root. */
export const code = elementCode<typeof attributes>(HelpArticle, () => Promise.all([import('../../help-shared/help.css'), import('./help-article.styles.css')]));

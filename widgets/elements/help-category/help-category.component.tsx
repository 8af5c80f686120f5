import { useHost } from '../../runtime/react/context.ts';
import type { ElementProps } from '../../runtime/script/element/define.tsx';
import { categoryTitle, idFromPath } from '../../help-shared/categories.ts';
import { LoadError, Loading, SiteLinksProvider, useHelpArticles } from '../../help-shared/content.tsx';
import { hasStaticCopy } from '../../help-shared/static-copy.ts';
import { useSiteHref } from '../../help-shared/inline.tsx';
import { CategoryView, articlesOfSlug } from '../../help-shared/views.tsx';
import type { attributes } from './help-category.element.ts';
import { elementCode } from '../../runtime/react/mount.tsx';

/**
 * One help category: its own name (the title from the slug for an unknown one), the category's articles, or 'No articles
 * found in this category.'. Static markup for the same slug (`data-help-category`) is shown as it is.
 */
export function HelpCategory(props: ElementProps<typeof attributes>) {
  const { host } = useHost();
  const slug = props.category?.trim() || idFromPath('/help/category/');
  if (hasStaticCopy(host, 'data-help-category', slug)) return <slot />;
  return (
    <SiteLinksProvider>
      <LoadedCategory slug={slug} fallback={host.childElementCount > 0} />
    </SiteLinksProvider>
  );
}

function LoadedCategory({ slug, fallback }: { slug: string; fallback: boolean }) {
  const help = useHelpArticles();
  const site = useSiteHref();
  const title = categoryTitle(slug);
  if (help.status === 'error') return <LoadError onRetry={help.retry} supportHref={site('/support')} />;
  // While loading, whatever static markup the page gave the element stays in view.
  if (!help.articles) return fallback ? <slot /> : <Loading label={`Loading ${title}…`} />;
  return <CategoryView title={title} articles={articlesOfSlug(slug, help.articles)} />;
}

/** The element's code, loaded on demand: its component and the stylesheets of its shadow root. */
export const code = elementCode<typeof attributes>(HelpCategory, () =>
  Promise.all([import('../../help-shared/help.css'), import('./help-category.styles.css')]),
);

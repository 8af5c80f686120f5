import { defineWidget, widget, type WidgetElement } from '../../runtime/script/element/define.tsx';
import { hasStaticCopy, idFromPath } from '../../help-shared/static-copy.ts';

export const attributes = {
  /** The article to show; default: the id in the page path /help/{id}. */
  articleId: { type: 'string' },
  /** The Help Center: breadcrumb, back link and the link of Article Not Found. */
  supportHref: { type: 'string', default: '/support' },
} as const;

/** `<clinic-help-article>`: one help article, or Article Not Found. */
export const helpArticle = widget('clinic-help-article', () => import('./help-article.component.tsx'), {
  hydrate: 'load',
  staticCopy: (host) => hasStaticCopy(host, 'data-help-article', host.getAttribute('article-id')?.trim() || idFromPath('/help/')),
  attributes,
});

defineWidget(helpArticle);

export type ClinicHelpArticleElement = WidgetElement<typeof attributes>;

import { defineWidget, widget, type WidgetElement } from '../../runtime/script/element/define.tsx';
import { hasStaticCopy, idFromPath } from '../../help-shared/static-copy.ts';

export const attributes = {
  /** The article to show; default: the id in the page path /help/{id}. */
  articleId: { type: 'string' },
  /** The Help Center: breadcrumb, back link and the link of Article Not Found. */
  supportHref: { type: 'string', default: '/support' },
} as const;

/** `<clinic-help-article>`: one help article, or Article Not Found. */
export const helpArticle = widget({
  tag: 'clinic-help-article',
  load: () => import('./help-article.component.tsx'),
  hydrate: 'load',
  staticCopy: (host) => hasStaticCopy(host, 'data-help-article', host.getAttribute('article-id')?.trim() || idFromPath('/help/')),
  attributes,
});

// What the manifest and the editor data say about it; the browser's script leaves this out.
docs: helpArticle.docs = {
  className: 'ClinicHelpArticleElement',
  summary:
    "One help article: breadcrumb, category, read time, last updated, its content blocks and related articles; 'Article Not Found' for an unknown id. Shows its own static markup when it already holds it.",
  parts: {
    error: 'The message shown when the articles cannot be loaded.',
    button: 'The Retry button.',
  },
  slots: { '': "Its static copy (the page's own markup), shown until its code has loaded." },
};

defineWidget(helpArticle);

export type ClinicHelpArticleElement = WidgetElement<typeof attributes>;

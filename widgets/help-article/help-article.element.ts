import { defineWidget, widget, type WidgetElement } from '../core/element/define.tsx';
import { deferred } from '../core/element/parts.ts';

export const attributes = {
  articleId: { type: 'string', description: 'The article to show; default: the id in the page path /help/{id}.' },
  supportHref: { type: 'string', description: 'The Help Center: breadcrumb, back link and the link of Article Not Found.', default: '/support' },
} as const;

/** `<clinic-help-article>`: one help article, or Article Not Found. */
export const helpArticle = widget({
  tag: 'clinic-help-article',
  className: 'ClinicHelpArticleElement',
  summary:
    "One help article: breadcrumb, category, read time, last updated, its content blocks and related articles; 'Article Not Found' for an unknown id. Shows its own static markup when it already holds it.",
  // The code loads on demand (the help part); until then the element shows its own light DOM.
  component: deferred('help', 'clinic-help-article'),
  attributes,
  slots: { '': "Its static copy (the page's own markup), shown until its code has loaded." },
  // Its styles come with the part too.
  styles: [],
  parts: {
    error: 'The message shown when the articles cannot be loaded.',
    button: 'The Retry button.',
  },
});

defineWidget(helpArticle);

export type ClinicHelpArticleElement = WidgetElement<typeof attributes>;

declare global {
  interface HTMLElementTagNameMap {
    'clinic-help-article': ClinicHelpArticleElement;
  }
}

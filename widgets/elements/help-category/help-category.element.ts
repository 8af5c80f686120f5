import { defineWidget, widget, type WidgetElement } from '../../runtime/script/element/define.tsx';
import { hasStaticCopy, idFromPath } from '../../help-shared/static-copy.ts';

export const attributes = {
  /** The category slug, e.g. getting-started; default: the slug in the page path /help/category/{slug}. */
  category: { type: 'string' },
} as const;

/** `<clinic-help-category>`: one help category's articles. */
export const helpCategory = widget({
  tag: 'clinic-help-category',
  load: () => import('./help-category.component.tsx'),
  hydrate: 'load',
  staticCopy: (host) => hasStaticCopy(host, 'data-help-category', host.getAttribute('category')?.trim() || idFromPath('/help/category/')),
  attributes,
});

// What the manifest and the editor data say about it; the browser's script leaves this out.
docs: helpCategory.docs = {
  className: 'ClinicHelpCategoryElement',
  summary:
    "One help category: the title from its slug (the first hyphen becomes a space, words capitalised) and its articles with description, read time and updated date, or 'No articles found in this category.'.",
  parts: {
    error: 'The message shown when the articles cannot be loaded.',
    button: 'The Retry button.',
  },
  slots: { '': "Its static copy (the page's own markup), shown until its code has loaded." },
};

defineWidget(helpCategory);

export type ClinicHelpCategoryElement = WidgetElement<typeof attributes>;

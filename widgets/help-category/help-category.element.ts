import { defineWidget, widget, type WidgetElement } from '../core/element/define.tsx';
import { deferred } from '../core/element/parts.ts';

export const attributes = {
  category: { type: 'string', description: 'The category slug, e.g. getting-started; default: the slug in the page path /help/category/{slug}.' },
} as const;

/** `<clinic-help-category>`: one help category's articles. */
export const helpCategory = widget({
  tag: 'clinic-help-category',
  className: 'ClinicHelpCategoryElement',
  summary:
    "One help category: the title from its slug (the first hyphen becomes a space, words capitalised) and its articles with description, read time and updated date, or 'No articles found in this category.'.",
  // The code loads on demand (the help part); until then the element shows its own light DOM.
  component: deferred('help', 'clinic-help-category'),
  attributes,
  slots: { '': "Its static copy (the page's own markup), shown until its code has loaded." },
  // Its styles come with the part too.
  styles: [],
  parts: {
    error: 'The message shown when the articles cannot be loaded.',
    button: 'The Retry button.',
  },
});

defineWidget(helpCategory);

export type ClinicHelpCategoryElement = WidgetElement<typeof attributes>;

declare global {
  interface HTMLElementTagNameMap {
    'clinic-help-category': ClinicHelpCategoryElement;
  }
}

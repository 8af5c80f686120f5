import { defineWidget, widget, type WidgetElement } from '../../runtime/script/element/define.tsx';
import { hasStaticCopy, idFromPath } from '../../help-shared/static-copy.ts';

export const attributes = {
  /** The category slug, e.g. getting-started; default: the slug in the page path /help/category/{slug}. */
  category: { type: 'string' },
} as const;

/** `<clinic-help-category>`: one help category's articles. */
export const helpCategory = widget('clinic-help-category', () => import('./help-category.component.tsx'), {
  hydrate: 'load',
  staticCopy: (host) => hasStaticCopy(host, 'data-help-category', host.getAttribute('category')?.trim() || idFromPath('/help/category/')),
  attributes,
});

defineWidget(helpCategory);

export type ClinicHelpCategoryElement = WidgetElement<typeof attributes>;

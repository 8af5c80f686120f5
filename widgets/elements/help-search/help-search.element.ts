import { defineWidget, widget, type WidgetElement } from '../../runtime/script/element/define.tsx';

export const attributes = {
  /** The Help Center, linked when the articles cannot be loaded. */
  supportHref: { type: 'string', default: '/support' },
} as const;

/** `<clinic-help-search>`: the /support search box over the help articles. */
export const helpSearch = widget('clinic-help-search', () => import('./help-search.component.tsx'), { hydrate: 'interaction', attributes });

defineWidget(helpSearch);

export type ClinicHelpSearchElement = WidgetElement<typeof attributes>;

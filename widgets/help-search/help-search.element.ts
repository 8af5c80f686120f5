import { defineWidget, widget, type WidgetElement } from '../core/element/define.tsx';
import { deferred } from '../core/element/parts.ts';

export const attributes = {
  supportHref: { type: 'string', description: 'The Help Center, linked when the articles cannot be loaded.', default: '/support' },
} as const;

/** `<clinic-help-search>`: the /support search box over the help articles. */
export const helpSearch = widget({
  tag: 'clinic-help-search',
  className: 'ClinicHelpSearchElement',
  summary:
    "Searches the help articles' titles, descriptions and bodies as you type (title matches first); arrow keys move through the results, Enter opens the first; no match points to live chat, phone and email.",
  // The code loads on demand (the help part); until then the element shows its own light DOM.
  component: deferred('help', 'clinic-help-search'),
  attributes,
  slots: { '': "Its static copy (the page's own markup), shown until its code has loaded." },
  // Its styles come with the part too.
  styles: [],
  parts: {
    panel: 'The whole search box with its results.',
    input: 'The search field.',
    result: 'Each result link.',
    empty: 'The no-results panel with the support channels.',
    error: 'The message shown when the articles cannot be loaded.',
    button: 'The Retry button.',
  },
});

defineWidget(helpSearch);

export type ClinicHelpSearchElement = WidgetElement<typeof attributes>;

declare global {
  interface HTMLElementTagNameMap {
    'clinic-help-search': ClinicHelpSearchElement;
  }
}

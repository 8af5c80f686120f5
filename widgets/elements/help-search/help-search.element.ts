import { defineWidget, widget, type WidgetElement } from '../../runtime/script/element/define.tsx';

export const attributes = {
  /** The Help Center, linked when the articles cannot be loaded. */
  supportHref: { type: 'string', default: '/support' },
} as const;

/** `<clinic-help-search>`: the /support search box over the help articles. */
export const helpSearch = widget({
  tag: 'clinic-help-search',
  load: () => import('./help-search.component.tsx'),
  hydrate: 'interaction',
  attributes,
});

// What the manifest and the editor data say about it; the browser's script leaves this out.
docs: helpSearch.docs = {
  className: 'ClinicHelpSearchElement',
  summary:
    "Searches the help articles' titles, descriptions and bodies as you type (title matches first); arrow keys move through the results, Enter opens the first; no match points to live chat, phone and email.",
  parts: {
    panel: 'The whole search box with its results.',
    input: 'The search field.',
    result: 'Each result link.',
    empty: 'The no-results panel with the support channels.',
    error: 'The message shown when the articles cannot be loaded.',
    button: 'The Retry button.',
  },
  slots: {
    '': "Its static copy (the page's own markup), shown until its code has loaded.",
    results: "Below the box while it holds the query of the page's address (`?q=`): the Help Center's answer to a search sent without JavaScript.",
  },
};

defineWidget(helpSearch);

export type ClinicHelpSearchElement = WidgetElement<typeof attributes>;

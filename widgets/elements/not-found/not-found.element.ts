import { defineWidget, widget, type WidgetElement } from '../../runtime/script/element/define.tsx';

export const attributes = {
  /** The Go Home link, and where Go Back goes when the tab has no history. */
  homeHref: { type: 'string', default: '/' },
} as const;

/** `<clinic-not-found>`: the 404 screen. */
export const notFound = widget({
  tag: 'clinic-not-found',
  // The code and styles are a chunk, fetched at once; until they come the page's static copy shows.
  load: () => import('./not-found.component.tsx'),
  hydrate: 'load',
  attributes,
});

// What the manifest and the editor data say about it; the browser's script leaves this out.
docs: notFound.docs = {
  className: 'ClinicNotFoundElement',
  summary: "The 404 screen: 'Oops! Page Not Found', Error 404, Go Home, Contact Support, Go Back (history, or home), Help Center and the popular pages.",
  parts: {
    panel: 'The whole screen.',
    link: 'The Go Home, Contact Support and Help Center links.',
    button: 'The Go Back button.',
    popular: 'The popular pages panel.',
  },
  slots: { '': "Its static copy (the page's own markup), shown until its code has loaded." },
};

defineWidget(notFound);

export type ClinicNotFoundElement = WidgetElement<typeof attributes>;

import { defineWidget, widget, type WidgetElement } from '../../runtime/script/element/define.tsx';

export const attributes = {
  /** The Go Home link, and where Go Back goes when the tab has no history. */
  homeHref: { type: 'string', default: '/' },
} as const;

/** `<clinic-not-found>`: the 404 screen. */
export const notFound = widget('clinic-not-found', () => import('./not-found.component.tsx'), {
  // The code and styles are a chunk, fetched at once; until they come the page's static copy shows.
  hydrate: 'load',
  attributes,
});

defineWidget(notFound);

export type ClinicNotFoundElement = WidgetElement<typeof attributes>;

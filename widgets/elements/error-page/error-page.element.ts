import { defineWidget, widget, type WidgetElement } from '../../runtime/script/element/define.tsx';

export const attributes = {
  /** The error code; default: the page's ?code=, else UNKNOWN_ERROR. */
  code: { type: 'string', default: 'UNKNOWN_ERROR', derived: true },
  /** The message; default: the page's ?message=, else 'Something unexpected happened'. */
  message: { type: 'string', default: 'Something unexpected happened', derived: true },
  /** The retry action: a same-site address for Try Again; default: the page's ?retry=. Without one there is no Try Again. */
  retryHref: { type: 'string' },
} as const;

/** `<clinic-error-page>`: the generic /error screen with its technical details. */
export const errorPage = widget('clinic-error-page', () => import('./error-page.component.tsx'), {
  // The code and styles load on demand (the site part); until then its static copy shows.
  hydrate: 'load',
  attributes,
});

defineWidget(errorPage);

export type ClinicErrorPageElement = WidgetElement<typeof attributes>;

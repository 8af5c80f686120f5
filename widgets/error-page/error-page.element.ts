import { defineWidget, widget, type WidgetElement } from '../core/element/define.tsx';
import { deferred } from '../core/element/parts.ts';

export const attributes = {
  code: { type: 'string', description: "The error code; default: the page's ?code=, else UNKNOWN_ERROR.", default: 'UNKNOWN_ERROR', derived: true },
  message: {
    type: 'string',
    description: "The message; default: the page's ?message=, else 'Something unexpected happened'.",
    default: 'Something unexpected happened',
    derived: true,
  },
  retryHref: {
    type: 'string',
    description: "The retry action: a same-site address for Try Again; default: the page's ?retry=. Without one there is no Try Again.",
  },
} as const;

/** `<clinic-error-page>`: the generic /error screen with its technical details. */
export const errorPage = widget({
  tag: 'clinic-error-page',
  className: 'ClinicErrorPageElement',
  summary:
    "The /error screen: 'Oops! Something Went Wrong' with a code and message (attributes or query), Try Again only with a retry action, Go Home, Get Help, Report Issue and collapsible technical details.",
  // The code and styles load on demand (the site part); until then its static copy shows.
  component: deferred('site', 'clinic-error-page'),
  attributes,
  slots: { '': "Its static copy (the page's own markup), shown until its code has loaded." },
  styles: [],
  parts: {
    panel: 'The whole screen.',
    button: 'The Try Again link (only with a retry action).',
    link: 'The Go Home, Get Help and Report Issue links.',
    'details-toggle': 'The button that shows or hides the technical details.',
    details: 'The technical details panel.',
  },
});

defineWidget(errorPage);

export type ClinicErrorPageElement = WidgetElement<typeof attributes>;

declare global {
  interface HTMLElementTagNameMap {
    'clinic-error-page': ClinicErrorPageElement;
  }
}

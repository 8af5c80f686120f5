import { defineWidget, widget, type WidgetElement } from '../../runtime/script/element/define.tsx';

export const attributes = {
  /** Where Reload Page goes once GET /api/health answers; default: the same-origin page that sent the visitor here, else home-href. */
  returnHref: { type: 'string' },
  /** The Homepage link. */
  homeHref: { type: 'string', default: '/' },
  /** The Get Help link. */
  helpHref: { type: 'string', default: '/support' },
} as const;

/** `<clinic-server-error>`: the 500 screen with the locked Reload Page button and its counter. */
export const serverError = widget('clinic-server-error', () => import('./server-error.component.tsx'), {
  // The code and styles are a chunk, fetched at once; until they come the page's static copy shows.
  hydrate: 'load',
  attributes,
});

defineWidget(serverError);

export type ClinicServerErrorElement = WidgetElement<typeof attributes>;

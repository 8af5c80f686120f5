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
export const serverError = widget({
  tag: 'clinic-server-error',
  // The code and styles are a chunk, fetched at once; until they come the page's static copy shows.
  load: () => import('./server-error.component.tsx'),
  hydrate: 'load',
  attributes,
});

// What the manifest and the editor data say about it; the browser's script leaves this out.
docs: serverError.docs = {
  className: 'ClinicServerErrorElement',
  summary:
    "The 500 screen: Reload Page is locked for 2 seconds ('Refreshing...') and counts each 'Retry attempt', then checks GET /api/health and returns to the page when the service answers; Homepage and Get Help links; a static status panel.",
  parts: {
    panel: 'The whole screen.',
    button: 'The Reload Page button.',
    link: 'The Homepage and Get Help links.',
    status: 'The system status panel.',
  },
  slots: { '': "Its static copy (the page's own markup), shown until its code has loaded." },
};

defineWidget(serverError);

export type ClinicServerErrorElement = WidgetElement<typeof attributes>;

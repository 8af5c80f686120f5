/**
 * The site part: the 404, 500 and /error screens, loaded on demand by their elements; the pages
 * already show a static copy of each screen, so nothing waits on this script to be read.
 */
import { registerComponents } from '../core/element/parts.ts';
import { ErrorPage } from '../error-page/error-page.component.tsx';
import errorPageCss from '../error-page/error-page.styles.css';
import { NotFound } from '../not-found/not-found.component.tsx';
import notFoundCss from '../not-found/not-found.styles.css';
import { ServerError } from '../server-error/server-error.component.tsx';
import serverErrorCss from '../server-error/server-error.styles.css';
import errorScreenCss from '../site/error-screen.css';

registerComponents({
  'clinic-server-error': { component: ServerError, styles: [errorScreenCss, serverErrorCss] },
  'clinic-error-page': { component: ErrorPage, styles: [errorScreenCss, errorPageCss] },
  'clinic-not-found': { component: NotFound, styles: [errorScreenCss, notFoundCss] },
});

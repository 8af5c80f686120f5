/**
 * Runs first in the bundle: finds (or creates) the page's shared objects while
 * `document.currentScript` still names this script, so its `data-*` configuration is read; then
 * starts page-view reporting, which stays off unless the site owner configures an endpoint.
 */
import { startPageViews } from './analytics/page-view.ts';
import { attachPage, usePageWidgets } from './page.ts';

const page = attachPage(document.currentScript);
usePageWidgets(page);
startPageViews(page.config);

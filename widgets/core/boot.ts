/**
 * Runs first in the bundle: finds (or creates) the page's shared objects while
 * `document.currentScript` still names this script, so its `data-*` configuration is read; then
 * starts page-view reporting, which stays off unless the site owner configures an endpoint, and
 * wires the announcement banner's Dismiss button, and has the server confirm a session restored from
 * storage.
 */
import { startPageViews } from './analytics/page-view.ts';
import { attachPage, usePageWidgets } from './page.ts';
import { startAnnouncement } from './page-chrome/announcement.ts';
import { confirmStoredSession } from './session/confirm.ts';

// The classic script names its element; the module build (and the classic file loaded as a
// module, which has no currentScript) is found by its own URL.
const page = attachPage(document.currentScript, import.meta.url ?? '');
usePageWidgets(page);
startPageViews(page.config);
startAnnouncement();
void confirmStoredSession(page);

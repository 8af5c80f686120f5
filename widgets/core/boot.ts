/**
 * Runs first in the bundle: finds (or creates) the page's shared objects while
 * `document.currentScript` still names this script, so its `data-*` configuration is read.
 */
import { attachPage, usePageWidgets } from './page.ts';

usePageWidgets(attachPage(document.currentScript));

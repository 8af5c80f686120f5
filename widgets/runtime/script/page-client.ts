import { ApiClient } from './api/client.ts';
import type { PageCore } from './page-core.ts';
import { STORAGE_KEYS } from '../../../protocol/storage.ts';
import { removeStored, webStorage } from './storage/stored.ts';

/** What one page shares between all its elements: one configuration, one session, one client. */
export interface PageWidgets extends PageCore {
  client: ApiClient;
}

/**
 * The page's shared objects with the API client, made on first use. The client joins the page's
 * one shared object, so every element on the page, from any chunk or copy of the script, shares
 * one client (and one token refresh at a time).
 */
export function withClient(page: PageCore): PageWidgets {
  if (!page.client) forgetOldSession(page);
  page.client ??= new ApiClient({
    session: page.service,
    // The device token outlives the session and every tab: the origin's localStorage, wherever the session is kept.
    storage: webStorage('localStorage'),
    config: () => page.config.get(),
    navigate: page.navigate,
    ...page.clientOptions,
  });
  return page as PageWidgets;
}

/**
 * A session an older script kept for every tab in the origin's localStorage, on a page whose session
 * is now the tab's own (the API is on another origin): removed once the page first uses the API.
 */
function forgetOldSession(page: PageCore): void {
  const local = webStorage('localStorage');
  if (page.storage !== local) for (const key of Object.values(STORAGE_KEYS)) removeStored(local, key);
}

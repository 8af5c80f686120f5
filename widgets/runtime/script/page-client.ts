import { ApiClient } from './api/client.ts';
import type { PageCore } from './page-core.ts';

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
  page.client ??= new ApiClient({
    session: page.service,
    storage: page.storage,
    config: () => page.config.get(),
    navigate: page.navigate,
    ...page.clientOptions,
  });
  return page as PageWidgets;
}

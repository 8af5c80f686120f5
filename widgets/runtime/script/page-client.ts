import type { AuthResult } from '../../../protocol/responses.ts';
import { ApiClient } from './api/client.ts';
import { SIGN_IN_FALLBACK, errorMessage } from './api/errors.ts';
import type { PageCore } from './page-core.ts';
import { clearSession } from './session/persistence.ts';
import { webStorage } from './storage/stored.ts';

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
  if (page.storage !== local) clearSession(local);
}

/**
 * Signs in or registers through the page's client (the session service has gone loading): the
 * session is stored and shared with the answer, or goes back to signed out with the failure's
 * message, and the failure is thrown.
 */
export async function authenticate(page: PageCore, call: (client: ApiClient) => Promise<AuthResult>): Promise<AuthResult> {
  try {
    const result = await call(withClient(page).client);
    page.session.getState().signIn(result);
    return result;
  } catch (error) {
    page.session.getState().fail(errorMessage(error, SIGN_IN_FALLBACK));
    throw error;
  }
}

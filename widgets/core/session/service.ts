/**
 * The session service: the only place where signing in, registering and signing out happen. Each
 * action calls the API and moves the session store through its states (loading, then signed in or
 * failed; signed out), so every element on the page, and a page script through
 * `window.ClinicWidgets.session`, sees the same transitions. Nothing here needs React; the API
 * client is fetched (a chunk) the first time an action needs it.
 */
import type { Login, RegisterPayload } from '../../../protocol/auth.ts';
import type { AuthResult } from '../../../protocol/responses.ts';
import type { ApiClient, CallOptions } from '../api/client.ts';
import { SIGN_IN_FALLBACK, errorMessage } from '../api/errors.ts';
import type { PageCore } from '../page-core.ts';
import type { SessionState } from './store.ts';

/** The session's state and actions, as elements and `window.ClinicWidgets.session` use them. */
export interface SessionService {
  getState(): SessionState;
  subscribe(listener: (state: SessionState, previous: SessionState) => void): () => void;
  /** POST /api/auth/login; on success the session is stored and shared, on failure it is cleared and the ApiError thrown. */
  signIn(credentials: Login, options?: CallOptions): Promise<AuthResult>;
  /** POST /api/auth/register; the new account is signed in as with `signIn`. */
  register(form: RegisterPayload, options?: CallOptions): Promise<AuthResult>;
  /** Clears the session here and in every tab, then revokes the refresh token on the server (best effort). */
  signOut(): Promise<void>;
}

/** The page's one API client, made (and its chunk fetched) on first use. */
export function pageClient(page: PageCore): Promise<ApiClient> {
  return import('../page-client.ts').then(({ withClient }) => withClient(page).client);
}

async function authenticate(page: PageCore, call: (client: ApiClient) => Promise<AuthResult>): Promise<AuthResult> {
  page.session.getState().startLoading();
  try {
    const result = await call(await pageClient(page));
    page.session.getState().signIn(result);
    return result;
  } catch (error) {
    page.session.getState().fail(errorMessage(error, SIGN_IN_FALLBACK));
    throw error;
  }
}

/** The session service over a page's store and client. */
export function sessionService(page: PageCore): SessionService {
  return {
    getState: () => page.session.getState(),
    subscribe: (listener) => page.session.subscribe(listener),
    signIn: (credentials, options) => authenticate(page, (client) => client.login(credentials, options)),
    register: (form, options) => authenticate(page, (client) => client.register(form, options)),
    async signOut() {
      const { refreshToken } = page.session.getState();
      page.session.getState().clear();
      if (refreshToken) await (await pageClient(page)).logout(refreshToken);
    },
  };
}

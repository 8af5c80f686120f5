/**
 * The session service: the only place where signing in, registering and signing out happen. Each
 * action calls the API and moves the session store through its states (loading, then signed in or
 * failed; signed out), so every element on the page, and a page script through
 * `window.ClinicWidgets.session`, sees the same transitions. It also fires the session's public
 * events for every transition, whoever caused it: `clinic-signed-in` {user} (or `clinic-registered`
 * {user} for a new account) and `clinic-signed-out`, from the element that asked for it, else from
 * the document (a page script's call, a session lost on refresh or confirmation, another tab).
 * Nothing here needs React; the API client is fetched (a chunk) the first time an action needs it.
 */
import type { Login, RegisterPayload } from '../../../../protocol/auth.ts';
import type { AuthResult } from '../../../../protocol/responses.ts';
import type { ApiClient, CallOptions } from '../api/client.ts';
import { SIGN_IN_FALLBACK } from '../api/errors.ts';
import type { PageCore } from '../page-core.ts';
import { emit } from '../element/emit.ts';
import { STORAGE_KEYS } from '../../../../protocol/storage.ts';
import { readSession, type Session } from './persistence.ts';
import type { SessionState, SessionStore } from './store.ts';

/** The session's state and actions, as elements and `window.ClinicWidgets.session` use them. */
export interface SessionService {
  getState(): SessionState;
  subscribe(listener: (state: SessionState, previous: SessionState) => void): () => void;
  /**
   * POST /api/auth/login; on success the session is stored and shared and `clinic-signed-in` fired
   * (from `from`, the element that asked, else the document); on failure it is cleared and the
   * ApiError thrown.
   */
  signIn(credentials: Login, options?: CallOptions, from?: EventTarget): Promise<AuthResult>;
  /** POST /api/auth/register; the new account is signed in as with `signIn`, and `clinic-registered` fired. */
  register(form: RegisterPayload, options?: CallOptions, from?: EventTarget): Promise<AuthResult>;
  /**
   * Clears the session here and in every tab and fires `clinic-signed-out`, then revokes the
   * refresh token on the server (best effort), the one held here or the one in the API's cookie.
   */
  signOut(from?: EventTarget): Promise<void>;
}

/**
 * The transitions the page makes by itself, not asked for by a visitor or a page script: the token
 * refresh, the confirmation of a stored session, another tab. They are the page's own (the API
 * client and the boot use them); `window.ClinicWidgets.session` does not offer them.
 */
export interface SessionUpkeep {
  getState(): SessionState;
  /** The session as storage holds it now (another tab may have refreshed it), or null. */
  stored(): Session | null;
  /** A refresh gave new tokens for the same user: kept here and in storage (no refresh token: it is in the API's cookie). */
  refreshed(token: string, refreshToken?: string): void;
  /** Another tab signed in, refreshed or signed out: take its stored session (or none) without writing it back. */
  follow(session: Session | null): void;
  /**
   * The server refused the session, or it could not be refreshed: cleared here and in every tab,
   * and `clinic-signed-out` fired from the document.
   */
  lose(): void;
}

/** Every transition of a page's session: the actions a visitor or page script asks for, and the page's own. */
export interface SessionMachine extends SessionService, SessionUpkeep {}

/** The page's own transitions over a session store and its storage (tests make one over a bare store). */
export function sessionUpkeep(store: SessionStore, storage: Storage | null): SessionUpkeep {
  return {
    getState: () => store.getState(),
    stored: () => readSession(storage),
    refreshed: (token, refreshToken) => store.getState().updateTokens(token, refreshToken),
    follow: (session) => store.getState().follow(session),
    lose: () => store.getState().clear(),
  };
}

/**
 * Follows what other tabs of the origin do to the stored session (the `storage` event): a sign-in,
 * a refresh or a sign-out there is taken here without being written back.
 */
export function followOtherTabs(upkeep: SessionUpkeep, events: Pick<Window, 'addEventListener'>): void {
  events.addEventListener('storage', (event) => {
    const key = (event as StorageEvent).key;
    if (key !== null && !(Object.values(STORAGE_KEYS) as string[]).includes(key)) return;
    const session = upkeep.stored();
    const state = upkeep.getState();
    // A sign-in under way here is not undone by another tab's empty storage.
    if (state.status === 'loading' && !session) return;
    // Unchanged: the same tokens, or the same user whose refresh token is in the API's cookie (the
    // access token is then each tab's own, in memory).
    if (session?.token === state.token && session?.refreshToken === state.refreshToken) return;
    upkeep.follow(session);
  });
}

/** The page's one API client, made (and its chunk fetched) on first use. */
export function pageClient(page: PageCore): Promise<ApiClient> {
  return import('../page-client.ts').then(({ withClient }) => withClient(page).client);
}

/**
 * A sign-in or registration: loading at once, then signed in with the answer, or failed with the
 * failure's message (the sign-in fallback when it has none), which is thrown on.
 */
function authenticate(page: PageCore, call: (client: ApiClient) => Promise<AuthResult>): Promise<AuthResult> {
  // The store's transitions are fixed functions: taken once, they move whatever state is current.
  const { startLoading, signIn, fail } = page.session.getState();
  startLoading();
  return pageClient(page)
    .then(call)
    .then(
      (result) => {
        signIn(result);
        return result;
      },
      (error) => {
        fail((error as Error | undefined)?.message?.trim() || SIGN_IN_FALLBACK);
        throw error;
      },
    );
}

/**
 * The session service over a page's store and client: the one writer of the session. With
 * `events` (the window), it follows other tabs too.
 */
export function sessionService(page: PageCore, events?: Pick<Window, 'addEventListener'>): SessionMachine {
  /** Who asked for the transition now under way, and whether it makes a new account. */
  let asking: { from: EventTarget; registering: boolean } | null = null;
  const asked = async <T>(from: EventTarget | undefined, registering: boolean, run: () => Promise<T>): Promise<T> => {
    asking = { from: from ?? document, registering };
    try {
      return await run();
    } finally {
      asking = null;
    }
  };
  // Every transition of the store, whoever made it (an action here, a refresh that lost the
  // session, the confirmation of a stored one, another tab), fires its event once.
  page.session.subscribe((state, previous) => {
    const target = asking?.from ?? globalThis.document;
    if (!target) return;
    const someoneNew = previous.status !== 'authenticated' || previous.user?.id !== state.user?.id;
    if (state.status === 'authenticated' && someoneNew && state.user) {
      emit(target, asking?.registering ? 'clinic-registered' : 'clinic-signed-in', { user: state.user });
    } else if (previous.status === 'authenticated' && state.status === 'unauthenticated') {
      emit(target, 'clinic-signed-out', null);
    }
  });
  const upkeep = sessionUpkeep(page.session, page.storage);
  if (events) followOtherTabs(upkeep, events);
  return {
    ...upkeep,
    subscribe: (listener) => page.session.subscribe(listener),
    signIn: (credentials, options, from) => asked(from, false, () => authenticate(page, (client) => client.login(credentials, options))),
    register: (form, options, from) => asked(from, true, () => authenticate(page, (client) => client.register(form, options))),
    async signOut(from) {
      const { refreshToken, user } = page.session.getState();
      await asked(from, false, async () => page.session.getState().clear());
      // Revoked on the server whether the token is here or in the API's cookie.
      if (user) await (await pageClient(page)).logout(refreshToken);
    },
  };
}

import { createStore, type StoreApi } from 'zustand/vanilla';
import type { User } from '../../../../protocol/user.ts';
import { clearSession, readSession, writeSession, type Session } from './persistence.ts';

/** the auth states. */
export type AuthStatus = 'unauthenticated' | 'loading' | 'authenticated';

/** The shared session: what every element on the page reads. */
export interface SessionState {
  status: AuthStatus;
  user: User | null;
  token: string | null;
  refreshToken: string | null;
  /** The last sign-in or registration failure, for whoever wants to show it. */
  error: string | null;
}

/** The actions that move the session between the states */
export interface SessionActions {
  /** Login or registration has started. */
  startLoading(): void;
  /** Login or registration succeeded: keep and save the user and both tokens. */
  signIn(session: Session): void;
  /** A refresh gave new tokens for the same user (no refresh token: it is in the API's cookie). */
  updateTokens(token: string, refreshToken?: string): void;
  /** Login or registration failed: back to not authenticated, with the message. */
  fail(message: string): void;
  /** Logout, or the session could not be kept: clear it here and in storage. */
  clear(): void;
  /**
   * Another tab signed in, refreshed or signed out: take its stored session (or none) without
   * writing it back.
   */
  follow(session: Session | null): void;
}

export type SessionStore = StoreApi<SessionState & SessionActions>;

const signedOut = { status: 'unauthenticated', user: null, token: null, refreshToken: null } as const;

function fromSession(session: Session | null): Omit<SessionState, 'error'> {
  return session ? { status: 'authenticated', ...session, refreshToken: session.refreshToken || null } : signedOut;
}

/**
 * The session machine: its states and its named transitions (the actions above), which are the
 * only way its state changes; the session service fires the public events for each of them.
 * Creates the session store over a storage area, restoring a complete saved session. Only the
 * session service (service.ts) calls the transitions.
 */
export function createSessionStore(storage: Storage | null): SessionStore {
  return createStore<SessionState & SessionActions>()((set) => ({
    ...fromSession(readSession(storage)),
    error: null,
    startLoading: () => set({ status: 'loading', error: null }),
    signIn: (session) => {
      writeSession(storage, session);
      set({ ...fromSession(session), error: null });
    },
    updateTokens: (token, refreshToken) =>
      set((state) => {
        if (!state.user) return state;
        writeSession(storage, { user: state.user, token, refreshToken });
        return { token, refreshToken: refreshToken ?? null };
      }),
    fail: (message) => {
      clearSession(storage);
      set({ ...signedOut, error: message });
    },
    clear: () => {
      clearSession(storage);
      set({ ...signedOut, error: null });
    },
    follow: (session) => set({ ...fromSession(session), error: null }),
  }));
}

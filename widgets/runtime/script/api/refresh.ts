import type { RefreshResult } from '../../../../protocol/responses.ts';
import type { SessionUpkeep } from '../session/service.ts';
import { ApiError } from './errors.ts';

/** The lock that serialises refreshes across every tab of the origin. */
export const REFRESH_LOCK = 'clinic-widgets:refresh-token';

export const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';

interface RefresherDeps {
  session: SessionUpkeep;
  locks: LockManager | null;
  /** Sends the refresh with this token, or (null) with the one in the API's cookie. */
  refresh: (refreshToken: string | null, apiBase: string) => Promise<RefreshResult>;
  /** The session is gone: the user is sent to /login. */
  onLost: () => void;
}

/**
 * the token refresh: one refresh at a time for the whole page, and across tabs through the
 * Web Locks API. A caller whose token was already replaced (here or in another tab) gets the new
 * token without a second refresh; a failed refresh clears the session. Without a refresh token of
 * its own the page refreshes with the API's cookie.
 */
export function createRefresher(deps: RefresherDeps) {
  let inFlight: Promise<string> | null = null;

  async function run(staleToken: string | null, apiBase: string, navigateOnLoss: boolean): Promise<string> {
    // Another tab may have refreshed while this one waited for the lock: take its tokens.
    const saved = deps.session.stored();
    const state = deps.session.getState();
    if (saved?.token && saved.token !== staleToken && saved.user.id === state.user?.id) {
      if (saved.token !== state.token) deps.session.follow(saved);
      return saved.token;
    }
    if (state.token && state.token !== staleToken) return state.token;

    // No refresh token here: the API's cookie holds it, or nothing does and the API says so.
    try {
      const answer = await deps.refresh(state.refreshToken, apiBase);
      deps.session.refreshed(answer.token, answer.refreshToken);
      return answer.token;
    } catch {
      return lose(navigateOnLoss);
    }
  }

  function lose(navigateOnLoss: boolean): never {
    deps.session.lose();
    if (navigateOnLoss) deps.onLost();
    throw new ApiError(SESSION_EXPIRED, 'http', 401);
  }

  return {
    /**
     * Gets a fresh access token to replace `staleToken`, refreshing at most once at a time. A lost
     * session goes to the sign-in page unless `navigateOnLoss` is false (a check in the background).
     */
    refresh(staleToken: string | null, apiBase: string, navigateOnLoss = true): Promise<string> {
      if (inFlight) return inFlight;
      const task = () => run(staleToken, apiBase, navigateOnLoss);
      const started: Promise<string> = deps.locks ? (deps.locks.request(REFRESH_LOCK, task) as unknown as Promise<string>) : task();
      inFlight = started.finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
  };
}

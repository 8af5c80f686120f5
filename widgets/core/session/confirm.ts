import { ApiError } from '../api/errors.ts';
import type { PageWidgets } from '../page.ts';

/**
 * The answers that refuse a session. A 404 is not one: a page whose origin has no API answers 404
 * to everything, and must not sign its visitor out.
 */
const REFUSED = new Set([401, 403]);

/**
 * A session restored from storage is trusted only once the server confirms it: when one is
 * stored, ask GET /api/auth/me (the client refreshes once if the access token has expired). A
 * refusal clears it everywhere, without leaving the page the visitor is reading; when the server
 * cannot be reached the session is kept. The user's details are brought up to date.
 */
export async function confirmStoredSession(page: PageWidgets): Promise<void> {
  const stored = page.session.getState();
  if (stored.status !== 'authenticated' || !stored.user) return;
  const id = stored.user.id;
  const unchanged = () => {
    const now = page.session.getState();
    return now.status === 'authenticated' && now.user?.id === id;
  };
  try {
    const user = await page.client.me({ quiet: true });
    if (!unchanged()) return;
    const { token, refreshToken, user: current } = page.session.getState();
    if (String(user.id) !== id) {
      page.session.getState().clear();
    } else if (token && refreshToken && current && (user.name !== current.name || user.email !== current.email)) {
      page.session.getState().signIn({ user: { ...current, ...user, id }, token, refreshToken });
    }
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'http' && error.status !== null && REFUSED.has(error.status) && unchanged()) {
      page.session.getState().clear();
    }
  }
}

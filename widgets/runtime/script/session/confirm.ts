import { ApiError } from '../api/errors.ts';
import type { PageCore } from '../page-core.ts';

/**
 * A session restored from storage is trusted only once the server confirms it: when one is
 * stored, ask GET /api/auth/me (the client refreshes once if the access token has expired). A
 * refusal clears it everywhere, without leaving the page the visitor is reading; when the server
 * cannot be reached the session is kept. A token that names another user is refused too.
 */
export async function confirmStoredSession(page: PageCore): Promise<void> {
  const stored = page.service.getState();
  if (stored.status !== 'authenticated' || !stored.user) return;
  const id = stored.user.id;
  const unchanged = () => {
    const now = page.service.getState();
    return now.status === 'authenticated' && now.user?.id === id;
  };
  try {
    const user = await (await page.apiClient()).me({ quiet: true });
    if (unchanged() && String(user.id) !== id) page.service.lose();
  } catch (error) {
    // Refused: 401 or 403. Not a 404: an origin without our API answers 404 to everything, and
    // must not sign its visitor out.
    if (error instanceof ApiError && (error.status === 401 || error.status === 403) && unchanged()) {
      page.service.lose();
    }
  }
}

import type { AuthResult } from '../../../../protocol/index.ts';

/**
 * The address a signed-in user is sent to: the application with the token, refresh token
 * and user in the fragment, which browsers never send to servers or in Referer headers. A refresh
 * token the API keeps in its HttpOnly cookie is not the page's to hand on: the fragment then has the
 * access token and the user, and the application refreshes with the cookie.
 */
export function handoffUrl(appUrl: string, result: Pick<AuthResult, 'token' | 'user'> & { refreshToken?: string | null | undefined }): string {
  const url = new URL(appUrl, location.href);
  const fragment = new URLSearchParams({
    token: result.token,
    ...(result.refreshToken ? { refreshToken: result.refreshToken } : {}),
    user: JSON.stringify(result.user),
  });
  url.hash = fragment.toString();
  return url.href;
}

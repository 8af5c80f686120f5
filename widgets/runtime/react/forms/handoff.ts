import type { AuthResult } from '../../../../protocol/index.ts';

/**
 * The address a signed-in user is sent to: the application with the token, refresh token
 * and user in the fragment, which browsers never send to servers or in Referer headers.
 */
export function handoffUrl(appUrl: string, result: AuthResult): string {
  const url = new URL(appUrl, location.href);
  const fragment = new URLSearchParams({
    token: result.token,
    refreshToken: result.refreshToken,
    user: JSON.stringify(result.user),
  });
  url.hash = fragment.toString();
  return url.href;
}

/**
 * The reset link's check, for `<clinic-reset-password>` alone: the answer to the request the
 * script sent as the element connected (api/early.ts), read without the API client when it is the
 * plain 200 `{valid, message?}`; anything else the client reads from the same response, or asks
 * for when none came. The other account forms never download this.
 */
import type { PageCore } from '../page-core.ts';
import type { Answer } from './element-api.ts';
import { resetCheckKey, takeEarly } from './early.ts';

/**
 * The reset link's check as the server answers it, read without the API client when it is the
 * plain 200 `{valid, message?}`; null for anything else (an error, another origin's page, no
 * answer), which the client reads from the same response, or sends again when none came.
 */
async function plainVerifyAnswer(early: Promise<Response> | undefined): Promise<Answer<'verifyResetToken'> | null> {
  const response = await early?.catch(() => null);
  if (response?.status !== 200 || !/json/i.test(response.headers.get('Content-Type') ?? '')) return null;
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => null);
  const { valid, message } = ((typeof body === 'object' && body) || {}) as { valid?: unknown; message?: unknown };
  if (typeof valid !== 'boolean' || (message !== undefined && typeof message !== 'string')) return null;
  return message === undefined ? { valid } : { valid, message };
}

/** Checks the reset link's `token` at `apiBase` on `page`, the answer's message in English (the element writes its own). */
export async function verifyResetToken(page: PageCore, apiBase: string, token: string): Promise<Answer<'verifyResetToken'>> {
  const early = takeEarly<Response>(page, resetCheckKey(apiBase, token));
  return (await plainVerifyAnswer(early)) ?? (await page.apiClient()).verifyResetToken(token, { apiBase, response: early });
}

/** Refreshing and ending a session (refresh-token, logout). */
import { RefreshTokenBody } from '../../protocol/index.ts';
import { HttpError } from '../http-error.ts';
import { commonErrors, errorAnswer, refreshAnswer } from './answers.ts';
import { body } from './body.ts';
import type { Api, ApiContext } from './index.ts';

/** Registers POST /api/auth/refresh-token and POST /api/auth/logout. */
export async function sessionRoutes(app: Api, ctx: ApiContext): Promise<void> {
  const { accessTokens, refreshTokens, limits } = ctx;

  const refreshSchema = { body: body(RefreshTokenBody), response: { 200: refreshAnswer, 401: errorAnswer, ...commonErrors } };
  app.post('/auth/refresh-token', { preValidation: limits.refreshToken, schema: refreshSchema }, async (request) => {
    const { refreshToken } = request.body;
    const result = await refreshTokens.rotate(refreshToken);
    if (!result.ok) {
      if (result.reason === 'reused') request.log.warn('spent refresh token presented again: family revoked');
      throw new HttpError(401, 'REFRESH_TOKEN_INVALID');
    }
    return { token: await accessTokens.sign(result.userId, result.sessionVersion), refreshToken: result.refreshToken };
  });

  const logoutSchema = { body: body(RefreshTokenBody), response: { 204: { type: 'null' }, ...commonErrors } };
  app.post('/auth/logout', { preValidation: limits.logout, schema: logoutSchema }, async (request, reply) => {
    const { refreshToken } = request.body;
    await refreshTokens.revokeFamilyOf(refreshToken);
    return reply.code(204).send();
  });
}

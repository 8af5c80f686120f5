/** Refreshing and ending a session (refresh-token, logout). */
import type { FastifyInstance } from 'fastify';
import { RefreshTokenBody } from '../../protocol/index.ts';
import { parseBody, pick } from '../body.ts';
import type { AppContext } from '../context.ts';
import { HttpError } from '../http-error.ts';
import { commonErrors, errorAnswer, refreshAnswer } from './answers.ts';

/** The one 401 of a refused refresh, whatever the reason. */
export const BAD_REFRESH_TOKEN = 'Invalid or expired refresh token';

/** Registers POST /api/auth/refresh-token and POST /api/auth/logout. */
export async function sessionRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { accessTokens, refreshTokens, limits } = ctx;

  app.post('/api/auth/refresh-token', { preHandler: limits.refreshToken, schema: { response: { 200: refreshAnswer, 401: errorAnswer, ...commonErrors } } }, async (request) => {
    const { refreshToken } = parseBody(RefreshTokenBody, pick(request.body, ['refreshToken']));
    const result = await refreshTokens.rotate(refreshToken);
    if (!result.ok) {
      if (result.reason === 'reused') request.log.warn('spent refresh token presented again: family revoked');
      throw new HttpError(401, BAD_REFRESH_TOKEN);
    }
    return { token: await accessTokens.sign(result.userId, result.sessionVersion), refreshToken: result.refreshToken };
  });

  app.post('/api/auth/logout', { preHandler: limits.logout, schema: { response: { 204: { type: 'null' }, ...commonErrors } } }, async (request, reply) => {
    const { refreshToken } = parseBody(RefreshTokenBody, pick(request.body, ['refreshToken']));
    await refreshTokens.revokeFamilyOf(refreshToken);
    return reply.code(204).send();
  });
}

/** Refreshing and ending a session (refresh-token, logout), with the token in the body or in the site's own cookie. */
import type { FastifyRequest } from 'fastify';
import { RefreshTokenBody } from '../../protocol/index.ts';
import { HttpError } from '../http-error.ts';
import { commonErrors, errorAnswer, refreshAnswer } from './answers.ts';
import { body } from './body.ts';
import type { Api, ApiContext } from './index.ts';
import type { RouteLimits } from '../plugins/rate-limits.ts';
import { assertSameOriginCookie, readRefreshCookie, refreshCookie, setRefreshCookie, wantsRefreshCookie } from './refresh-cookie.ts';

/** Registers POST /api/auth/refresh-token and POST /api/auth/logout. */
export async function sessionRoutes(app: Api, ctx: ApiContext): Promise<void> {
  const { config, accessTokens, refreshTokens, limits, now } = ctx;
  /** The calls whose token came from the cookie rather than the body. */
  const fromCookie = new WeakSet<FastifyRequest>();

  /**
   * A body that names no refresh token takes the cookie's, once the call is known to come from the
   * site's own origin; the body's rules then check it as if the client had sent it. A body that
   * names one is read as it always was, cookie or not.
   */
  const takeCookie = async (request: FastifyRequest) => {
    const sent = request.body;
    if (typeof sent === 'object' && sent !== null && Object.hasOwn(sent, 'refreshToken')) return;
    const cookie = readRefreshCookie(request);
    if (cookie === undefined) return;
    assertSameOriginCookie(request, config);
    fromCookie.add(request);
    request.body = { ...(typeof sent === 'object' && sent !== null ? sent : {}), refreshToken: cookie };
  };

  /** A call's limits, then the refresh token taken from the cookie when the body has none. */
  const withCookie = ({ onRequest, preValidation }: RouteLimits) => ({ onRequest, preValidation: [preValidation, takeCookie] });

  const refreshSchema = { body: body(RefreshTokenBody), response: { 200: refreshAnswer, 401: errorAnswer, ...commonErrors } };
  app.post('/auth/refresh-token', { ...withCookie(limits.refreshToken), schema: refreshSchema }, async (request, reply) => {
    const { refreshToken } = request.body;
    const inCookie = fromCookie.has(request) || wantsRefreshCookie(request, config);
    const result = await refreshTokens.rotate(refreshToken);
    if (!result.ok) {
      if (result.reason === 'reused') request.log.warn('spent refresh token presented again: family revoked');
      // A cookie that no longer works is removed, so the browser stops sending it.
      throw new HttpError(401, 'REFRESH_TOKEN_INVALID', inCookie ? { headers: { 'set-cookie': refreshCookie(request, '', null) } } : {});
    }
    const token = accessTokens.sign(result.userId, result.sessionVersion);
    if (!inCookie) return { token, refreshToken: result.refreshToken };
    // The successor keeps its family's end: a 'Remember me' cookie until then, else one for this browser session.
    setRefreshCookie(reply, request, result.refreshToken, result.rememberMe ? result.expiresAt - now() : null);
    return { token };
  });

  const logoutSchema = { body: body(RefreshTokenBody), response: { 204: { type: 'null' }, ...commonErrors } };
  app.post('/auth/logout', { ...withCookie(limits.logout), schema: logoutSchema }, async (request, reply) => {
    const { refreshToken } = request.body;
    await refreshTokens.revokeFamilyOf(refreshToken);
    if (fromCookie.has(request) || wantsRefreshCookie(request, config)) setRefreshCookie(reply, request, '', null);
    return reply.code(204).send();
  });
}

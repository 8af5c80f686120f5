/**
 * The `authenticate` preHandler of the calls that need a signed-in user: a valid `Bearer` access
 * token whose account still exists and whose password has not changed since the token was signed.
 * The account is then `request.account`.
 */
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { AccessTokens } from '../auth/access-tokens.ts';
import { findUserById, type UserRow } from '../auth/users.ts';
import type { Db } from '../db/connect.ts';
import { HttpError } from '../http-error.ts';

/** Adds `request.account` to the scope and returns the preHandler that fills it. */
export function authenticator(api: FastifyInstance, services: { db: Db; accessTokens: AccessTokens }): preHandlerAsyncHookHandler {
  api.decorateRequest('account', null);
  return async (request: FastifyRequest) => {
    const unauthorized = new HttpError(401, 'UNAUTHORIZED', { headers: { 'www-authenticate': 'Bearer' } });
    const match = /^Bearer ([A-Za-z0-9_.-]+)$/i.exec(request.headers.authorization ?? '');
    const claims = match?.[1] ? await services.accessTokens.verify(match[1]) : null;
    if (!claims) throw unauthorized;
    const account = await findUserById(services.db, claims.userId);
    if (!account) throw new HttpError(404, 'USER_NOT_FOUND');
    // A token signed before the last password change no longer counts.
    if (claims.sessionVersion !== account.session_version) throw unauthorized;
    request.account = account;
  };
}

/** The signed-in account of a route behind `authenticate`. */
export function signedInAccount(request: FastifyRequest): UserRow {
  if (!request.account) throw new Error('signedInAccount() called on a route without the authenticate preHandler');
  return request.account;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in account, set by the `authenticate` preHandler (null elsewhere). */
    account: UserRow | null;
  }
}

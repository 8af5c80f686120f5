/**
 * The one error handler: every failure becomes `{code, message, fields?, fieldCodes?}` with its status and the
 * client's message for it, in the language of the request's Accept-Language; no stack trace or SQL ever reaches
 * the client, and every 5xx is logged with its request id.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import type { ErrorCode } from '../../protocol/message.ts';
import type { DiskFullWatch } from '../db/disk-full.ts';
import { isPoolTimeout } from '../db/errors.ts';
import { errorBody, HttpError } from '../http-error.ts';
import { answerIn, CATALOGS, requestLanguage } from '../languages.ts';
import { redactUrl } from '../logging.ts';

/** Seconds a client is asked to wait after the database had no connection free for it. */
export const POOL_BUSY_RETRY_AFTER_SECONDS = 5;

/**
 * Maps Fastify's own client errors to our codes; a database pool with no connection free within
 * its wait is a 503 (busy, try again), and anything else unknown is a 500.
 */
function describeError(error: FastifyError): { status: number; code: ErrorCode } {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, code: 'MALFORMED_JSON' };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, code: 'PAYLOAD_TOO_LARGE' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' };
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { status: 400, code: 'INVALID_CONTENT_LENGTH' };
    default:
      break;
  }
  if (isPoolTimeout(error)) return { status: 503, code: 'SERVER_ERROR' };
  const status = error.statusCode ?? 500;
  if (status === 429) return { status, code: 'RATE_LIMITED' };
  if (status === 404) return { status, code: 'NOT_FOUND' };
  if (status >= 400 && status < 500) return { status, code: 'BAD_REQUEST' };
  return { status: 500, code: 'SERVER_ERROR' };
}

/**
 * Installs the error handler; call it before any route is added (routes keep the handler they saw).
 * A write that failed on a full disk is logged as such (`diskFull`), not as an anonymous failure.
 */
export function installErrorHandler(app: FastifyInstance, diskFull?: DiskFullWatch): void {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    const language = requestLanguage(request);
    answerIn(reply, language);
    if (error instanceof HttpError) {
      reply.headers(error.headers).code(error.statusCode);
      return error.body(language);
    }
    const { status, code } = describeError(error);
    const message = CATALOGS['en-IN'].errors[code];
    if (status === 503) {
      reply.header('retry-after', String(POOL_BUSY_RETRY_AFTER_SECONDS));
      request.log.warn('no database connection free within the pool wait: answered 503');
    } else if (status >= 500 && diskFull?.note(error, request.log)) {
      // Logged by the watch, naming the full disk.
    } else if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: error.code, status }, message);
    reply.code(status);
    return errorBody(code, language);
  });

  // Answers given without a thrown error (a 503 from health) are logged here too.
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode >= 500) request.log.error({ statusCode: reply.statusCode, url: redactUrl(request.url) }, 'answered with a server error');
  });
}

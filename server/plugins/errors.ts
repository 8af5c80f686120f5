/**
 * The one error handler: every failure becomes `{message, fields?}` with its status and the client's message for it;
 * no stack trace or SQL ever reaches the client, and every 5xx is logged with its request id.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import type { DiskFullWatch } from '../db/disk-full.ts';
import { HttpError } from '../http-error.ts';
import { redactUrl } from '../logging.ts';
import { TOO_MANY_ATTEMPTS } from './rate-limits.ts';

/** The message of a 500. */
export const SERVER_ERROR = 'Server error. Please try again later.';
/** The 400 for a body that does not parse. */
export const MALFORMED_JSON = 'Malformed JSON in request body';
/** The 413 for a body over BODY_LIMIT. */
export const BODY_TOO_LARGE = 'Request body is too large (the limit is 1 MB).';
/** The 415 for a body that is not JSON. */
export const UNSUPPORTED_MEDIA_TYPE = 'Send the request body as JSON (Content-Type: application/json).';
/** The 404 of an unknown API call. */
export const NOT_FOUND = 'Not found';

/** Maps Fastify's own client errors to our messages; anything unknown is a 500. */
function describeError(error: FastifyError): { status: number; message: string } {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, message: MALFORMED_JSON };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, message: BODY_TOO_LARGE };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, message: UNSUPPORTED_MEDIA_TYPE };
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { status: 400, message: 'Invalid Content-Length' };
    default:
      break;
  }
  const status = error.statusCode ?? 500;
  if (status === 429) return { status, message: TOO_MANY_ATTEMPTS };
  if (status === 404) return { status, message: NOT_FOUND };
  if (status >= 400 && status < 500) return { status, message: 'Bad request' };
  return { status: 500, message: SERVER_ERROR };
}

/**
 * Installs the error handler; call it before any route is added (routes keep the handler they saw).
 * A write that failed on a full disk is logged as such (`diskFull`), not as an anonymous failure.
 */
export function installErrorHandler(app: FastifyInstance, diskFull?: DiskFullWatch): void {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      reply.headers(error.headers).code(error.statusCode);
      return error.toJSON();
    }
    const { status, message } = describeError(error);
    if (status >= 500 && diskFull?.note(error, request.log)) {
      // Logged by the watch, naming the full disk.
    } else if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: error.code, status }, message);
    reply.code(status);
    return { message };
  });

  // Answers given without a thrown error (a 503 from health) are logged here too.
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode >= 500) request.log.error({ statusCode: reply.statusCode, url: redactUrl(request.url) }, 'answered with a server error');
  });
}

/**
 * What the logs may hold: URLs are logged with the values of secret-bearing query parameters
 * replaced (`/reset-password?token=…` carries a live reset token), whatever their spelling.
 */
import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** Query parameter names whose values are never logged (token, refreshToken, reset_token, password, …). */
const SECRET_PARAMETER = /token|secret|password|passwd|credential|signature|^code$|^key$|api[-_]?key/i;

/** What a secret parameter's value is replaced with. */
export const REDACTED = '[redacted]';

/** The URL with every secret query parameter's value replaced; the rest is kept as sent. */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt === -1) return url;
  const parts = url
    .slice(queryAt + 1)
    .split('&')
    .map((part) => {
      const equals = part.indexOf('=');
      const rawName = equals === -1 ? part : part.slice(0, equals);
      return SECRET_PARAMETER.test(decodeName(rawName)) ? `${rawName}=${REDACTED}` : part;
    });
  return `${url.slice(0, queryAt)}?${parts.join('&')}`;
}

/** The parameter name as a server would read it (`t%6Fken` and `token` alike). */
function decodeName(raw: string): string {
  try {
    return decodeURIComponent(raw.replaceAll('+', ' '));
  } catch {
    return raw;
  }
}

/** Fastify's request log fields, with the URL redacted. */
function requestFields(request: FastifyRequest) {
  const remotePort = request.socket?.remotePort;
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    ...(remotePort === undefined ? {} : { remotePort }),
  };
}

/** Adds the redacting request serializer to Fastify's logger option (off stays off). */
export function loggerOptions(logger: NonNullable<FastifyServerOptions['logger']>): NonNullable<FastifyServerOptions['logger']> {
  if (logger === false) return logger;
  const base = logger === true ? {} : logger;
  return { ...base, serializers: { ...base.serializers, req: requestFields } };
}

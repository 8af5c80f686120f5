/**
 * What the logs may hold: URLs are logged with the values of secret-bearing query parameters
 * replaced (`/reset-password?token=…` carries a live reset token), whatever their spelling.
 */
import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { redactQuery } from '../protocol/redaction.ts';

/** What a secret parameter's value is replaced with. */
export const REDACTED = '[redacted]';

/** The URL with every secret query parameter's value replaced; the rest is kept as sent. */
export function redactUrl(url: string): string {
  return redactQuery(url, REDACTED);
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

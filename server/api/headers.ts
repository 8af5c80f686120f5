/** The API's own headers: its answers are never cached and load nothing. */
import type { FastifyInstance, FastifyReply } from 'fastify';

/** JSON answers load nothing and are framed by no one. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** API answers (errors included) are never cached and load nothing. */
export function setApiHeaders(reply: FastifyReply): void {
  reply.header('content-security-policy', API_CONTENT_SECURITY_POLICY);
  reply.header('cache-control', 'no-store');
}

/** Adds the API's headers to every answer of the scope it is called in. */
export function addApiHeaders(api: FastifyInstance): void {
  api.addHook('onRequest', async (_request, reply) => setApiHeaders(reply));
}

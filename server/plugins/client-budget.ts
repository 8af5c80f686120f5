/**
 * What one client can make the server hold: a bounded number of open connections and a bounded
 * number of request-body bytes in flight, so no client can fill the process's memory outside the
 * V8 heap (socket buffers and body chunks, which `--max-old-space-size` does not bound).
 *
 * - Connections: an address (an IPv6 client's /64) holding CLIENT_CONNECTIONS open sockets has its
 *   next one closed as soon as it is accepted. Behind a trusted proxy every connection comes from the
 *   proxy, so there the proxy's own connection limits apply and this count is off.
 * - Bodies: a request's declared length (a chunked body counts as the largest allowed) is reserved
 *   when its headers arrive, before a byte of the body is read, and given back when its answer has
 *   gone. A request that would take its client past CLIENT_UPLOAD_MB, or all clients past UPLOAD_MB,
 *   is answered 429 at once and its connection closed, its body never read.
 */
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http-error.ts';
import { clientKey } from './client-address.ts';

/** The limits; see the README's CLIENT_CONNECTIONS, CLIENT_UPLOAD_MB and UPLOAD_MB. */
export interface ClientBudget {
  /** Open connections per address; null when a proxy is trusted (its connections are everyone's). */
  connections: number | null;
  /** Body bytes in flight per client. */
  clientBytes: number;
  /** Body bytes in flight for all clients together. */
  totalBytes: number;
  /** The largest body accepted (a chunked body is counted as this). */
  bodyLimit: number;
}

/** What the budget holds now, for tests and the health of the process. */
export interface BudgetUse {
  connections(address: string): number;
  bytes(address: string): number;
  totalBytes(): number;
}

/** The bytes a request's body may take: 0 without one, its Content-Length, or the limit when chunked. */
function declaredBytes(headers: Record<string, string | string[] | undefined>, bodyLimit: number): number {
  const length = headers['content-length'];
  if (typeof length === 'string' && /^\d{1,16}$/.test(length.trim())) return Math.min(Number(length), bodyLimit);
  return headers['transfer-encoding'] === undefined ? 0 : bodyLimit;
}

/** Adds one to a count in a map, or takes one away (dropping it at zero). */
function add(map: Map<string, number>, key: string, by: number): void {
  const next = (map.get(key) ?? 0) + by;
  if (next > 0) map.set(key, next);
  else map.delete(key);
}

/** Installs the connection count and the body reservation on the app; call before any route. */
export function registerClientBudget(app: FastifyInstance, budget: ClientBudget): BudgetUse {
  const open = new Map<string, number>();
  const inFlight = new Map<string, number>();
  let total = 0;

  const { connections } = budget;
  if (connections !== null) {
    app.server.on('connection', (socket: Socket) => {
      const key = clientKey(socket.remoteAddress ?? '');
      if ((open.get(key) ?? 0) >= connections) {
        socket.destroy();
        return;
      }
      add(open, key, 1);
      socket.once('close', () => add(open, key, -1));
    });
  }

  app.addHook('onRequest', async (request, reply) => {
    const bytes = declaredBytes(request.raw.headers, budget.bodyLimit);
    if (bytes === 0) return;
    const key = clientKey(request.ip);
    if ((inFlight.get(key) ?? 0) + bytes > budget.clientBytes || total + bytes > budget.totalBytes) {
      // The body is never read: once the answer is out the connection is destroyed, so what the
      // client is still sending is dropped by the kernel instead of being pulled through the process.
      reply.header('connection', 'close');
      const socket = request.raw.socket;
      reply.raw.once('finish', () => socket.destroy());
      throw new HttpError(429, 'RATE_LIMITED', { headers: { 'retry-after': '1' } });
    }
    add(inFlight, key, bytes);
    total += bytes;
    reply.raw.once('close', () => {
      add(inFlight, key, -bytes);
      total -= bytes;
    });
  });

  return {
    connections: (address) => open.get(clientKey(address)) ?? 0,
    bytes: (address) => inFlight.get(clientKey(address)) ?? 0,
    totalBytes: () => total,
  };
}

/**
 * Graceful shutdown with a hard deadline.
 *
 * 1. Drain: the server keeps listening while every answer says `Connection: close`, until no new
 *    connection has arrived for a short quiet spell and each one accepted has been read. Requests
 *    a client sent before the signal that still wait in the listen backlog, or in a connection not
 *    yet read, are thus answered: closing the listener or an unread connection would reset them.
 *    The drain takes at most half the deadline.
 * 2. Close: the listener closes, idle connections close, requests in flight finish (a request
 *    that arrives on a connection still open is refused with 503 and `Connection: close`), then
 *    background mail completes and the database closes.
 * 3. Deadline: SHUTDOWN_TIMEOUT after the signal, every connection still open (a stalled upload,
 *    a request still running) is closed, so nothing can hold the process.
 */
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** How long no new connection may arrive before the listener closes. */
export const DRAIN_QUIET_MS = 150;

/** The drain switch the app's answers read (they say `Connection: close` once it is on). */
export class Drain {
  active = false;
}

/** Watches a server's connections from its start: when the last one came, which are not read yet. */
class Connections {
  lastAcceptedAt = 0;
  /** Accepted, with no request read from them yet: the server would count them as idle. */
  readonly unread = new Set<Socket>();

  constructor(app: FastifyInstance) {
    app.server.on('connection', (socket: Socket) => {
      this.lastAcceptedAt = Date.now();
      this.unread.add(socket);
      socket.once('close', () => this.unread.delete(socket));
    });
    app.server.on('request', (request: IncomingMessage) => this.unread.delete(request.socket));
  }

  /** Resolves once nothing was accepted for `quietMs` and nothing accepted is unread, or at `stopAt`. */
  settled(quietMs: number, stopAt: number): Promise<void> {
    return new Promise((resolve) => {
      const check = () => {
        // Decided after an I/O poll (setImmediate), so connections and requests already queued
        // have been taken in and counted, even when the event loop was too busy to run on time.
        setImmediate(() => {
          const now = Date.now();
          const quietFor = now - this.lastAcceptedAt;
          if ((quietFor >= quietMs && this.unread.size === 0) || now >= stopAt) resolve();
          else setTimeout(check, Math.max(5, Math.min(quietMs - quietFor, stopAt - now)));
        });
      };
      check();
    });
  }
}

/** Starts watching the app's connections; call before it listens. Returns the shutdown to run on a signal. */
export function prepareShutdown(app: FastifyInstance): (deadlineMs: number) => Promise<void> {
  const connections = new Connections(app);
  return async (deadlineMs) => {
    const startedAt = Date.now();
    app.drain.active = true;
    const deadline = setTimeout(() => {
      app.log.warn(`shutdown deadline of ${deadlineMs} ms reached: closing every connection still open`);
      app.server.closeAllConnections();
    }, deadlineMs);
    try {
      await connections.settled(DRAIN_QUIET_MS, startedAt + deadlineMs / 2);
      await app.close();
    } finally {
      clearTimeout(deadline);
    }
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** On while shutting down: answers end their connection. */
    drain: Drain;
  }
}

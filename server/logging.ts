/**
 * What the logs may hold, and how they leave the process: URLs are logged with the values of
 * secret-bearing query parameters replaced (`/reset-password?token=…` carries a live reset token),
 * whatever their spelling; lines go out through LogOutput, which no reader can make hold the process.
 */
import { write } from 'node:fs';
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

/** The most log bytes kept waiting for a slow reader; lines past it are dropped and counted. */
export const LOG_BUFFER_BYTES = 4 * 1024 * 1024;

/**
 * The log's way to standard output: writes are asynchronous and queued, never retried in a loop
 * that blocks the event loop, and nothing is registered to run at exit. A reader that has gone
 * (EPIPE: `| head`, a log shipper that exited) ends the writing for good, and a reader that is slow
 * or stopped holds at most LOG_BUFFER_BYTES. So a full or broken pipe can never hold a shutdown:
 * `settle` waits for what is queued only as long as it is told to.
 */
export class LogOutput {
  readonly #fd: number;
  #queue: string[] = [];
  #queued = 0;
  #writing = false;
  #broken = false;
  #dropped = 0;
  #idle: Array<() => void> = [];

  constructor(fd = 1) {
    this.#fd = fd;
  }

  /** Queues one line (pino calls this for every log line). */
  write(line: string): boolean {
    if (this.#broken) return true;
    if (this.#queued + line.length > LOG_BUFFER_BYTES) {
      this.#dropped += 1;
      return true;
    }
    this.#queue.push(line);
    this.#queued += line.length;
    if (!this.#writing) this.#next();
    return true;
  }

  /** How many lines were dropped because the reader was too slow. */
  get dropped(): number {
    return this.#dropped;
  }

  /** Resolves once everything queued is written or the reader has gone, or after `ms`, whichever comes first. */
  settle(ms: number): Promise<void> {
    if (!this.#writing) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      timer.unref();
      this.#idle.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  #next(): void {
    if (this.#broken || this.#queue.length === 0) {
      this.#writing = false;
      for (const done of this.#idle.splice(0)) done();
      return;
    }
    this.#writing = true;
    const chunk = Buffer.from(this.#queue.join(''));
    this.#queue = [];
    this.#queued = 0;
    this.#send(chunk);
  }

  #send(chunk: Buffer): void {
    write(this.#fd, chunk, (error, written) => {
      if (error && (error.code === 'EAGAIN' || error.code === 'EBUSY')) {
        // A full pipe: try again shortly, without blocking anything meanwhile.
        setTimeout(() => this.#send(chunk), 20).unref();
        return;
      }
      if (error) {
        // The reader has gone (EPIPE) or the descriptor is unusable: stop writing for good.
        this.#broken = true;
        this.#queue = [];
        this.#queued = 0;
        this.#next();
        return;
      }
      if (written < chunk.length) this.#send(chunk.subarray(written));
      else this.#next();
    });
  }
}

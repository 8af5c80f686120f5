/** Work that runs after the answer is sent (mail), awaited on shutdown so nothing is cut off. */
import type { FastifyBaseLogger } from 'fastify';
import type { DiskFullWatch } from '../db/disk-full.ts';

/** Tracks background jobs; `idle()` resolves once all that were started have settled. */
export class Background {
  readonly #pending = new Set<Promise<void>>();
  readonly #log: FastifyBaseLogger;

  readonly #diskFull: DiskFullWatch | undefined;

  constructor(log: FastifyBaseLogger, diskFull?: DiskFullWatch) {
    this.#log = log;
    this.#diskFull = diskFull;
  }

  /** Starts a job; its failure is logged (a full disk as such), never thrown at the request that started it. */
  run(label: string, job: () => Promise<void>, log: FastifyBaseLogger = this.#log): void {
    const promise: Promise<void> = job()
      .catch((err: unknown) => {
        if (!this.#diskFull?.note(err, log)) log.error({ err }, `${label} failed`);
      })
      .finally(() => this.#pending.delete(promise));
    this.#pending.add(promise);
  }

  /** Resolves when every job started so far (and any they start) has finished. */
  async idle(): Promise<void> {
    while (this.#pending.size > 0) await Promise.allSettled([...this.#pending]);
  }
}

/** One session refreshing in a tight loop until refused; every accepted refresh is kept with when it was sent. */
import { performance } from 'node:perf_hooks';

/** Sends one refresh and gives the status and, when accepted, the successor token. */
export type RefreshCall = (refreshToken: string, round: number) => Promise<{ status: number; refreshToken?: string }>;

/** A refreshing session; `warm` settles after its third accepted refresh (or its end), `done` when it is refused. */
export class Refresher {
  readonly accepted: number[] = [];
  token: string;
  refusedWith = 0;
  readonly done: Promise<void>;
  readonly warm: Promise<void>;
  #warm: () => void = () => undefined;

  constructor(call: RefreshCall, first: string) {
    this.token = first;
    this.warm = new Promise((resolve) => (this.#warm = resolve));
    this.done = this.#run(call);
  }

  async #run(call: RefreshCall): Promise<void> {
    // Bounded: a session that is never revoked stops after this many rotations and fails its test.
    for (let round = 0; round < 2000; round++) {
      const sentAt = performance.now();
      const answer = await call(this.token, round);
      if (answer.status !== 200 || !answer.refreshToken) {
        this.refusedWith = answer.status;
        break;
      }
      this.accepted.push(sentAt);
      this.token = answer.refreshToken;
      if (this.accepted.length === 3) this.#warm();
    }
    this.#warm();
  }

  /** Refreshes sent after `instant` (performance.now()) and still accepted. */
  acceptedAfter(instant: number): number {
    return this.accepted.filter((sentAt) => sentAt > instant).length;
  }
}

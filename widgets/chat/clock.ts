/**
 * The chat's timer, as a tiny replaceable object: the component schedules the bot's reply
 * through it, and tests swap in a manual clock to step through the 1.5 s delay without waiting.
 */
export const clock = {
  setTimeout: (run: () => void, ms: number): unknown => globalThis.setTimeout(run, ms),
  clearTimeout: (id: unknown): void => globalThis.clearTimeout(id as number),
};

/** the bot replies 1500 ms after a message. */
export const REPLY_DELAY_MS = 1500;

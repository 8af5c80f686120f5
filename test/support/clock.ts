/**
 * A clock the test moves by hand, installed in the browser seam (widgets/runtime/script/browser.ts): timers run only
 * when `tick` passes their due time, and `now()` is the start time plus the ticks.
 */
import { stubBrowser } from '../../widgets/runtime/script/browser.ts';

export function manualClock(start = new Date('2025-01-15T10:30:00.000Z')) {
  let elapsed = 0;
  let next = 1;
  const timers = new Map<number, { at: number; ms: number; run: () => void }>();
  const restore = stubBrowser({
    setTimeout: (run, ms) => {
      timers.set(next, { at: elapsed + ms, ms, run });
      return next++;
    },
    clearTimeout: (id) => void timers.delete(id),
    now: () => new Date(start.getTime() + elapsed),
  });
  return {
    /** The timers not yet run, with the delay each was set for. */
    pending: () => [...timers.values()],
    tick(ms: number) {
      elapsed += ms;
      for (const [id, timer] of [...timers]) {
        if (timer.at <= elapsed) {
          timers.delete(id);
          timer.run();
        }
      }
    },
    /** Puts every real browser call back. */
    restore,
  };
}

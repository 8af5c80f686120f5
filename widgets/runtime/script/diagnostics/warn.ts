// page-state: the warnings already given.
/**
 * Diagnostics for whoever embeds the elements: one `console.warn` per cause, prefixed
 * `[clinic-widgets]`, so a misconfiguration says what is wrong instead of failing silently.
 * The same cause is reported once per page, however often it happens.
 */

const PREFIX = '[clinic-widgets]';
const reported = new Set<string>();

/** Warns once per `cause` (a key naming the cause and its subject). Returns whether it warned. */
export function warnOnce(cause: string, message: string): boolean {
  if (reported.has(cause)) return false;
  reported.add(cause);
  console.warn(`${PREFIX} ${message}`);
  return true;
}

/** Forgets what was reported (tests). */
export function resetWarnings(): void {
  reported.clear();
}

/** The edit distance between two words (insertions, deletions, substitutions; case ignored). */
function distance(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  let previous = Array.from({ length: y.length + 1 }, (_, index) => index);
  for (let i = 1; i <= x.length; i++) {
    const current = [i];
    for (let j = 1; j <= y.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (x[i - 1] === y[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[y.length]!;
}

/** The known name closest to a mistyped one, when it is close enough to be what was meant. */
export function didYouMean(name: string, known: readonly string[]): string | null {
  let best: string | null = null;
  let bestDistance = Infinity;
  for (const candidate of known) {
    const d = distance(name, candidate);
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  // A third of the letters may be wrong ('apiBAse', 'apibase', 'api_base', 'appURL').
  return best !== null && bestDistance <= Math.max(2, Math.floor(name.length / 3)) ? best : null;
}

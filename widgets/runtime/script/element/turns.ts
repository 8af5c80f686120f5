// page-state: the elements waiting for their turn to take over.
/**
 * Elements take over their markup one per task. Their code often arrives together (one shared
 * chunk brings React for all of them), and taking over every element in the task that evaluated
 * it would hold the main thread for the whole page's hydration: a tap on a slow phone would wait
 * for all of it. Each element instead goes in in a task of its own, in the order its code came,
 * except that an element the visitor is waiting on (a held action, focus inside it) goes first.
 */

type Turn = { run: () => void; urgent: () => boolean };

const waiting: Turn[] = [];
let channel: MessageChannel | null = null;

/** Runs the next waiting turn: the first urgent one, else the oldest. */
function next(): void {
  const index = Math.max(
    0,
    waiting.findIndex((turn) => turn.urgent()),
  );
  const [turn] = waiting.splice(index, 1);
  if (waiting.length) post();
  turn?.run();
}

/** Asks for a task of its own (a message, which, unlike a timer, is neither clamped nor delayed). */
function post(): void {
  if (!channel) {
    channel = new MessageChannel();
    channel.port1.onmessage = next;
  }
  channel.port2.postMessage(null);
}

/**
 * Runs `run` in a later task of its own, after the turns already waiting, or before them when
 * `urgent()` holds once its turn is chosen.
 */
export function inTurn(run: () => void, urgent: () => boolean = () => false): void {
  waiting.push({ run, urgent });
  if (waiting.length === 1) post();
}

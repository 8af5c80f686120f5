/**
 * Checkpoints of the SQLite log, off the event loop. In WAL mode each commit appends its pages to
 * the log, and a checkpoint copies them back into the database file; run by the app's own
 * connection, it would stall whichever request's commit crossed the threshold, while every request
 * behind it waits. Here a worker thread with a connection of its own checkpoints every 100 ms
 * instead (PASSIVE: it never blocks a writer or a reader). Reading beside a busy writer, the worker
 * never quite catches up, so once the log passes 1,000 pages (SQLite's own threshold) the app's
 * connection finishes its checkpoint: it copies only the pages committed while the worker ran, and
 * the next commit starts the log again from its beginning. The app's connection still checkpoints
 * all by itself if the log ever passes 10,000 pages (about 40 MB): the worker is behind, or gone.
 *
 * The worker's code is a few lines of CommonJS evaluated as it starts, so it runs the same from
 * the sources and from the built server.
 */
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** How often the worker checkpoints. */
const CHECKPOINT_INTERVAL_MS = 100;
/** The log size, in pages, past which the app's connection finishes the worker's checkpoint. */
const FINISH_PAGES = 1_000;
/** The log size, in pages, at which the app's own connection checkpoints (SQLite's default is 1,000). */
export const BACKSTOP_PAGES = 10_000;
/** After a checkpoint, a log file larger than this is truncated back to it. */
export const LOG_SIZE_LIMIT_BYTES = 64 * 1024 * 1024;

const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { fileMustExist: true });
db.pragma('journal_size_limit = ' + workerData.sizeLimit);
let last = 0;
const timer = setInterval(() => {
  try {
    const [{ log, checkpointed }] = db.pragma('wal_checkpoint(PASSIVE)');
    // Once per state of the log: an idle log, already copied, is not reported again and again.
    if (log >= workerData.finishPages && checkpointed > 0 && log !== last) parentPort.postMessage(log);
    last = log;
  } catch {}
}, workerData.intervalMs);
parentPort.once('message', () => {
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

/** The checkpointer of one database file; `stop` ends it (the app's connection is closing). */
export interface Checkpointer {
  stop(): void;
}

/**
 * Starts the worker for `file`. `finish` runs, with the log's size in pages, when the app's connection
 * should finish a checkpoint; `onFailure` if the worker cannot run (the app's connection then
 * checkpoints as SQLite does by default).
 */
export function startCheckpointer(file: string, finish: (logPages: number) => void, onFailure: (error: Error) => void): Checkpointer {
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: {
      file,
      driver: createRequire(import.meta.url).resolve('better-sqlite3'),
      intervalMs: CHECKPOINT_INTERVAL_MS,
      sizeLimit: LOG_SIZE_LIMIT_BYTES,
      finishPages: FINISH_PAGES,
    },
  });
  worker.once('error', onFailure);
  worker.on('message', finish);
  // It never keeps the process alive (after the listeners, which would hold it again): an exit
  // mid-checkpoint is safe, the log stays valid.
  worker.unref();
  return {
    stop: () => worker.postMessage('stop'),
  };
}

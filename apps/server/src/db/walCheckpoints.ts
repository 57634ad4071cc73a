import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type SQLite from 'better-sqlite3';

/** How often the thread copies the WAL's new pages into the database file (ADR 0148). */
export const CHECKPOINT_INTERVAL_MS = 250;

/** SQLite's own default, taken back when the thread cannot do the work: the WAL must never grow without bound. */
const INLINE_AUTOCHECKPOINT_PAGES = 1_000;

/**
 * The thread's whole program: a connection of its own to the file and a PASSIVE checkpoint on each tick, which waits
 * for no reader or writer (a page still in use is copied at a later tick). A failed tick is told once, until one
 * succeeds again; "stop" closes the connection and lets the thread end.
 */
const PROGRAM = `
const { parentPort, workerData } = require('node:worker_threads');
const SQLite = require(workerData.driver);
const connection = new SQLite(workerData.file);
let failing = false;
const tick = setInterval(() => {
  try {
    connection.pragma('wal_checkpoint(PASSIVE)');
    failing = false;
  } catch (error) {
    if (!failing) parentPort.postMessage(String(error && error.message ? error.message : error));
    failing = true;
  }
}, workerData.intervalMs);
parentPort.on('message', () => {
  clearInterval(tick);
  connection.close();
  parentPort.close();
});
`;

export interface WalCheckpoints {
  /** Ends the thread, after its tick in progress; the connection's own close then checkpoints what is left. */
  stop(): Promise<void>;
}

/**
 * Moves SQLite's checkpoints off the thread that answers requests (issue 37, ADR 0148). A commit in WAL mode appends
 * to the WAL without waiting for the disk (synchronous = NORMAL); the automatic checkpoint every 1,000 pages copies
 * them into the database file and waits for the disk, on whichever commit crosses the mark, and held the event loop
 * for up to 0.8 s under writes. The request connection stops checkpointing; a worker thread does it four times a
 * second on the other core. Should the thread fail or end, the request connection checkpoints as before.
 */
export function checkpointInThread(
  connection: SQLite.Database,
  file: string,
  options: { onFailure: (error: Error) => void; driver?: string },
): WalCheckpoints {
  connection.pragma('wal_autocheckpoint = 0');
  const driver = options.driver ?? createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(PROGRAM, { eval: true, workerData: { file, driver, intervalMs: CHECKPOINT_INTERVAL_MS } });
  // The thread never keeps a process alive that has nothing else to do (a script, a test).
  worker.unref();
  let stopping = false;
  let fellBack = false;
  const fallBack = (error: Error) => {
    if (stopping || fellBack) return;
    fellBack = true;
    if (connection.open) connection.pragma(`wal_autocheckpoint = ${String(INLINE_AUTOCHECKPOINT_PAGES)}`);
    options.onFailure(error);
  };
  let exited = false;
  // A failed tick hands the checkpoints back too: were every later tick to fail as well (a full disk, an I/O error),
  // the WAL would otherwise grow without bound. The thread goes on ticking; two checkpointers do no harm.
  worker.on('message', (message: string) => fallBack(new Error(`WAL checkpoint failed: ${message}`)));
  worker.on('error', fallBack);
  worker.on('exit', (code) => {
    exited = true;
    fallBack(new Error(`the WAL checkpoint thread ended (exit code ${String(code)})`));
  });
  return {
    async stop() {
      if (stopping) return;
      stopping = true;
      if (exited) return;
      const ended = new Promise((resolve) => worker.once('exit', resolve));
      // Held until it has ended: a script awaiting this close would otherwise see its process end first.
      worker.ref();
      worker.postMessage('stop');
      await ended;
    },
  };
}

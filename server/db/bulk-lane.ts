import { setImmediate as nextTurn } from "node:timers/promises";

/*
 * Reads that move bulk bytes (a document's chunks) take turns: one at a time in the whole process, each after a turn
 * of the event loop. On PGlite a query runs on the thread that serves every request, and four downloads asking
 * for their next chunk at once kept the database queue and the thread full, so a page's own queries waited seconds;
 * with one bulk read in the queue at most, a page's query waits for one chunk, not for a download.
 */
let lastInLane: Promise<unknown> = Promise.resolve();

export function inBulkLane<T>(read: () => Promise<T>): Promise<T> {
  const turn = lastInLane.then(() => nextTurn()).then(read);
  lastInLane = turn.catch(() => undefined);
  return turn;
}

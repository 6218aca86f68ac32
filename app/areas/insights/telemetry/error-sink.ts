import type { RawError } from "./noise-filter.ts";

/** Errors raised before the monitor has loaded (it loads after first paint) wait here; a few are enough. */
const EARLY_LIMIT = 20;

let monitor: ((error: RawError) => void) | null = null;
const early: RawError[] = [];

/** Where every error source reports; cheap enough for the first chunk. */
export function queueError(error: RawError): void {
  if (monitor) monitor(error);
  else if (early.length < EARLY_LIMIT) early.push(error);
}

/** Hands the errors so far, and every later one, to the loaded monitor. */
export function connectMonitor(record: (error: RawError) => void): () => void {
  monitor = record;
  for (const error of early.splice(0)) record(error);
  return () => {
    if (monitor === record) monitor = null;
  };
}

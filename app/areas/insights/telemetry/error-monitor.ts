import { isNoise, type RawError } from "./noise-filter.ts";
import { reportLimits, type ErrorRecord } from "./reports.ts";

/** SPEC §9. */
export const monitorSettings = {
  queueSize: 50,
  flushIntervalMs: 5000,
  identicalPerWindow: 5,
  identicalWindowMs: 10_000,
  /** Under the server's 100 kB body limit and a keepalive request's 64 kB. */
  batchBytes: 60_000,
} as const;

export interface ErrorMonitorOptions {
  /** Delivers a batch; false (or a rejection) means it was not accepted and goes back to the queue. */
  send(records: ErrorRecord[], options: { keepalive: boolean }): Promise<boolean>;
  /** The page the error happened on, read when it is recorded. */
  page(): { url: string; userAgent: string };
  batchBytes?: number;
}

const encoder = new TextEncoder();
const truncate = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

/**
 * Queues browser errors and sends them in batches: at most 50 queued (the oldest
 * give way), at most 5 identical ones (type and message) per 10 s, a flush every 5 s.
 */
export class ErrorMonitor {
  private queue: ErrorRecord[] = [];
  private readonly recent = new Map<string, number[]>();
  private timer: ReturnType<typeof setInterval> | undefined;
  private flushing = false;

  constructor(private readonly options: ErrorMonitorOptions) {}

  get pending(): readonly ErrorRecord[] {
    return this.queue;
  }

  record(error: RawError): void {
    if (isNoise(error)) return;
    const message = truncate(error.message.trim() || "Unknown error", reportLimits.messageLength);
    if (!this.admit(`${error.type}\n${message}`)) return;
    const { url, userAgent } = this.options.page();
    this.enqueue([
      {
        type: error.type,
        message,
        ...(error.stack ? { stack: truncate(error.stack, reportLimits.stackLength) } : {}),
        timestamp: new Date().toISOString(),
        userAgent: truncate(userAgent, reportLimits.userAgentLength),
        url: truncate(url, reportLimits.urlLength),
      },
    ]);
  }

  start(): void {
    this.timer ??= setInterval(() => void this.flush(), monitorSettings.flushIntervalMs);
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** Sends what fits in one request; on failure the batch returns to the front of the queue. */
  async flush({ keepalive = false } = {}): Promise<void> {
    if (this.flushing || this.queue.length === 0) return;
    this.flushing = true;
    const batch = this.takeBatch();
    let delivered = false;
    try {
      delivered = await this.options.send(batch, { keepalive });
    } catch {
      delivered = false;
    } finally {
      this.flushing = false;
    }
    if (!delivered) this.enqueue(batch, { front: true });
  }

  /** Sliding window per type and message. */
  private admit(key: string): boolean {
    const now = Date.now();
    for (const [otherKey, times] of this.recent) {
      const live = times.filter((time) => now - time < monitorSettings.identicalWindowMs);
      if (live.length === 0) this.recent.delete(otherKey);
      else this.recent.set(otherKey, live);
    }
    const times = this.recent.get(key) ?? [];
    if (times.length >= monitorSettings.identicalPerWindow) return false;
    this.recent.set(key, [...times, now]);
    return true;
  }

  private enqueue(records: ErrorRecord[], { front = false } = {}): void {
    this.queue = front ? [...records, ...this.queue] : [...this.queue, ...records];
    const overflow = this.queue.length - monitorSettings.queueSize;
    if (overflow > 0) this.queue = this.queue.slice(overflow);
  }

  private takeBatch(): ErrorRecord[] {
    const limit = this.options.batchBytes ?? monitorSettings.batchBytes;
    let bytes = 0;
    let count = 0;
    for (const record of this.queue) {
      bytes += encoder.encode(JSON.stringify(record)).length + 1;
      // The first record always goes: the limits above keep one record well under the server's.
      if (count > 0 && bytes > limit) break;
      count += 1;
    }
    const batch = this.queue.slice(0, count);
    this.queue = this.queue.slice(count);
    return batch;
  }
}

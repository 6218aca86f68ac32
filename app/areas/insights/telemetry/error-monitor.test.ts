import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ErrorMonitor, type ErrorMonitorOptions } from "./error-monitor.ts";
import type { ErrorRecord } from "./reports.ts";

const page = { url: "https://example.com/about", userAgent: "Mozilla/5.0 Test" };

function monitorWith(send: ErrorMonitorOptions["send"], extra: Partial<ErrorMonitorOptions> = {}) {
  return new ErrorMonitor({ send, page: () => page, ...extra });
}

const accept = () => vi.fn<ErrorMonitorOptions["send"]>(async () => true);
const messages = (records: readonly ErrorRecord[]) => records.map((record) => record.message);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date("2025-06-01T12:00:00Z"));
});
afterEach(() => {
  vi.useRealTimers();
});

describe("ErrorMonitor", () => {
  it("records type, message, stack, timestamp, user agent and page address", () => {
    const monitor = monitorWith(accept());
    monitor.record({ type: "js_error", message: "boom", stack: "Error: boom\n    at f (/assets/a.js:1:2)" });
    expect(monitor.pending).toEqual([
      {
        type: "js_error",
        message: "boom",
        stack: "Error: boom\n    at f (/assets/a.js:1:2)",
        timestamp: "2025-06-01T12:00:00.000Z",
        userAgent: page.userAgent,
        url: page.url,
      },
    ]);
  });

  it("keeps at most 50 records, dropping the oldest", () => {
    const monitor = monitorWith(accept());
    for (let i = 1; i <= 60; i += 1) monitor.record({ type: "js_error", message: `error ${i}` });
    expect(monitor.pending).toHaveLength(50);
    expect(monitor.pending[0]!.message).toBe("error 11");
    expect(monitor.pending[49]!.message).toBe("error 60");
  });

  it("admits at most 5 identical errors (same type and message) per 10 s", () => {
    const monitor = monitorWith(accept());
    for (let i = 0; i < 8; i += 1) monitor.record({ type: "js_error", message: "same" });
    monitor.record({ type: "promise_rejection", message: "same" });
    expect(monitor.pending).toHaveLength(6);

    vi.advanceTimersByTime(9_999);
    monitor.record({ type: "js_error", message: "same" });
    expect(monitor.pending).toHaveLength(6);

    vi.advanceTimersByTime(1);
    monitor.record({ type: "js_error", message: "same" });
    expect(monitor.pending).toHaveLength(7);
  });

  it("drops development noise", () => {
    const monitor = monitorWith(accept());
    monitor.record({ type: "js_error", message: "ResizeObserver loop limit exceeded" });
    monitor.record({ type: "js_error", message: "x", stack: "at y (chrome-extension://abc/c.js:1:1)" });
    expect(monitor.pending).toEqual([]);
  });

  it("trims a record to the server's limits", () => {
    const monitor = monitorWith(accept());
    monitor.record({ type: "js_error", message: "m".repeat(3000), stack: "s".repeat(20_000) });
    expect(monitor.pending[0]!.message).toHaveLength(2048);
    expect(monitor.pending[0]!.stack).toHaveLength(8192);
  });

  it("flushes every 5 s while the queue is not empty", async () => {
    const send = accept();
    const monitor = monitorWith(send);
    monitor.start();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(send).not.toHaveBeenCalled();

    monitor.record({ type: "js_error", message: "first" });
    await vi.advanceTimersByTimeAsync(4_999);
    expect(send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledTimes(1);
    expect(messages(send.mock.calls[0]![0])).toEqual(["first"]);
    expect(send.mock.calls[0]![1]).toEqual({ keepalive: false });
    expect(monitor.pending).toEqual([]);

    await vi.advanceTimersByTimeAsync(5_000);
    expect(send).toHaveBeenCalledTimes(1);
    monitor.stop();
  });

  it("puts the batch back on a non-OK answer and sends it at the next flush", async () => {
    const send = vi.fn<ErrorMonitorOptions["send"]>().mockResolvedValueOnce(false).mockResolvedValue(true);
    const monitor = monitorWith(send);
    monitor.start();
    monitor.record({ type: "network_error", message: "HTTP 500: Internal Server Error" });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(messages(monitor.pending)).toEqual(["HTTP 500: Internal Server Error"]);

    monitor.record({ type: "js_error", message: "later" });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(messages(send.mock.calls[1]![0])).toEqual(["HTTP 500: Internal Server Error", "later"]);
    expect(monitor.pending).toEqual([]);
    monitor.stop();
  });

  it("puts the batch back when sending fails, within the 50-record cap", async () => {
    let fail!: (reason: Error) => void;
    const send = vi.fn<ErrorMonitorOptions["send"]>(() => new Promise<boolean>((_resolve, reject) => (fail = reject)));
    const monitor = monitorWith(send);
    monitor.record({ type: "js_error", message: "in flight" });
    const flushing = monitor.flush();
    for (let i = 1; i <= 50; i += 1) monitor.record({ type: "js_error", message: `new ${i}` });
    fail(new TypeError("Failed to fetch"));
    await flushing;
    expect(monitor.pending).toHaveLength(50);
    expect(monitor.pending[0]!.message).toBe("new 1");
  });

  it("keeps a lone failed record for the next flush", async () => {
    const send = vi.fn<ErrorMonitorOptions["send"]>().mockRejectedValueOnce(new TypeError("Failed to fetch"));
    const monitor = monitorWith(send);
    monitor.record({ type: "js_error", message: "kept" });
    await monitor.flush();
    expect(messages(monitor.pending)).toEqual(["kept"]);
  });

  it("does not start a second flush while one is in flight", async () => {
    let finish!: (ok: boolean) => void;
    const send = vi.fn<ErrorMonitorOptions["send"]>(() => new Promise<boolean>((resolve) => (finish = resolve)));
    const monitor = monitorWith(send);
    monitor.record({ type: "js_error", message: "a" });
    const first = monitor.flush();
    monitor.record({ type: "js_error", message: "b" });
    await monitor.flush();
    expect(send).toHaveBeenCalledTimes(1);
    finish(true);
    await first;
    expect(messages(monitor.pending)).toEqual(["b"]);
  });

  it("splits the queue into batches that fit the request size", async () => {
    const send = accept();
    const monitor = monitorWith(send, { batchBytes: 400 });
    for (let i = 1; i <= 3; i += 1) monitor.record({ type: "js_error", message: `${i}`.repeat(150) });
    await monitor.flush();
    expect(send.mock.calls[0]![0]).toHaveLength(1);
    expect(monitor.pending).toHaveLength(2);
  });

  it("passes keepalive through for a flush as the page is hidden", async () => {
    const send = accept();
    const monitor = monitorWith(send);
    monitor.record({ type: "js_error", message: "leaving" });
    await monitor.flush({ keepalive: true });
    expect(send.mock.calls[0]![1]).toEqual({ keepalive: true });
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PerformanceCollector, type PerformanceCollectorOptions, type RecordMetric } from "./performance-collector.ts";
import { COLLECTION_FAILED_MESSAGE, SLOW_PAGE_MESSAGE, type Metrics } from "./reports.ts";

function setup(overrides: Partial<PerformanceCollectorOptions> = {}) {
  let record!: RecordMetric;
  const disconnect = vi.fn();
  const options = {
    observe: vi.fn((callback: RecordMetric) => {
      record = callback;
      return disconnect;
    }),
    pageMetrics: vi.fn((): Metrics => ({ pageLoadTime: 900, timeToInteractive: 700 })),
    componentMetrics: vi.fn(() => ({ "hero:render": 12 })),
    page: vi.fn(() => ({ url: "https://example.com/about", userAgent: "Mozilla/5.0 Test" })),
    send: vi.fn(async () => new Response(null, { status: 204 })),
    reportError: vi.fn(),
    ...overrides,
  };
  const collector = new PerformanceCollector(options);
  collector.start();
  return { collector, options, disconnect, record: (...args: Parameters<RecordMetric>) => record(...args) };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date("2025-06-01T12:00:00Z"));
});
afterEach(() => {
  vi.useRealTimers();
});

describe("PerformanceCollector", () => {
  it("sends one report 10 s after the largest contentful paint is first known", () => {
    const { options, record } = setup();
    record("firstContentfulPaint", 800);
    record("timeToFirstByte", 120);
    vi.advanceTimersByTime(5_000);
    record("largestContentfulPaint", 1500);
    vi.advanceTimersByTime(2_000);
    record("largestContentfulPaint", 1800);
    record("cumulativeLayoutShift", 0);
    vi.advanceTimersByTime(7_999);
    expect(options.send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(options.send).toHaveBeenCalledTimes(1);
    expect(options.send).toHaveBeenCalledWith({
      metrics: {
        pageLoadTime: 900,
        timeToInteractive: 700,
        firstContentfulPaint: 800,
        timeToFirstByte: 120,
        largestContentfulPaint: 1800,
        cumulativeLayoutShift: 0,
      },
      componentMetrics: { "hero:render": 12 },
      timestamp: "2025-06-01T12:00:15.000Z",
      url: "https://example.com/about",
      userAgent: "Mozilla/5.0 Test",
    });
    vi.advanceTimersByTime(60_000);
    expect(options.send).toHaveBeenCalledTimes(1);
  });

  it("sends nothing with 2 metrics or fewer", () => {
    const { options, record } = setup({ pageMetrics: () => ({ pageLoadTime: 900 }) });
    record("largestContentfulPaint", 1500);
    vi.advanceTimersByTime(10_000);
    expect(options.send).not.toHaveBeenCalled();
  });

  it("sends nothing before the largest contentful paint is known", () => {
    const { options, record } = setup();
    record("firstContentfulPaint", 800);
    vi.advanceTimersByTime(60_000);
    expect(options.send).not.toHaveBeenCalled();
  });

  it("stops its observers after 30 s and ignores later values", () => {
    const { options, record, disconnect } = setup();
    record("firstContentfulPaint", 800);
    vi.advanceTimersByTime(29_999);
    expect(disconnect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(disconnect).toHaveBeenCalledTimes(1);
    record("largestContentfulPaint", 1500);
    vi.advanceTimersByTime(10_000);
    expect(options.send).not.toHaveBeenCalled();
  });

  it("still sends a report scheduled before the observers stopped", () => {
    const { options, record } = setup();
    vi.advanceTimersByTime(25_000);
    record("largestContentfulPaint", 1500);
    record("interactionToNextPaint", 40);
    vi.advanceTimersByTime(5_000);
    record("interactionToNextPaint", 400);
    vi.advanceTimersByTime(5_000);
    expect(options.send).toHaveBeenCalledTimes(1);
    expect(vi.mocked(options.send).mock.calls[0]![0].metrics.interactionToNextPaint).toBe(40);
  });

  it("reports a largest contentful paint over 5000 ms once as a slow page", () => {
    const { options, record } = setup();
    record("largestContentfulPaint", 5000);
    expect(options.reportError).not.toHaveBeenCalled();
    record("largestContentfulPaint", 5001);
    record("largestContentfulPaint", 7000);
    expect(options.reportError).toHaveBeenCalledTimes(1);
    expect(options.reportError).toHaveBeenCalledWith({ type: "js_error", message: SLOW_PAGE_MESSAGE });
  });

  it("reports 'Failed to collect performance metrics' when the observers throw", () => {
    const { options } = setup({
      observe: () => {
        throw new Error("PerformanceObserver is not defined");
      },
    });
    expect(options.reportError).toHaveBeenCalledWith(
      expect.objectContaining({ type: "js_error", message: COLLECTION_FAILED_MESSAGE }),
    );
  });

  it("reports 'Failed to collect performance metrics' when reading the page's timing throws", () => {
    const { options, record } = setup({
      pageMetrics: () => {
        throw new Error("no navigation entry");
      },
    });
    record("largestContentfulPaint", 1500);
    vi.advanceTimersByTime(10_000);
    expect(options.send).not.toHaveBeenCalled();
    expect(options.reportError).toHaveBeenCalledWith(expect.objectContaining({ message: COLLECTION_FAILED_MESSAGE }));
  });

  it("ignores a failed send", async () => {
    const { options, record } = setup({ send: vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))) });
    record("largestContentfulPaint", 1500);
    record("firstContentfulPaint", 800);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(options.send).toHaveBeenCalledTimes(1);
    expect(options.reportError).not.toHaveBeenCalled();
  });

  it("sends nothing once stopped", () => {
    const { collector, options, record } = setup();
    record("largestContentfulPaint", 1500);
    collector.stop();
    vi.advanceTimersByTime(10_000);
    expect(options.send).not.toHaveBeenCalled();
  });
});

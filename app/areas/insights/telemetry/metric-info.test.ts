import { describe, expect, it } from "vitest";
import { formatMetric, rate } from "./metric-info.ts";

describe("rate", () => {
  it("applies the SPEC §9 thresholds, good up to and including them as web.dev defines the Core Web Vitals: poor above, needs improvement between", () => {
    expect(rate("largestContentfulPaint", 2499)).toBe("good");
    expect(rate("largestContentfulPaint", 2500)).toBe("good");
    expect(rate("largestContentfulPaint", 2501)).toBe("needs-improvement");
    expect(rate("largestContentfulPaint", 4000)).toBe("needs-improvement");
    expect(rate("largestContentfulPaint", 4001)).toBe("poor");
    expect(rate("firstInputDelay", 99)).toBe("good");
    expect(rate("firstInputDelay", 301)).toBe("poor");
    expect(rate("interactionToNextPaint", 200)).toBe("good");
    expect(rate("interactionToNextPaint", 201)).toBe("needs-improvement");
    expect(rate("interactionToNextPaint", 501)).toBe("poor");
    expect(rate("cumulativeLayoutShift", 0.1)).toBe("good");
    expect(rate("cumulativeLayoutShift", 0.26)).toBe("poor");
    expect(rate("firstContentfulPaint", 1799)).toBe("good");
    expect(rate("timeToFirstByte", 1801)).toBe("poor");
    expect(rate("pageLoadTime", 2999)).toBe("good");
    expect(rate("pageLoadTime", 3001)).toBe("needs-improvement");
  });

  it("does not rate a metric without thresholds", () => {
    expect(rate("timeToInteractive", 10_000)).toBeNull();
  });
});

describe("formatMetric", () => {
  it("shows milliseconds rounded and layout shift with two decimals", () => {
    expect(formatMetric("largestContentfulPaint", 2345.6)).toBe("2,346 ms");
    expect(formatMetric("cumulativeLayoutShift", 0.0834)).toBe("0.08");
  });
});

import { describe, expect, it } from "vitest";
import { bucketedRangeQuery, defaultBucket, presetRange, previousPeriod, rangeDays } from "./analytics-range.ts";

describe("presetRange", () => {
  // Wednesday 26 November 2026 at the office.
  const today = "2026-11-26";

  it("starts this week on Monday, and on today when today is a Monday", () => {
    expect(presetRange("this-week", today)).toEqual({ from: "2026-11-23", to: "2026-11-26" });
    expect(presetRange("this-week", "2026-11-23")).toEqual({ from: "2026-11-23", to: "2026-11-23" });
    expect(presetRange("this-week", "2026-11-29")).toEqual({ from: "2026-11-23", to: "2026-11-29" });
  });

  it("gives the last 30 days with today, the quarter, the year to date and last year", () => {
    expect(presetRange("last-30-days", today)).toEqual({ from: "2026-10-28", to: "2026-11-26" });
    expect(rangeDays(presetRange("last-30-days", today))).toBe(30);
    expect(presetRange("this-quarter", today)).toEqual({ from: "2026-10-01", to: "2026-11-26" });
    expect(presetRange("this-quarter", "2026-03-31")).toEqual({ from: "2026-01-01", to: "2026-03-31" });
    expect(presetRange("year-to-date", today)).toEqual({ from: "2026-01-01", to: "2026-11-26" });
    expect(presetRange("last-year", today)).toEqual({ from: "2025-01-01", to: "2025-12-31" });
  });
});

describe("previousPeriod", () => {
  it("is the same number of days just before, across a month end and a leap day", () => {
    expect(previousPeriod({ from: "2026-11-01", to: "2026-11-07" })).toEqual({ from: "2026-10-25", to: "2026-10-31" });
    expect(previousPeriod({ from: "2028-03-01", to: "2028-03-31" })).toEqual({ from: "2028-01-30", to: "2028-02-29" });
    // 365 days before a leap year's end: its first day is left out.
    expect(previousPeriod({ from: "2025-01-01", to: "2025-12-31" })).toEqual({ from: "2024-01-02", to: "2024-12-31" });
  });
});

describe("defaultBucket", () => {
  it("shows days up to a month, weeks up to half a year, months beyond", () => {
    expect(defaultBucket({ from: "2026-11-01", to: "2026-12-01" })).toBe("day");
    expect(defaultBucket({ from: "2026-10-01", to: "2026-12-31" })).toBe("week");
    expect(defaultBucket({ from: "2026-01-01", to: "2026-12-31" })).toBe("month");
  });
});

describe("bucketedRangeQuery", () => {
  it("defaults to days and refuses hours over more than 31 days", () => {
    expect(bucketedRangeQuery.parse({ from: "2026-11-01", to: "2026-11-30" })).toEqual({
      from: "2026-11-01",
      to: "2026-11-30",
      bucket: "day",
    });
    expect(bucketedRangeQuery.safeParse({ from: "2026-11-01", to: "2026-12-01", bucket: "hour" }).success).toBe(true);
    expect(bucketedRangeQuery.safeParse({ from: "2026-11-01", to: "2026-12-02", bucket: "hour" }).success).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { parsePageNumber, parseTimeWindow, windowStart } from "./time-window.ts";

describe("time windows", () => {
  it("accepts 24h, 7d and 30d and falls back to 7d", () => {
    expect(parseTimeWindow("24h")).toBe("24h");
    expect(parseTimeWindow("30d")).toBe("30d");
    expect(parseTimeWindow(null)).toBe("7d");
    expect(parseTimeWindow("toString")).toBe("7d");
  });

  it("starts a window its length before now", () => {
    const now = new Date("2025-06-08T12:00:00Z");
    expect(windowStart("24h", now).toISOString()).toBe("2025-06-07T12:00:00.000Z");
    expect(windowStart("7d", now).toISOString()).toBe("2025-06-01T12:00:00.000Z");
  });

  it("reads a page number, defaulting to 1", () => {
    expect(parsePageNumber("3")).toBe(3);
    expect(parsePageNumber("0")).toBe(1);
    expect(parsePageNumber("2.5")).toBe(1);
    expect(parsePageNumber("abc")).toBe(1);
    expect(parsePageNumber(null)).toBe(1);
  });
});

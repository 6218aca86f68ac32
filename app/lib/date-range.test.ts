import { describe, expect, it } from "vitest";
import { isDateInRange, isIsoDateInRange } from "./date-range.ts";

describe("date range", () => {
  it("accepts years 2000 to 2099 and nothing else", () => {
    expect(isIsoDateInRange("2000-01-01")).toBe(true);
    expect(isIsoDateInRange("2099-12-31T23:59:59Z")).toBe(true);
    expect(isIsoDateInRange("1999-12-31T23:59:59Z")).toBe(false);
    expect(isIsoDateInRange("2100-01-01")).toBe(false);
    expect(isIsoDateInRange("0000-01-01T00:00:00Z")).toBe(false);
    expect(isIsoDateInRange("9999-12-31T23:59:59-23:59")).toBe(false);
    expect(isDateInRange(new Date(Number.NaN))).toBe(false);
  });
});

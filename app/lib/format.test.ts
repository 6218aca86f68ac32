import { describe, expect, it } from "vitest";
import { formatCents, formatIsoDate, formatIsoMonth, formatNumber, formatUsd } from "./format.ts";

describe("format", () => {
  it("writes ISO dates out in US English", () => {
    expect(formatIsoDate("2026-11-22")).toBe("November 22, 2026");
    expect(formatIsoDate("2023-01-05")).toBe("January 5, 2023");
    expect(formatIsoMonth("2024-09-19")).toBe("September 2024");
  });

  it("writes whole dollars with thousands separators", () => {
    expect(formatUsd(2400)).toBe("$2,400");
    expect(formatUsd(850000)).toBe("$850,000");
    expect(formatUsd(1234567.6)).toBe("$1,234,568");
    expect(formatUsd(999)).toBe("$999");
    expect(formatUsd(-75)).toBe("-$75");
  });

  it("groups digits as en-US does, rounding to the fraction digits asked for", () => {
    for (const [value, digits] of [
      [0, 0],
      [7, 0],
      [1000, 0],
      [-1234567, 0],
      [8.25, 1],
      [148, 1],
      [12345.67, 1],
      [0.04, 1],
    ] as const) {
      expect(formatNumber(value, digits)).toBe(value.toLocaleString("en-US", { maximumFractionDigits: digits }));
    }
  });
});

describe("formatCents", () => {
  it("shows integer cents as dollars and cents", () => {
    expect(formatCents(0)).toBe("$0.00");
    expect(formatCents(5)).toBe("$0.05");
    expect(formatCents(123456)).toBe("$1,234.56");
    expect(formatCents(-500)).toBe("-$5.00");
    expect(formatCents(1_999_999_99)).toBe("$1,999,999.99");
  });

  it("rounds half up to whole dollars when asked", () => {
    expect(formatCents(123450, { wholeDollars: true })).toBe("$1,235");
    expect(formatCents(123449, { wholeDollars: true })).toBe("$1,234");
    expect(formatCents(-150, { wholeDollars: true })).toBe("-$2");
  });

  it("refuses an amount that is not whole cents", () => {
    expect(() => formatCents(10.5)).toThrow(RangeError);
    expect(() => formatCents(Number.NaN)).toThrow(RangeError);
  });
});

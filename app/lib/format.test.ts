import { describe, expect, it } from "vitest";
import { formatIsoDate, formatIsoMonth, formatUsd } from "./format.ts";

describe("format", () => {
  it("writes ISO dates out in US English", () => {
    expect(formatIsoDate("2026-11-22")).toBe("November 22, 2026");
    expect(formatIsoDate("2023-01-05")).toBe("January 5, 2023");
    expect(formatIsoMonth("2024-09-19")).toBe("September 2024");
  });

  it("writes whole dollars with thousands separators", () => {
    expect(formatUsd(2400)).toBe("$2,400");
    expect(formatUsd(850000)).toBe("$850,000");
  });
});

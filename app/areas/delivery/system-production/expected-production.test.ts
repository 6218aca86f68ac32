import { describe, expect, it } from "vitest";
import { expectedDayKwh, expectedMonthKwh, type ProductionBasis } from "./expected-production.ts";

const southRoof = { orientation: "s", tilt: "low", shadingLoss: 0 } as const;
const basis: ProductionBasis = { systemKw: 8, roof: southRoof, installedOn: "2025-03-01" };

describe("expected production", () => {
  it("is the Redding table's month times the size in the first year: July 178 kWh/kW", () => {
    expect(expectedMonthKwh(basis, "2025-07")).toBeCloseTo(8 * 178, 6);
  });

  it("loses 0.5% a year from the second year of operation", () => {
    expect(expectedMonthKwh(basis, "2026-07")).toBeCloseTo(8 * 178 * 0.995, 6);
  });

  it("counts only the days since installation in the first month, and nothing before", () => {
    const mid = { ...basis, installedOn: "2025-04-21" };
    expect(expectedMonthKwh(mid, "2025-04")).toBeCloseTo((8 * 142 * 10) / 30, 6);
    expect(expectedMonthKwh(mid, "2025-03")).toBe(0);
    expect(expectedDayKwh(mid, "2025-04-20")).toBe(0);
  });

  it("follows the roof: an east roof with light shade makes 0.85 × 0.9 of a south one", () => {
    const east = { ...basis, roof: { orientation: "e", tilt: "low", shadingLoss: 0.1 } } as const;
    expect(expectedMonthKwh(east, "2025-07")).toBeCloseTo(8 * 178 * 0.85 * 0.9, 6);
  });

  it("spreads a month evenly over its days: February 2028 has 29", () => {
    const leap = { ...basis, installedOn: "2027-03-01" };
    expect(expectedDayKwh(leap, "2028-02-10")).toBeCloseTo((8 * 73) / 29, 6);
  });
});

import { describe, expect, it } from "vitest";
import { warrantyEnds, warrantyEndsOn, warrantyState } from "./warranty-ends.ts";

describe("warrantyEndsOn", () => {
  it("ends the warranty on the same date the given years later", () => {
    expect(warrantyEndsOn("2026-06-15", 25)).toBe("2051-06-15");
    expect(warrantyEndsOn("2026-12-31", 10)).toBe("2036-12-31");
  });

  it("moves a 29 February install to the 28th in a common year, and keeps it in a leap year", () => {
    expect(warrantyEndsOn("2024-02-29", 1)).toBe("2025-02-28");
    expect(warrantyEndsOn("2024-02-29", 25)).toBe("2049-02-28");
    expect(warrantyEndsOn("2024-02-29", 4)).toBe("2028-02-29");
    expect(warrantyEndsOn("2028-02-28", 1)).toBe("2029-02-28");
  });

  it("has no end date for a warranty there is none of", () => {
    expect(warrantyEndsOn("2026-06-15", null)).toBeNull();
  });

  it("gives an item's product, labour and performance end dates from its terms", () => {
    expect(
      warrantyEnds("2026-03-01", { productWarrantyYears: 25, labourWarrantyYears: 10, performanceWarrantyYears: null }),
    ).toEqual({ product: "2051-03-01", labour: "2036-03-01", performance: null });
  });
});

describe("warrantyState", () => {
  it("says ending for an end within 90 days, ended after its last day, active beyond 90 days", () => {
    expect(warrantyState("2026-11-28", "2026-11-28")).toBe("ending");
    expect(warrantyState("2027-02-26", "2026-11-28")).toBe("ending");
    expect(warrantyState("2027-02-27", "2026-11-28")).toBe("active");
    expect(warrantyState("2026-11-27", "2026-11-28")).toBe("ended");
    expect(warrantyState(null, "2026-11-28")).toBe("none");
  });
});

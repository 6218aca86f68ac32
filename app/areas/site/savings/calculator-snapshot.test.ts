import { describe, expect, it } from "vitest";
import { calculatorSnapshotSchema } from "#app/areas/sales/index.ts";
import { roiSnapshot, savingsSnapshot } from "./calculator-snapshot.ts";
import {
  calculateRoi,
  compareSavings,
  parseRoiQuery,
  parseSavingsQuery,
  roiInputs,
  savingsInputs,
} from "#app/areas/energy/index.ts";

describe("calculator snapshots", () => {
  it("carry the ROI calculator's inputs and headline, and pass the lead schema", () => {
    const { values } = parseRoiQuery(new URLSearchParams("utility=pge&bill=310&battery=13.5&sgip=1"));
    const snapshot = roiSnapshot(values, calculateRoi(roiInputs(values)));
    expect(calculatorSnapshotSchema.parse(snapshot)).toEqual(snapshot);
    expect(snapshot.url).toMatch(/^\/resources\/roi-calculator\?utility=pge&bill=310&/);
    expect(snapshot.inputs).toMatchObject({ utility: "pge", bill: "310", battery: "13.5", sgip: "1" });
    expect(snapshot.headline.find((f) => f.label === "Utility")?.value).toBe("PG&E");
    expect(parseRoiQuery(new URLSearchParams(snapshot.url.split("?")[1])).values).toEqual(values);
  });

  it("carry the savings calculator's four cases", () => {
    const { values } = parseSavingsQuery(new URLSearchParams("bill=250&bulbs=10"));
    const { roi, choices } = savingsInputs(values);
    const snapshot = savingsSnapshot(values, compareSavings(roi, choices), {
      today: "Today",
      efficiency: "Efficiency",
      solar: "Solar",
      battery: "Battery",
    });
    expect(calculatorSnapshotSchema.parse(snapshot)).toEqual(snapshot);
    expect(snapshot.headline.map((f) => f.label)).toContain("Today, yearly cost");
  });

  it("refuses a snapshot pointing elsewhere or too large", () => {
    const base = { calculator: "roi-calculator", inputs: {}, headline: [] };
    expect(calculatorSnapshotSchema.safeParse({ ...base, url: "https://evil.example/" }).success).toBe(false);
    expect(calculatorSnapshotSchema.safeParse({ ...base, url: "/resources/roi-calculator?bill=1" }).success).toBe(true);
    const letter = (n: number) => String.fromCharCode(97 + n);
    const inputs = Object.fromEntries(
      Array.from({ length: 41 }, (_, i) => [`k${letter(i % 26)}${letter(Math.floor(i / 26))}`, "1"]),
    );
    expect(calculatorSnapshotSchema.safeParse({ ...base, url: "/resources/roi-calculator", inputs }).success).toBe(
      false,
    );
    expect(calculatorSnapshotSchema.safeParse({ ...base, url: "/resources/roi-calculator", extra: "no" }).success).toBe(
      false,
    );
  });
});

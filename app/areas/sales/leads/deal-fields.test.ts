import { describe, expect, it } from "vitest";
import { utilityOfSnapshot } from "./deal-fields.ts";

const snapshot = (inputs: Record<string, string>) => ({
  calculator: "roi-calculator" as const,
  url: "/resources/roi-calculator?utility=pge",
  inputs,
  headline: [],
});

describe("utilityOfSnapshot", () => {
  it("takes the utility a calculator's inputs name", () => {
    expect(utilityOfSnapshot(snapshot({ utility: "pge", bill: "310" }))).toBe("pge");
    expect(utilityOfSnapshot(snapshot({ utility: "shasta-lake" }))).toBe("shasta-lake");
  });

  it("leaves the utility unknown without a snapshot or with a value that is not one of ours", () => {
    expect(utilityOfSnapshot(null)).toBeNull();
    expect(utilityOfSnapshot(snapshot({ bill: "310" }))).toBeNull();
    expect(utilityOfSnapshot(snapshot({ utility: "edison" }))).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { adjustmentPreview } from "./adjustment-reasons.ts";

describe("adjustmentPreview", () => {
  it("says what a change will do to the stock, for each reason's direction", () => {
    expect(adjustmentPreview(6, "damaged", "-2")).toBe("Stock 6 → 4");
    expect(adjustmentPreview(6, "lost", "-1")).toBe("Stock 6 → 5");
    expect(adjustmentPreview(6, "received", "12")).toBe("Stock 6 → 18");
    expect(adjustmentPreview(6, "count_correction", "40")).toBe("Stock 6 → 40");
  });

  it("says when the sign contradicts the reason instead of a new stock", () => {
    expect(adjustmentPreview(6, "damaged", "2")).toBe("Damaged stock is taken off: enter a negative number, e.g. -2");
    expect(adjustmentPreview(6, "received", "-2")).toBe("Received stock is added: enter a positive number, e.g. 12");
  });

  it("says nothing before a reason, and leaves the result open before a number", () => {
    expect(adjustmentPreview(6, "", "-2")).toBeUndefined();
    expect(adjustmentPreview(6, "damaged", "")).toBe("Stock 6 → ?");
  });
});

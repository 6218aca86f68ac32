import { describe, expect, it } from "vitest";
import { stockStateText } from "./stock-state.ts";

describe("stockStateText", () => {
  it("says In stock, Only N left up to five, and out of stock with the installation route", () => {
    expect(stockStateText(6)).toBe("In stock");
    expect(stockStateText(5)).toBe("Only 5 left");
    expect(stockStateText(1)).toBe("Only 1 left");
    expect(stockStateText(0)).toBe("Out of stock — order for installation");
  });
});

import { describe, expect, it } from "vitest";
import { pendingLabel } from "./pending-label.ts";

describe("pendingLabel", () => {
  it("names the cart and the product pages", () => {
    expect(pendingLabel("/shop/cart")).toBe("Loading Cart...");
    expect(pendingLabel("/shop/products")).toBe("Loading Products...");
    expect(pendingLabel("/shop/products/panel-400")).toBe("Loading Products...");
  });

  it("says Loading... elsewhere, including look-alike paths", () => {
    expect(pendingLabel("/")).toBe("Loading...");
    expect(pendingLabel("/shop/checkout")).toBe("Loading...");
    expect(pendingLabel("/shop/cartography")).toBe("Loading...");
  });
});

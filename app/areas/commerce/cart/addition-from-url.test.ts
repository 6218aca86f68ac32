import { describe, expect, it } from "vitest";
import { additionFromUrl } from "./addition-from-url.ts";

describe("additionFromUrl", () => {
  it("reads the product and quantity the form sent", () => {
    expect(additionFromUrl("?add=DEMO-PNL-400&quantity=2")).toEqual({ sku: "DEMO-PNL-400", quantity: 2 });
    expect(additionFromUrl("?add=demo-pnl-400")).toEqual({ sku: "DEMO-PNL-400", quantity: 1 });
  });

  it.each([
    "",
    "?quantity=2",
    "?add=DEMO-PNL-400&quantity=0",
    "?add=DEMO-PNL-400&quantity=1.5",
    "?add=DEMO-PNL-400&quantity=1000",
    "?add=DEMO-PNL-400&quantity=abc",
    "?add=%00&quantity=1",
    "?add=NOT A SKU",
    `?add=${"A".repeat(41)}`,
  ])("adds nothing for %j", (search) => {
    expect(additionFromUrl(search)).toBeNull();
  });
});

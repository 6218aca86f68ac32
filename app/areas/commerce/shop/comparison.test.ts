import { describe, expect, it } from "vitest";
import { demoCatalogue } from "./demo-catalogue.ts";
import {
  comparisonRows,
  readComparedSkus,
  selectCompared,
  TOO_MANY_MESSAGE,
  type ComparedProduct,
} from "./comparison.ts";
import { productInputSchema } from "./product-schema.ts";

const catalogue: ComparedProduct[] = demoCatalogue.map((input) => productInputSchema.parse(input));
const bySku = (sku: string) => catalogue.find((product) => product.sku === sku)!;

describe("readComparedSkus", () => {
  it("reads the comma-separated SKUs in order, without repeats or junk", () => {
    expect(readComparedSkus("demo-pnl-400, DEMO-PNL-430,DEMO-PNL-400,<script>,")).toEqual([
      "DEMO-PNL-400",
      "DEMO-PNL-430",
    ]);
    expect(readComparedSkus(null)).toEqual([]);
  });
});

describe("selectCompared", () => {
  it("keeps three products of one category and refuses a fourth with a message", () => {
    const panels = ["DEMO-PNL-400", "DEMO-PNL-430", "DEMO-PNL-370", "DEMO-PNL-450B"].map(bySku);
    const { compared, refused } = selectCompared(panels);
    expect(compared.map((product) => product.sku)).toEqual(["DEMO-PNL-400", "DEMO-PNL-430", "DEMO-PNL-370"]);
    expect(refused).toEqual([TOO_MANY_MESSAGE]);
  });

  it("refuses a product of another category", () => {
    const { compared, refused } = selectCompared([bySku("DEMO-PNL-400"), bySku("DEMO-BAT-10")]);
    expect(compared.map((product) => product.sku)).toEqual(["DEMO-PNL-400"]);
    expect(refused[0]).toMatch(/not in solar panels/);
  });
});

describe("comparisonRows", () => {
  it("marks the higher efficiency and the lower price per watt", () => {
    const rows = comparisonRows(["DEMO-PNL-400", "DEMO-PNL-430", "DEMO-PNL-370"].map(bySku));
    const rowOf = (label: string) => rows.find((row) => row.label === label)!;
    expect(rowOf("Module efficiency").best).toEqual([false, true, false]);
    expect(rowOf("Price per watt")).toMatchObject({ cells: ["$0.67", "$0.74", "$0.54"], best: [false, false, true] });
    expect(rowOf("Price").best).toEqual([false, false, true]);
    expect(rowOf("Cells").best).toEqual([false, false, false]);
    expect(rowOf("Width").best).toEqual([false, false, false]);
  });

  it("marks the lower price per kWh of batteries, and nothing where every value is equal", () => {
    const rows = comparisonRows(["DEMO-BAT-10", "DEMO-BAT-13"].map(bySku));
    const rowOf = (label: string) => rows.find((row) => row.label === label)!;
    expect(rowOf("Price per kWh").best).toEqual([false, true]);
    expect(rowOf("Warranty").best).toEqual([false, false]);
    expect(rowOf("Stock").cells).toEqual(["In stock", "Only 5 left"]);
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { shippingBands } from "#app/content/shop-shipping.ts";
import { mergeCartItems, priceCart, salesTaxCents, shippingCents, type PricedProduct } from "./cart-pricing.ts";

const product = (overrides: Partial<PricedProduct> & Pick<PricedProduct, "sku">): PricedProduct => ({
  slug: overrides.sku.toLowerCase(),
  name: `Product ${overrides.sku}`,
  category: "solar_panels",
  priceCents: 10_000,
  stock: 10,
  weightGrams: 1_000,
  active: true,
  ...overrides,
});

const catalogue = new Map(
  [
    product({ sku: "PANEL", priceCents: 26_900, weightGrams: 21_500, stock: 20 }),
    product({ sku: "LOW", priceCents: 31_900, stock: 2 }),
    product({ sku: "GONE", stock: 0 }),
    product({ sku: "OLD", active: false }),
    product({ sku: "PLAN", category: "maintenance_plans", priceCents: 19_900, weightGrams: 0, stock: 100 }),
  ].map((row) => [row.sku, row]),
);

describe("salesTaxCents", () => {
  it("is the rate in basis points, rounded half up to the cent", () => {
    expect(salesTaxCents(10_000, 725)).toBe(725);
    expect(salesTaxCents(26_900, 725)).toBe(1_950); // 1950.25
    expect(salesTaxCents(200, 725)).toBe(15); // 14.5 rounds up
    expect(salesTaxCents(0, 725)).toBe(0);
  });
});

describe("shippingCents", () => {
  it("charges the weight band's flat rate when shipping, nothing for pickup, installation or no weight", () => {
    expect(shippingCents(5_000, "ship")).toBe(shippingBands[0]!.cents);
    expect(shippingCents(5_001, "ship")).toBe(shippingBands[1]!.cents);
    expect(shippingCents(1_000_000, "ship")).toBe(shippingBands.at(-1)!.cents);
    expect(shippingCents(0, "ship")).toBe(0);
    expect(shippingCents(50_000, "pickup")).toBe(0);
    expect(shippingCents(50_000, "install")).toBe(0);
  });
});

describe("mergeCartItems", () => {
  it("adds the quantities of a SKU listed twice, capped at the most one line may hold", () => {
    expect(
      mergeCartItems([
        { sku: "A", quantity: 2 },
        { sku: "B", quantity: 1 },
        { sku: "A", quantity: 3 },
        { sku: "C", quantity: 900 },
        { sku: "C", quantity: 900 },
      ]),
    ).toEqual([
      { sku: "A", quantity: 5 },
      { sku: "B", quantity: 1 },
      { sku: "C", quantity: 999 },
    ]);
  });
});

describe("priceCart", () => {
  it("prices lines from the catalogue, taxes goods, not services, and ships by weight", () => {
    const quote = priceCart(
      [
        { sku: "PANEL", quantity: 2 },
        { sku: "PLAN", quantity: 1 },
      ],
      catalogue,
      "ship",
    );
    expect(quote.lines.map((line) => [line.sku, line.quantity, line.lineTotalCents, line.problem])).toEqual([
      ["PANEL", 2, 53_800, null],
      ["PLAN", 1, 19_900, null],
    ]);
    expect(quote.subtotalCents).toBe(73_700);
    expect(quote.taxCents).toBe(3_901); // 7.25 % of 53,800 = 3900.5
    expect(quote.shippingCents).toBe(shippingBands[2]!.cents); // 43 kg
    expect(quote.totalCents).toBe(73_700 + 3_901 + shippingBands[2]!.cents);
  });

  it("caps a quantity by stock and says why, and leaves unsold products out of the totals", () => {
    const quote = priceCart(
      [
        { sku: "LOW", quantity: 5 },
        { sku: "GONE", quantity: 1 },
        { sku: "OLD", quantity: 1 },
        { sku: "UNKNOWN", quantity: 1 },
      ],
      catalogue,
      "pickup",
    );
    expect(quote.lines.map((line) => [line.sku, line.quantity, line.available, line.problem])).toEqual([
      ["LOW", 2, 2, "only 2 left"],
      ["GONE", 0, 0, "out of stock"],
      ["OLD", 0, 0, "no longer sold"],
      ["UNKNOWN", 0, 0, "no longer sold"],
    ]);
    expect(quote.subtotalCents).toBe(63_800);
    expect(quote.shippingCents).toBe(0);
  });

  it("always totals whole cents that add up, whatever the cart", () => {
    const skus = [...catalogue.keys(), "UNKNOWN"];
    fc.assert(
      fc.property(
        fc.array(fc.record({ sku: fc.constantFrom(...skus), quantity: fc.integer({ min: 1, max: 999 }) })),
        fc.constantFrom("ship" as const, "pickup" as const, "install" as const),
        (items, delivery) => {
          const quote = priceCart(items, catalogue, delivery);
          const lineSum = quote.lines.reduce((sum, line) => sum + line.lineTotalCents, 0);
          expect(quote.subtotalCents).toBe(lineSum);
          expect(quote.totalCents).toBe(quote.subtotalCents + quote.taxCents + quote.shippingCents);
          for (const value of [quote.taxCents, quote.shippingCents, quote.totalCents]) {
            expect(Number.isSafeInteger(value) && value >= 0).toBe(true);
          }
          for (const line of quote.lines) expect(line.quantity).toBeLessThanOrEqual(line.available);
        },
      ),
    );
  });
});

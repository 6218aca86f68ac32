import { storeSalesTaxRate } from "#app/content/shop-sales-tax.ts";
import { shippingBands } from "#app/content/shop-shipping.ts";
import { taxableCategories, type ProductCategory } from "./product-categories.ts";

/**
 * The one price computation, in integer cents: the cart's quote (`POST /api/cart/quote`) and an order
 * (`POST /api/orders`) both call priceCart with the server's own product rows, so they always agree.
 */

export const deliveryMethods = ["ship", "pickup", "install"] as const;
export type DeliveryMethod = (typeof deliveryMethods)[number];

/** The most of one product a cart may hold, whatever the stock. */
export const MAX_LINE_QUANTITY = 999;

export interface CartItem {
  sku: string;
  quantity: number;
}

/** What pricing reads of a product (pricingBySkus). */
export interface PricedProduct {
  sku: string;
  slug: string;
  name: string;
  category: ProductCategory;
  priceCents: number;
  stock: number;
  weightGrams: number;
  active: boolean;
}

export interface QuoteLine {
  sku: string;
  slug: string | null;
  name: string | null;
  /** What was asked for. */
  requestedQuantity: number;
  /** What can be bought: capped by stock, 0 when not sold. */
  quantity: number;
  /** Left in stock (0 for a product no longer sold). */
  available: number;
  unitPriceCents: number;
  lineTotalCents: number;
  /** Why `quantity` is below what was asked ("only 2 left", "no longer sold", "out of stock"); null when none. */
  problem: string | null;
}

export interface CartTotals {
  subtotalCents: number;
  taxCents: number;
  shippingCents: number;
  totalCents: number;
}

export interface CartQuote extends CartTotals {
  lines: QuoteLine[];
  taxRateBasisPoints: number;
}

export const NO_LONGER_SOLD = "no longer sold";
export const OUT_OF_STOCK = "out of stock";
export const onlyLeft = (available: number) => `only ${available} left`;

/** One line per SKU, in the order first seen: the same SKU twice is one line with the quantities added. */
export function mergeCartItems(items: readonly CartItem[]): CartItem[] {
  const merged = new Map<string, number>();
  for (const { sku, quantity } of items) merged.set(sku, (merged.get(sku) ?? 0) + quantity);
  return [...merged].map(([sku, quantity]) => ({ sku, quantity: Math.min(quantity, MAX_LINE_QUANTITY) }));
}

/** Tax on `taxableCents` at a rate in basis points, rounded half up to the cent. */
export function salesTaxCents(taxableCents: number, rateBasisPoints: number): number {
  return Math.floor((taxableCents * rateBasisPoints + 5_000) / 10_000);
}

/** Shipping for an order's total weight: the weight band's flat rate; free for pickup and installation. */
export function shippingCents(weightGrams: number, delivery: DeliveryMethod): number {
  if (delivery !== "ship" || weightGrams === 0) return 0;
  const band = shippingBands.find((candidate) => candidate.upToGrams === null || weightGrams <= candidate.upToGrams);
  return band!.cents;
}

function priceLine(item: CartItem, product: PricedProduct | undefined): QuoteLine {
  const unsold = !product || !product.active;
  const available = unsold ? 0 : product.stock;
  const quantity = Math.min(item.quantity, available);
  const problem = unsold
    ? NO_LONGER_SOLD
    : quantity < item.quantity
      ? available === 0
        ? OUT_OF_STOCK
        : onlyLeft(available)
      : null;
  const unitPriceCents = unsold ? 0 : product.priceCents;
  return {
    sku: item.sku,
    slug: product?.slug ?? null,
    name: product?.name ?? null,
    requestedQuantity: item.quantity,
    quantity,
    available,
    unitPriceCents,
    lineTotalCents: unitPriceCents * quantity,
    problem,
  };
}

/** Prices `items` from the server's `catalogue` (by SKU): lines capped by stock, subtotal, tax, shipping, total. */
export function priceCart(
  items: readonly CartItem[],
  catalogue: ReadonlyMap<string, PricedProduct>,
  delivery: DeliveryMethod,
): CartQuote {
  const lines = mergeCartItems(items).map((item) => priceLine(item, catalogue.get(item.sku)));
  let subtotalCents = 0;
  let taxableCents = 0;
  let weightGrams = 0;
  for (const line of lines) {
    const product = catalogue.get(line.sku);
    if (!product || line.quantity === 0) continue;
    subtotalCents += line.lineTotalCents;
    if (taxableCategories.has(product.category)) taxableCents += line.lineTotalCents;
    weightGrams += product.weightGrams * line.quantity;
  }
  const rateBasisPoints = storeSalesTaxRate.rateBasisPoints;
  const taxCents = salesTaxCents(taxableCents, rateBasisPoints);
  const shipping = shippingCents(weightGrams, delivery);
  return {
    lines,
    subtotalCents,
    taxCents,
    shippingCents: shipping,
    totalCents: subtotalCents + taxCents + shipping,
    taxRateBasisPoints: rateBasisPoints,
  };
}

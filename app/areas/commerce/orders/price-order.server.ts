import type { StockProblem } from "#app/areas/commerce/inventory/index.server.ts";
import { priceCart, type CartItem, type CartTotals, type DeliveryMethod } from "#app/areas/commerce/shop/index.ts";
import type { ProductRow } from "#app/areas/commerce/shop/index.server.ts";

export interface PricedLine {
  productId: number;
  sku: string;
  name: string;
  unitPriceCents: number;
  quantity: number;
  lineTotalCents: number;
}

export interface PricedOrder extends CartTotals {
  lines: PricedLine[];
  /** SKUs that are unknown, no longer sold or short, with what is available: nothing is ordered then. */
  problems: StockProblem[];
}

/**
 * An order's lines and totals by the cart's own pricing (priceCart) over the products table's rows: the server's
 * price of each SKU, whatever the buyer sent. The stock check here spares a transaction; the conditional update at
 * placement is what guarantees it.
 */
export function priceOrder(
  rows: readonly ProductRow[],
  items: readonly CartItem[],
  delivery: DeliveryMethod,
): PricedOrder {
  const catalogue = new Map(rows.map((row) => [row.sku, row]));
  const { lines, subtotalCents, taxCents, shippingCents, totalCents } = priceCart(items, catalogue, delivery);
  return {
    lines: lines.map((line) => ({
      productId: catalogue.get(line.sku)?.id ?? 0,
      sku: line.sku,
      name: line.name ?? line.sku,
      unitPriceCents: line.unitPriceCents,
      quantity: line.quantity,
      lineTotalCents: line.lineTotalCents,
    })),
    problems: lines
      .filter((line) => line.quantity < line.requestedQuantity)
      .map((line) => ({ sku: line.sku, available: line.available })),
    subtotalCents,
    taxCents,
    shippingCents,
    totalCents,
  };
}

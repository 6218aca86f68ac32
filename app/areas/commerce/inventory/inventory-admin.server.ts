import { eq, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { conflict, notFound } from "#server/domain-errors.ts";
import { formatNumber } from "#app/lib/format.ts";
import { MAX_COUNT } from "#app/areas/commerce/shop/index.ts";
import { products } from "#app/areas/commerce/shop/index.server.ts";
import type { StockAdjustment } from "./product-form-schema.ts";
import { inventoryAdjustments } from "./tables.server.ts";

export const PRODUCT_NOT_FOUND = "Product not found";

/** A product at or below its reorder threshold. */
export const lowStock = sql`${products.stock} <= ${products.reorderThreshold}`;

export const stockColumns = {
  id: products.id,
  sku: products.sku,
  name: products.name,
  category: products.category,
  priceCents: products.priceCents,
  stock: products.stock,
  reorderThreshold: products.reorderThreshold,
  active: products.active,
  isDemo: products.isDemo,
};

/**
 * A back-office stock change (goods received, damaged or lost, a count corrected) and its audit row, in one
 * transaction. The product row is locked first (as an update locks it, like every stock writer), so the stock a change
 * starts from is the stock it changes; a change that would leave less than nothing, or more than the product form
 * allows (so repeated receipts never overflow the column), is refused.
 */
export async function adjustStock(db: Database, actorId: string, productId: number, input: StockAdjustment) {
  return db.transaction(async (tx) => {
    const [product] = await tx
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, productId))
      .for("no key update");
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    const stockAfter =
      input.reason === "count_correction" ? input.countedQuantity : product.stock + input.quantityChange;
    if (stockAfter === product.stock)
      throw conflict(`Stock is already ${formatNumber(product.stock)}`, {
        countedQuantity: `Stock is already ${formatNumber(product.stock)}: nothing to correct`,
      });
    if (stockAfter > MAX_COUNT) {
      const most = formatNumber(MAX_COUNT - product.stock);
      throw conflict(`Stock on hand is at most ${formatNumber(MAX_COUNT)}`, {
        quantityChange: `At most ${most} can be added`,
      });
    }
    if (stockAfter < 0)
      throw conflict(`Stock cannot go below 0: ${product.stock} on hand`, {
        quantityChange: `At most ${product.stock} can be taken off`,
      });
    const [updated] = await tx
      .update(products)
      .set({ stock: stockAfter, updatedAt: sql`now()` })
      .where(eq(products.id, productId))
      .returning({ sku: products.sku, stock: products.stock });
    await tx.insert(inventoryAdjustments).values({
      productId,
      actorId,
      reason: input.reason,
      quantityChange: stockAfter - product.stock,
      stockAfter,
      note: input.note ?? null,
    });
    return updated!;
  });
}

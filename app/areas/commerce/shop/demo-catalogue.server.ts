import { and, eq, notExists, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { inventoryAdjustments } from "#app/areas/commerce/inventory/tables.server.ts";
import { orderLines } from "#app/areas/commerce/orders/tables.server.ts";
import { demoCatalogue } from "./demo-catalogue.ts";
import { productInputSchema } from "./product-schema.ts";
import { catalogueNeverUsed, insertProducts } from "./products.server.ts";
import { products } from "./tables.server.ts";

/** Adds the demo catalogue through the same checks as any product; again is harmless (SKUs already there stay). */
export function seedDemoCatalogue(db: Database): Promise<number> {
  return insertProducts(
    db,
    demoCatalogue.map((product) => productInputSchema.parse(product)),
    { isDemo: true },
  );
}

/**
 * At start: a database whose catalogue never held a product gets the demo catalogue, so the store can be tried.
 * Once any product has existed (the demo removed, or real products added) nothing is seeded again.
 */
export async function seedDemoCatalogueOnFreshDatabase(db: Database): Promise<number> {
  return (await catalogueNeverUsed(db)) ? seedDemoCatalogue(db) : 0;
}

export interface DemoRemoval {
  /** Demo products deleted: nothing referred to them. */
  deleted: number;
  /** Demo products an order line or a stock log row refers to: kept, off sale. */
  keptOffSale: number;
}

/**
 * `npm run shop:remove-demo`: takes the demo catalogue out of the store; real products are untouched. Orders keep their
 * lines and the stock log its rows (their foreign keys restrict the delete), so a demo product either refers to is
 * only taken off sale, still marked as demo data in the back office; the others are deleted. They are all taken off
 * sale first: that waits for a checkout holding one's stock to commit, and later checkouts find it no longer sold, so
 * the delete's check sees every order line.
 */
export async function removeDemoCatalogue(db: Database): Promise<DemoRemoval> {
  return db.transaction(async (tx) => {
    const demo = await tx
      .update(products)
      .set({ active: false, updatedAt: sql`now()` })
      .where(eq(products.isDemo, true))
      .returning({ id: products.id });
    const deleted = await tx
      .delete(products)
      .where(
        and(
          eq(products.isDemo, true),
          notExists(tx.select({ id: orderLines.id }).from(orderLines).where(eq(orderLines.productId, products.id))),
          notExists(
            tx
              .select({ id: inventoryAdjustments.id })
              .from(inventoryAdjustments)
              .where(eq(inventoryAdjustments.productId, products.id)),
          ),
        ),
      )
      .returning({ id: products.id });
    return { deleted: deleted.length, keptOffSale: demo.length - deleted.length };
  });
}

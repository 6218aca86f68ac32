import { eq } from "drizzle-orm";
import type { Database } from "../../../server/db/client.ts";
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

/** `npm run shop:remove-demo`: deletes every demo product; real products are untouched. */
export async function removeDemoCatalogue(db: Database): Promise<number> {
  const removed = await db.delete(products).where(eq(products.isDemo, true)).returning({ id: products.id });
  return removed.length;
}

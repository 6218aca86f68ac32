import { eq, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { isUniqueViolation } from "#server/db/unique-violation.ts";
import { invalid, notFound } from "#server/domain-errors.ts";
import { validationMessage } from "#server/http/errors.ts";
import type { ParsedProductInput } from "#app/areas/commerce/shop/index.ts";
import { products } from "#app/areas/commerce/shop/index.server.ts";
import { PRODUCT_NOT_FOUND } from "./inventory-admin.server.ts";

const taken = {
  products_sku_idx: ["sku", "Another product has this SKU"],
  products_slug_idx: ["slug", "Another product has this slug"],
} as const;

/** A SKU or slug another product holds, as the field error it is. */
async function withUniqueFields<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    for (const [constraint, [field, message]] of Object.entries(taken)) {
      if (isUniqueViolation(error, constraint)) throw invalid(validationMessage, { [field]: message });
    }
    throw error;
  }
}

const columns = (input: ParsedProductInput) => ({
  ...input,
  compareAtPriceCents: input.compareAtPriceCents ?? null,
  imagePath: input.imagePath ?? null,
});

/** A new product; its starting stock is the form's (later changes go through adjustments). */
export async function createProduct(db: Database, input: ParsedProductInput) {
  const [created] = await withUniqueFields(() =>
    db.insert(products).values(columns(input)).returning({ id: products.id, sku: products.sku }),
  );
  return created!;
}

/**
 * A product's catalogue facts. Stock and the active flag are left as they are: stock changes only by an adjustment
 * (so the audit log holds every change) and deactivation is its own action.
 */
export async function updateProduct(db: Database, productId: number, input: ParsedProductInput) {
  const { stock: _stock, active: _active, ...values } = columns(input);
  const [updated] = await withUniqueFields(() =>
    db
      .update(products)
      .set({ ...values, isDemo: false, updatedAt: sql`now()` })
      .where(eq(products.id, productId))
      .returning({ id: products.id, sku: products.sku }),
  );
  if (!updated) throw notFound(PRODUCT_NOT_FOUND);
  return updated;
}

/** Takes a product off sale (or back on); its orders and history stay. */
export async function setProductActive(db: Database, productId: number, active: boolean) {
  const [updated] = await db
    .update(products)
    .set({ active, updatedAt: sql`now()` })
    .where(eq(products.id, productId))
    .returning({ sku: products.sku, active: products.active });
  if (!updated) throw notFound(PRODUCT_NOT_FOUND);
  return updated;
}

/** Everything the edit form shows of a product. */
export async function productForEdit(db: Database, productId: number) {
  const [product] = await db.select().from(products).where(eq(products.id, productId));
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  return product;
}

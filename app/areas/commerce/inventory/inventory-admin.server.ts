import { and, asc, count, desc, eq, gt, ilike, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { conflict, notFound } from "#server/domain-errors.ts";
import { EXPORT_BATCH_SIZE, keysetBatches } from "#app/lib/keyset-batches.server.ts";
import { formatNumber } from "#app/lib/format.ts";
import { likePattern } from "#app/lib/like-pattern.ts";
import { users } from "#app/areas/identity/tables.server.ts";
import { MAX_COUNT } from "#app/areas/commerce/shop/index.ts";
import { products } from "#app/areas/commerce/shop/index.server.ts";
import type { StockAdjustment } from "./product-form-schema.ts";
import type { AdjustmentListQuery, StockListQuery } from "./stock-list-query.server.ts";
import { inventoryAdjustments } from "./tables.server.ts";
import { listPage } from "#app/lib/list-page.server.ts";

export const PRODUCT_NOT_FOUND = "Product not found";

const lowStock = sql`${products.stock} <= ${products.reorderThreshold}`;

const stockColumns = {
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

function stockWhere(query: Pick<StockListQuery, "search" | "category" | "state">): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.search) {
    const pattern = likePattern(query.search);
    conditions.push(or(ilike(products.sku, pattern), ilike(products.name, pattern), ilike(products.brand, pattern)));
  }
  if (query.category) conditions.push(eq(products.category, query.category));
  if (query.state === "low") conditions.push(and(eq(products.active, true), lowStock));
  if (query.state === "out") conditions.push(and(eq(products.active, true), eq(products.stock, 0)));
  if (query.state === "inactive") conditions.push(eq(products.active, false));
  return and(...conditions);
}

const stockOrder = (query: Pick<StockListQuery, "sort" | "dir">): SQL[] => {
  const direction = query.dir === "asc" ? asc : desc;
  const column = { sku: products.sku, name: products.name, stock: products.stock }[query.sort];
  return [direction(column), direction(products.id)];
};

/** Stock levels, a page at a time, and how many active products are at or below their reorder threshold. */
export async function listStock(db: Database, query: StockListQuery) {
  const where = stockWhere(query);
  const [page, [low]] = await Promise.all([
    listPage(
      query,
      (limit, offset) =>
        db
          .select(stockColumns)
          .from(products)
          .where(where)
          .orderBy(...stockOrder(query))
          .limit(limit)
          .offset(offset),
      db.select({ total: count() }).from(products).where(where),
    ),
    db
      .select({ total: count() })
      .from(products)
      .where(and(eq(products.active, true), lowStock)),
  ]);
  return { ...page, lowStock: low?.total ?? 0 };
}

export type StockPage = Awaited<ReturnType<typeof listStock>>;

/** The products CSV: every product the filters match, with its stock, by id. */
export function productExportBatches(db: Database, query: StockListQuery) {
  const where = stockWhere(query);
  return keysetBatches((cursor) =>
    db
      .select({
        ...stockColumns,
        id: sql<string>`${products.id}::text`,
        slug: products.slug,
        brand: products.brand,
        compareAtPriceCents: products.compareAtPriceCents,
        weightGrams: products.weightGrams,
        cursorKey: sql<string>`${products.id}::text`,
      })
      .from(products)
      .where(cursor ? and(where, gt(products.id, Number(cursor.key))) : where)
      .orderBy(asc(products.id))
      .limit(EXPORT_BATCH_SIZE),
  );
}

export const productCsvColumns = [
  "id",
  "sku",
  "slug",
  "name",
  "brand",
  "category",
  "priceCents",
  "compareAtPriceCents",
  "stock",
  "reorderThreshold",
  "weightGrams",
  "active",
  "isDemo",
] as const;

const adjustmentColumns = {
  id: inventoryAdjustments.id,
  at: inventoryAdjustments.at,
  sku: products.sku,
  productName: products.name,
  reason: inventoryAdjustments.reason,
  quantityChange: inventoryAdjustments.quantityChange,
  stockAfter: inventoryAdjustments.stockAfter,
  orderNumber: inventoryAdjustments.orderNumber,
  note: inventoryAdjustments.note,
  actor: users.username,
};

function adjustmentWhere(query: Pick<AdjustmentListQuery, "search" | "reason">, productId?: number) {
  const conditions: (SQL | undefined)[] = [];
  if (productId !== undefined) conditions.push(eq(inventoryAdjustments.productId, productId));
  if (query.reason) conditions.push(eq(inventoryAdjustments.reason, query.reason));
  if (query.search) {
    const pattern = likePattern(query.search);
    conditions.push(
      or(ilike(products.sku, pattern), ilike(products.name, pattern), ilike(inventoryAdjustments.orderNumber, pattern)),
    );
  }
  return and(...conditions);
}

/** The audit log of stock changes, newest first, a page at a time (of one product, when given). */
export async function listAdjustments(db: Database, query: AdjustmentListQuery, productId?: number) {
  const where = adjustmentWhere(query, productId);
  return listPage(
    query,
    (limit, offset) =>
      db
        .select(adjustmentColumns)
        .from(inventoryAdjustments)
        .innerJoin(products, eq(products.id, inventoryAdjustments.productId))
        .leftJoin(users, eq(users.id, inventoryAdjustments.actorId))
        .where(where)
        .orderBy(desc(inventoryAdjustments.at), desc(inventoryAdjustments.id))
        .limit(limit)
        .offset(offset),
    db
      .select({ total: count() })
      .from(inventoryAdjustments)
      .innerJoin(products, eq(products.id, inventoryAdjustments.productId))
      .where(where),
  );
}

export type AdjustmentPage = Awaited<ReturnType<typeof listAdjustments>>;

/** The stock movements CSV, newest first. */
export function adjustmentExportBatches(db: Database, query: AdjustmentListQuery) {
  const where = adjustmentWhere(query);
  return keysetBatches((cursor) =>
    db
      .select({ ...adjustmentColumns, cursorKey: sql<string>`${inventoryAdjustments.at}::text` })
      .from(inventoryAdjustments)
      .innerJoin(products, eq(products.id, inventoryAdjustments.productId))
      .leftJoin(users, eq(users.id, inventoryAdjustments.actorId))
      .where(
        cursor
          ? and(
              where,
              sql`(${inventoryAdjustments.at}, ${inventoryAdjustments.id}) < (cast(${cursor.key} as timestamptz), cast(${cursor.id} as uuid))`,
            )
          : where,
      )
      .orderBy(desc(inventoryAdjustments.at), desc(inventoryAdjustments.id))
      .limit(EXPORT_BATCH_SIZE),
  );
}

export const adjustmentCsvColumns = [
  "at",
  "sku",
  "productName",
  "reason",
  "quantityChange",
  "stockAfter",
  "orderNumber",
  "note",
  "actor",
] as const;

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

import { and, asc, count, desc, eq, gt, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import { queryRows, type Database } from "#server/db/client.ts";
import { likePattern } from "#app/lib/like-pattern.ts";
import type { PricedProduct } from "./cart-pricing.ts";
import type { ProductCategory } from "./product-categories.ts";
import type { ProductListQuery, ProductSort } from "./product-list-query.ts";
import type { ParsedProductInput } from "./product-schema.ts";
import { categoryImageUrl, type ProductDetail, type ProductView } from "./product-view.ts";
import { products, type ProductRow } from "./tables.server.ts";
import { newestFirst } from "#app/lib/newest-first.server.ts";

/** A catalogue card: the API's item and what the page adds to it. */
export type ProductListItem = ProductView & { shortDescription: string; isDemo: boolean };

const orderBy: Record<ProductSort, SQL[]> = {
  newest: newestFirst(products),
  price_asc: [asc(products.priceCents), asc(products.id)],
  price_desc: [desc(products.priceCents), desc(products.id)],
  name: [asc(products.name), asc(products.id)],
};

function toDetail(row: ProductRow): ProductDetail {
  return {
    id: row.id,
    slug: row.slug,
    sku: row.sku,
    name: row.name,
    brand: row.brand,
    category: row.category,
    priceCents: row.priceCents,
    compareAtPriceCents: row.compareAtPriceCents,
    stock: row.stock,
    specs: row.specs,
    imageUrl: row.imagePath ?? categoryImageUrl(row.category),
    shortDescription: row.shortDescription,
    longDescription: row.longDescription,
    isDemo: row.isDemo,
  };
}

function toListItem(row: ProductRow): ProductListItem {
  const { shortDescription, isDemo, ...view } = toDetail(row);
  return { ...toProductView(view), shortDescription, isDemo };
}

/** The API's item: exactly the fields issue 13 names. */
export function toProductView({
  id,
  slug,
  sku,
  name,
  brand,
  category,
  priceCents,
  compareAtPriceCents,
  stock,
  specs,
  imageUrl,
}: ProductView): ProductView {
  return { id, slug, sku, name, brand, category, priceCents, compareAtPriceCents, stock, specs, imageUrl };
}

/** The active catalogue, filtered, sorted and a page at a time. */
export async function listProducts(
  db: Database,
  query: ProductListQuery,
): Promise<{ items: ProductListItem[]; total: number; page: number; pageSize: number }> {
  const conditions = [eq(products.active, true)];
  if (query.category) conditions.push(eq(products.category, query.category));
  if (query.q) {
    const pattern = likePattern(query.q);
    conditions.push(
      or(
        ilike(products.name, pattern),
        ilike(products.brand, pattern),
        ilike(products.sku, pattern),
        ilike(products.shortDescription, pattern),
      )!,
    );
  }
  const where = and(...conditions);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(products)
      .where(where)
      .orderBy(...orderBy[query.sort])
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(products).where(where),
  ]);
  return {
    items: rows.map(toListItem),
    total: counted?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** How many active products each category holds (a category with none is left out). */
export async function categoryCounts(db: Database): Promise<Partial<Record<ProductCategory, number>>> {
  const rows = await db
    .select({ category: products.category, total: count() })
    .from(products)
    .where(eq(products.active, true))
    .groupBy(products.category);
  return Object.fromEntries(rows.map((row) => [row.category, row.total]));
}

/** The store front's featured products: in stock and reduced (a compare-at price) first, then the newest. */
export async function featuredProducts(db: Database, limit: number): Promise<ProductListItem[]> {
  const rows = await db
    .select()
    .from(products)
    .where(and(eq(products.active, true), gt(products.stock, 0)))
    .orderBy(sql`${products.compareAtPriceCents} is null`, ...newestFirst(products))
    .limit(limit);
  return rows.map(toListItem);
}

/** An active product by its slug; null for an unknown or deactivated one. */
export async function productBySlug(db: Database, slug: string): Promise<ProductDetail | null> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.slug, slug), eq(products.active, true)))
    .limit(1);
  return row ? toDetail(row) : null;
}

/** Active products by SKU, for the comparison table (in the order asked). */
export async function activeProductsBySkus(db: Database, skus: readonly string[]): Promise<ProductDetail[]> {
  if (skus.length === 0) return [];
  const rows = await db
    .select()
    .from(products)
    .where(and(inArray(products.sku, [...skus]), eq(products.active, true)));
  const bySku = new Map(rows.map((row) => [row.sku, toDetail(row)]));
  return skus.flatMap((sku) => bySku.get(sku) ?? []);
}

/** What pricing needs of each SKU, deactivated products included (a cart reports them as no longer sold). */
export async function pricingBySkus(db: Pick<Database, "select">, skus: readonly string[]) {
  if (skus.length === 0) return new Map<string, PricedProduct>();
  const rows = await db
    .select({
      sku: products.sku,
      slug: products.slug,
      name: products.name,
      category: products.category,
      priceCents: products.priceCents,
      stock: products.stock,
      weightGrams: products.weightGrams,
      active: products.active,
    })
    .from(products)
    .where(inArray(products.sku, [...skus]));
  return new Map<string, PricedProduct>(rows.map((row) => [row.sku, row]));
}

/** Adds products (checked by productInputSchema); a SKU already present is left as it is. */
export async function insertProducts(
  db: Pick<Database, "insert">,
  inputs: readonly ParsedProductInput[],
  { isDemo = false } = {},
): Promise<number> {
  if (inputs.length === 0) return 0;
  const inserted = await db
    .insert(products)
    .values(inputs.map((input) => ({ ...input, compareAtPriceCents: input.compareAtPriceCents ?? null, isDemo })))
    .onConflictDoNothing({ target: products.sku })
    .returning({ id: products.id });
  return inserted.length;
}

/** Whether the catalogue has never held a product: its id sequence was never used. */
export async function catalogueNeverUsed(db: Database): Promise<boolean> {
  const [row] = await queryRows<{ fresh: boolean }>(
    db,
    sql`select pg_sequence_last_value(pg_get_serial_sequence('products', 'id')) is null as fresh`,
  );
  return row?.fresh === true;
}

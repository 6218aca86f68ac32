import { eq, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { mergeCartItems, type CartItem } from "#app/areas/commerce/shop/index.ts";
import { MAX_CART_LINES } from "./cart-schema.ts";
import { carts } from "./tables.server.ts";

/** The signed-in client's cart; empty when they never had one. */
export async function readServerCart(db: Database, userId: string): Promise<CartItem[]> {
  const [row] = await db.select({ items: carts.items }).from(carts).where(eq(carts.userId, userId));
  return row?.items ?? [];
}

/** Replaces the client's cart with `items` (what the browser's cart now holds). */
export async function writeServerCart(db: Database, userId: string, items: readonly CartItem[]): Promise<CartItem[]> {
  const merged = mergeCartItems(items);
  await db
    .insert(carts)
    .values({ userId, items: merged })
    .onConflictDoUpdate({ target: carts.userId, set: { items: merged, updatedAt: sql`now()` } });
  return merged;
}

/**
 * The union of the browser's cart and the server's, each SKU at the larger of its two quantities, in one
 * statement: repeating a merge (a retried request, the same browser signing in again) changes nothing.
 */
export function unionOfCarts(server: readonly CartItem[], browser: readonly CartItem[]): CartItem[] {
  const quantities = new Map<string, number>();
  for (const item of [...server, ...browser]) {
    quantities.set(item.sku, Math.max(quantities.get(item.sku) ?? 0, item.quantity));
  }
  return [...quantities].slice(0, MAX_CART_LINES).map(([sku, quantity]) => ({ sku, quantity }));
}

/** At sign-in (and whenever a signed-in browser opens its cart): the browser's cart merged into the server's. */
export async function mergeServerCart(db: Database, userId: string, browser: readonly CartItem[]): Promise<CartItem[]> {
  return db.transaction(async (tx) => {
    await tx.insert(carts).values({ userId, items: [] }).onConflictDoNothing();
    const [row] = await tx.select({ items: carts.items }).from(carts).where(eq(carts.userId, userId)).for("update");
    const merged = unionOfCarts(row?.items ?? [], mergeCartItems(browser));
    await tx
      .update(carts)
      .set({ items: merged, updatedAt: sql`now()` })
      .where(eq(carts.userId, userId));
    return merged;
  });
}

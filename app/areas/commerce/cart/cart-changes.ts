import type { CartItem } from "#app/areas/commerce/shop/index.ts";
import { readCart, writeCart } from "./cart-storage.ts";
import { saveServerCart } from "./server-cart-sync.ts";

/** Writes the browser's cart and, for a signed-in client, its server copy. */
export function saveCart(items: readonly CartItem[], signedIn: boolean): void {
  writeCart(items);
  if (signedIn) void saveServerCart(items);
}

/**
 * Adds `quantity` of a product, never more than `stock` in all: the quantity the cart now holds, and whether the
 * stock capped it.
 */
export function addToCart(
  sku: string,
  quantity: number,
  stock: number,
  signedIn: boolean,
): { quantity: number; capped: boolean } {
  const items = readCart();
  const existing = items.find((item) => item.sku === sku);
  const wanted = (existing?.quantity ?? 0) + quantity;
  const kept = Math.min(wanted, stock);
  const next = existing
    ? items.map((item) => (item.sku === sku ? { sku, quantity: kept } : item))
    : [...items, { sku, quantity: kept }];
  saveCart(
    next.filter((item) => item.quantity > 0),
    signedIn,
  );
  return { quantity: kept, capped: kept < wanted };
}

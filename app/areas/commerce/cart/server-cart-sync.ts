import { apiRequest } from "#app/lib/api.ts";
import type { CartItem } from "#app/areas/commerce/shop/index.ts";
import { readCart, writeCart } from "./cart-storage.ts";

/**
 * A signed-in client's browser cart merged with their server cart (each SKU at the larger quantity), the result kept
 * in both. False when the server could not be reached (the merge is tried again on the next page).
 */
export async function mergeWithServerCart(): Promise<boolean> {
  try {
    const { items } = await apiRequest<{ items: CartItem[] }>("POST", "/api/cart/merge", { items: readCart() });
    writeCart(items);
    return true;
  } catch {
    return false;
  }
}

/** After a signed-in client changes their cart: the server's copy replaced with it (best effort). */
export async function saveServerCart(items: readonly CartItem[]): Promise<void> {
  await apiRequest("PUT", "/api/cart", { items }).catch(() => undefined);
}

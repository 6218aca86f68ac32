import type { CartItem } from "#app/areas/commerce/shop/index.ts";

/**
 * The browser's cart: SKUs and quantities in localStorage (prices always come from the server's quote).
 * Kept free of other code: the header's item count imports it on every page.
 */
const KEY = "shop-cart";
const CHANGE_EVENT = "shop-cart-change";

function isCartItem(value: unknown): value is CartItem {
  const item = value as CartItem | null;
  return typeof item?.sku === "string" && Number.isInteger(item.quantity) && item.quantity > 0 && item.quantity <= 999;
}

/** What the browser's cart holds; anything unreadable (another tab's garbage, a full disk) reads as empty. */
export function readCart(): CartItem[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(KEY) ?? "[]");
    return Array.isArray(stored) ? stored.filter(isCartItem) : [];
  } catch {
    return [];
  }
}

export function writeCart(items: readonly CartItem[]): void {
  try {
    if (items.length === 0) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, JSON.stringify(items));
  } catch {
    // Storage refused (private mode, quota): the cart lives until the page is left.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** The number of items (quantities added up), what the header shows. */
export function cartCount(): number {
  return readCart().reduce((sum, item) => sum + item.quantity, 0);
}

/** Calls `listener` when the cart changes in this tab or another. */
export function subscribeToCart(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY || event.key === null) listener();
  };
  window.addEventListener(CHANGE_EVENT, listener);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, listener);
    window.removeEventListener("storage", onStorage);
  };
}

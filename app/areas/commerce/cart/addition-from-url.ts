import { isSku, MAX_LINE_QUANTITY } from "#app/areas/commerce/shop/index.ts";

/**
 * `/shop/cart?add=SKU&quantity=N`: where a product's "Add to cart" form goes when it is sent before the page's code
 * has run (a hurried click, or no JavaScript yet), so the product still reaches the cart. Anything malformed adds nothing.
 */
export function additionFromUrl(search: string): { sku: string; quantity: number } | null {
  const params = new URLSearchParams(search);
  const sku = params.get("add")?.trim().toUpperCase() ?? "";
  const quantity = Number(params.get("quantity") ?? "1");
  if (!isSku(sku) || !Number.isInteger(quantity) || quantity < 1 || quantity > MAX_LINE_QUANTITY) return null;
  return { sku, quantity };
}

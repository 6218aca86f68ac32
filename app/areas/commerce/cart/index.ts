/** The cart: the add-to-cart form, the cart page, and the signed-in client's server cart sync. */
export { AddToCartForm } from "./add-to-cart-form.tsx";
export { CartPage } from "./cart-page.tsx";
export { mergeWithServerCart, saveServerCart } from "./server-cart-sync.ts";

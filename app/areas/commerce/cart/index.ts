/**
 * The cart: the add-to-cart form, the cart page, the signed-in client's server cart sync, and the cart as the browser
 * keeps it (localStorage) with the header's link and its item count. Every page loads the last two (decisions 0035
 * and 0050: a name imported from this face loads only its own module), so they import nothing else of the cart.
 */
export { AddToCartForm } from "./add-to-cart-form.tsx";
export { CartPage } from "./cart-page.tsx";
export { mergeWithServerCart, saveServerCart } from "./server-cart-sync.ts";
export { CartLink } from "./cart-link.tsx";
export { readCart, subscribeToCart, writeCart } from "./cart-storage.ts";

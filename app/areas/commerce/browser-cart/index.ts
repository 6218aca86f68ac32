/**
 * The cart as the browser keeps it (localStorage) and the header's link with its item count. Every page loads this
 * (docs/decisions/0035), so it holds nothing else: the cart's page, forms and server sync are in `cart`.
 */
export { CartLink } from "./cart-link.tsx";
export { readCart, subscribeToCart, writeCart } from "./cart-storage.ts";

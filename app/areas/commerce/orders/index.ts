/** The orders feature's browser-safe face. */
export { orderStatusLabels, paymentMethods, type OrderStatus } from "./order-values.ts";

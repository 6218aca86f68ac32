/** The orders feature's browser-safe face. */
export { orderStatusLabels, paymentMethods, type OrderStatus } from "./order-values.ts";
export { postalAddressSchema, addressLines, type PostalAddress } from "./address-schema.ts";
export { OrdersList } from "./orders-list.tsx";
export { CheckoutPage } from "./checkout-page.tsx";
export { OrderSummary } from "./order-summary.tsx";

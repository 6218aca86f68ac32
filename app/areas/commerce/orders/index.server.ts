/** The orders feature's face for other features' server code. */
export { ordersApi } from "./api.server.ts";
export { checkoutPaymentMethods } from "./stripe-client.server.ts";
export { stripeWebhookApi } from "./stripe-webhook-api.server.ts";
export { unpaidCardOrdersJob } from "./card-release-job.server.ts";
export { ordersAdminApi } from "./orders-admin-api.server.ts";
export { listOrdersForUser } from "./order-queries.server.ts";
export { orderLines, orders, orderEvents } from "./tables.server.ts";
export { orderList } from "./order-list.server.ts";
export { orderWrites } from "./order-writes.server.ts";
export { loadOrderConfirmation } from "./order-confirmation.server.ts";
export { placeOrder } from "./place-order.server.ts";
export { moveOrderStatus } from "./order-status.server.ts";
export { orderSales, orderTotals, type OrderSales, type OrderSum } from "./order-analytics.server.ts";

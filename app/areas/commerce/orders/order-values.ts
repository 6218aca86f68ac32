import type { DeliveryMethod } from "#app/areas/commerce/shop/tables.server.ts";

export { deliveryMethods, type DeliveryMethod } from "#app/areas/commerce/shop/index.ts";

/** The order's fixed vocabularies, one list each from the check constraint to the form. */
export const orderStatuses = ["awaiting_payment", "paid", "fulfilled", "cancelled"] as const;
export type OrderStatus = (typeof orderStatuses)[number];
/** How an order is paid: by invoice, or by card on Stripe's Checkout page when Stripe is configured (0054). */
export const paymentMethods = ["invoice", "card"] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** An order's state as its buyer reads it: an unpaid card order waits for Stripe's confirmation, not for a bill. */
export const buyerStatusLabel = (order: { status: OrderStatus; paymentMethod: PaymentMethod }) =>
  order.paymentMethod === "card" && order.status === "awaiting_payment"
    ? "Awaiting payment confirmation"
    : orderStatusLabels[order.status];

export const orderStatusLabels: Record<OrderStatus, string> = {
  awaiting_payment: "Awaiting payment",
  paid: "Paid",
  fulfilled: "Fulfilled",
  cancelled: "Cancelled",
};

export const deliveryMethodLabels: Record<DeliveryMethod, string> = {
  ship: "Ship to my address",
  pickup: "Pick up in Redding",
  install: "Install it for me",
};

export const paymentMethodLabels: Record<PaymentMethod, string> = {
  invoice: "Pay by invoice / at installation",
  card: "Pay by card (Stripe)",
};

/** How long an unpaid card order holds its stock before it is cancelled (issue 13 §4). */
export const CARD_HOLD_MINUTES = 30;

/** The payment methods checkout offers: card only when Stripe is configured. */
export const offeredPaymentMethods = (cardPayment: boolean): PaymentMethod[] =>
  paymentMethods.filter((method) => method !== "card" || cardPayment);

/** Where an order may go from each status; cancelling puts its stock back. */
export const orderStatusTransitions: Record<OrderStatus, readonly OrderStatus[]> = {
  awaiting_payment: ["paid", "cancelled"],
  paid: ["fulfilled", "cancelled"],
  fulfilled: [],
  cancelled: [],
};

/**
 * Only Stripe's signed webhook marks a card order paid (0054): it also queues the buyer's receipt and the office's
 * notice, and staff cannot see whether the card was charged.
 */
export const CARD_ORDER_PAID_BY_STRIPE_ONLY =
  "A card order is marked paid only when Stripe confirms the payment; cancel it if the buyer will not pay";

export const paidOnlyByStripe = (order: { paymentMethod: PaymentMethod }, to: OrderStatus) =>
  to === "paid" && order.paymentMethod === "card";

/** The moves the back office offers for an order: its status's, without marking a card order paid. */
export const staffStatusMoves = (order: { status: OrderStatus; paymentMethod: PaymentMethod }) =>
  orderStatusTransitions[order.status].filter((to) => !paidOnlyByStripe(order, to));

/** The back office's button for each move. */
export const orderStatusActions: Record<OrderStatus, string> = {
  awaiting_payment: "Mark awaiting payment",
  paid: "Mark paid",
  fulfilled: "Mark fulfilled",
  cancelled: "Cancel order",
};

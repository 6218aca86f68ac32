import { CARD_HOLD_MINUTES, type DeliveryMethod, type OrderStatus, type PaymentMethod } from "./order-values.ts";

export const INVOICE_TERMS =
  "Your invoice has been e-mailed to you. It is due within 14 days, or at installation for an installation order.";
export const CARD_AWAITING_CONFIRMATION = [
  "We are waiting for Stripe to confirm your card payment, which usually takes less than a minute: reload this page to see it.",
  `If you left Stripe's page without paying, nothing was charged, and the order is cancelled and its items released ${CARD_HOLD_MINUTES} minutes after it was placed.`,
];
export const CARD_PAID = "Your card payment was received through Stripe; the receipt has been e-mailed to you.";

/** What happens after the order, as the confirmation page and the confirmation mail say it (issue 13 §5). */
export function nextSteps(order: {
  deliveryMethod: DeliveryMethod;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
}): string[] {
  if (order.status === "cancelled") return ["This order was cancelled. Nothing will be shipped or charged."];
  const delivery: Record<DeliveryMethod, string[]> = {
    ship: ["We process your order within 1–2 business days.", "Delivery takes 5–7 business days after dispatch."],
    pickup: [
      "We process your order within 1–2 business days.",
      "We will call you when it is ready to pick up at our Redding office.",
    ],
    install: ["We process your order within 1–2 business days.", "We will call to schedule your installation."],
  };
  if (order.paymentMethod === "invoice") return [...delivery[order.deliveryMethod], INVOICE_TERMS];
  if (order.status === "awaiting_payment") return CARD_AWAITING_CONFIRMATION;
  return [...delivery[order.deliveryMethod], CARD_PAID];
}

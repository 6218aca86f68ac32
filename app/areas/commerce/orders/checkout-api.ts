import { apiRequest } from "#app/lib/api.ts";
import type { CartQuote, DeliveryMethod } from "#app/areas/commerce/shop/index.ts";
import type { OrderFormInput } from "./order-schema.ts";

export interface PlacedOrder {
  orderNumber: string;
  status: string;
  totalCents: number;
  confirmationUrl: string;
  /** A card order's Stripe Checkout page, where the browser goes next. */
  paymentUrl?: string;
}

/** Places the order; the same key for every attempt of one checkout, so a retry never makes a second order. */
export function placeOrderRequest(body: OrderFormInput, idempotencyKey: string): Promise<PlacedOrder> {
  return apiRequest<PlacedOrder>("POST", "/api/orders", body, {
    headers: { "Content-Type": "application/json", Accept: "application/json", "Idempotency-Key": idempotencyKey },
  });
}

/** The server's prices for the review step: the cart's own quote. */
export function quoteRequest(items: OrderFormInput["items"], deliveryMethod: DeliveryMethod): Promise<CartQuote> {
  return apiRequest<CartQuote>("POST", "/api/cart/quote", { items, deliveryMethod });
}

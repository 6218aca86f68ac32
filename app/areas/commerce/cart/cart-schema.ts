import { z } from "#app/lib/zod.ts";
import { deliveryMethods, MAX_LINE_QUANTITY, skuField } from "#app/areas/commerce/shop/index.ts";

/** The most lines a cart holds. */
export const MAX_CART_LINES = 50;

const quantityMessage = `Please enter a quantity from 1 to ${MAX_LINE_QUANTITY}`;

export const cartItemSchema = z.object({
  sku: skuField,
  quantity: z
    .number(quantityMessage)
    .int(quantityMessage)
    .min(1, quantityMessage)
    .max(MAX_LINE_QUANTITY, quantityMessage),
});

const items = z
  .array(cartItemSchema, "Please send the cart's items")
  .max(MAX_CART_LINES, `At most ${MAX_CART_LINES} products per cart`);

/** `PUT /api/cart` and `POST /api/cart/merge`: the browser's cart. */
export const cartBodySchema = z.object({ items });

/** `POST /api/cart/quote`: what the cart holds, and how it would be delivered (shipping by default). */
export const quoteBodySchema = z.object({
  items,
  deliveryMethod: z.enum(deliveryMethods, "Please choose ship, pickup or install").default("ship"),
});

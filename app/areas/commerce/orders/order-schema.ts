import { emailField, maxLength, phoneField, requiredLine, requiredText } from "#app/lib/field-rules.ts";
import { z } from "#app/lib/zod.ts";
import { postalAddressSchema } from "./address-schema.ts";
import { MAX_LINE_QUANTITY } from "#app/areas/commerce/shop/index.ts";
import { deliveryMethods, paymentMethods } from "./order-values.ts";

export const MAX_ORDER_LINES = 50;
export const DELIVERY_ADDRESS_MESSAGE = "Please enter the address to ship to or install at";
export const REPEATED_SKU_MESSAGE = "This product is already in the order: give its whole quantity on one line";

const orderItemSchema = z.object({
  sku: requiredText("Please give the product's SKU", 64),
  quantity: z
    .number("Quantity must be a whole number")
    .int("Quantity must be a whole number")
    .min(1, "Quantity must be at least 1")
    .max(MAX_LINE_QUANTITY, `Quantity must be at most ${MAX_LINE_QUANTITY}`),
});

/**
 * POST /api/orders' body. Only SKUs and quantities are read of the items: prices, names or totals a client sends
 * are not part of the schema and never reach the order. No billing address means the delivery address.
 */
export const orderInputSchema = z
  .object({
    items: z
      .array(orderItemSchema, "Your cart is empty")
      .min(1, "Your cart is empty")
      .max(MAX_ORDER_LINES, `An order holds at most ${MAX_ORDER_LINES} different products`),
    contact: z.object(
      {
        name: requiredLine("Please enter your name", maxLength.name),
        email: emailField(),
        phone: phoneField,
      },
      { error: "Please enter your contact details" },
    ),
    delivery: z.object(
      {
        method: z.enum(deliveryMethods, "Please choose shipping, pickup in Redding or installation"),
        address: postalAddressSchema.nullish(),
      },
      { error: "Please choose how you receive your order" },
    ),
    billingAddress: postalAddressSchema.nullish(),
    paymentMethod: z.enum(paymentMethods, "Please choose how you pay"),
  })
  .superRefine((order, ctx) => {
    // Two lines of one SKU would each be checked against its limit and stock alone; one line is what is priced.
    order.items.forEach((item, index) => {
      if (order.items.findIndex((other) => other.sku === item.sku) < index) {
        ctx.addIssue({ code: "custom", path: ["items", index, "sku"], message: REPEATED_SKU_MESSAGE });
      }
    });
    if (order.delivery.method !== "pickup" && !order.delivery.address) {
      ctx.addIssue({ code: "custom", path: ["delivery", "address"], message: DELIVERY_ADDRESS_MESSAGE });
    }
    if (!order.billingAddress && !(order.delivery.method !== "pickup" && order.delivery.address)) {
      ctx.addIssue({ code: "custom", path: ["billingAddress"], message: "Please enter the billing address" });
    }
  });

export type OrderInput = z.output<typeof orderInputSchema>;
export type OrderFormInput = z.input<typeof orderInputSchema>;

import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { sqlInList } from "#app/lib/sql-in-list.server.ts";
import { users } from "#app/areas/identity/tables.server.ts";
import { customers } from "#app/areas/customers/tables.server.ts";
import { products } from "#app/areas/commerce/shop/tables.server.ts";
import { leads } from "#app/areas/sales/tables.server.ts";
import type { PostalAddress } from "./address-schema.ts";
import {
  deliveryMethods,
  orderStatuses,
  paymentMethods,
  type DeliveryMethod,
  type OrderStatus,
  type PaymentMethod,
} from "./order-values.ts";

/**
 * An order as placed at checkout. Its prices and totals are the server's, copied at placement so a later price
 * change never rewrites what the buyer agreed to. The owner is the account that placed it or the browser (the hash of
 * its signed order cookie's key); neither may be set for an order placed through the API without a cookie.
 */
export const orders = pgTable(
  "orders",
  {
    id: uuid().primaryKey().defaultRandom(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Random, not sequential (order-number.server.ts), so one number tells nothing about another. */
    orderNumber: text().notNull(),
    status: text().$type<OrderStatus>().notNull(),
    idempotencyKey: text().notNull(),
    /** SHA-256 of the request that placed it, so its key sent with another body is refused; null before 2026-11-27. */
    requestFingerprint: text(),
    userId: uuid().references(() => users.id, { onDelete: "set null" }),
    browserKeyHash: text(),
    contactName: text().notNull(),
    contactEmail: text().notNull(),
    contactPhone: text().notNull(),
    /** The person this concerns (features/customers); the contact name, e-mail and phone above stay as submitted. */
    customerId: uuid().references(() => customers.id),
    deliveryMethod: text().$type<DeliveryMethod>().notNull(),
    /** Where it ships or is installed; null for a pickup. */
    deliveryAddress: jsonb().$type<PostalAddress>(),
    billingAddress: jsonb().$type<PostalAddress>().notNull(),
    paymentMethod: text().$type<PaymentMethod>().notNull(),
    subtotalCents: integer().notNull(),
    taxCents: integer().notNull(),
    shippingCents: integer().notNull(),
    totalCents: integer().notNull(),
    /** The installation lead an "install it for me" order opened. */
    leadId: uuid().references(() => leads.id, { onDelete: "set null" }),
    /** A card order's Stripe Checkout Session (cs_…), by which Stripe's webhook events find the order. */
    stripeCheckoutSessionId: text(),
  },
  (table) => [
    uniqueIndex("orders_order_number_idx").on(table.orderNumber),
    uniqueIndex("orders_idempotency_key_idx").on(table.idempotencyKey),
    uniqueIndex("orders_stripe_checkout_session_id_idx").on(table.stripeCheckoutSessionId),
    index("orders_user_id_idx").on(table.userId),
    index("orders_customer_id_idx").on(table.customerId),
    index("orders_browser_key_hash_idx").on(table.browserKeyHash),
    index("orders_created_at_idx").on(table.createdAt, table.id),
    index("orders_status_idx").on(table.status),
    check("orders_status_check", sql`${table.status} in (${sqlInList(orderStatuses)})`),
    check("orders_delivery_method_check", sql`${table.deliveryMethod} in (${sqlInList(deliveryMethods)})`),
    check("orders_payment_method_check", sql`${table.paymentMethod} in (${sqlInList(paymentMethods)})`),
    check(
      "orders_delivery_address_check",
      sql`(${table.deliveryMethod} = 'pickup') = (${table.deliveryAddress} is null)`,
    ),
    check(
      "orders_totals_check",
      sql`${table.subtotalCents} >= 0 and ${table.taxCents} >= 0 and ${table.shippingCents} >= 0 and ${table.totalCents} = ${table.subtotalCents} + ${table.taxCents} + ${table.shippingCents}`,
    ),
  ],
);

/** One product on an order, with the name and price it was sold under. */
export const orderLines = pgTable(
  "order_lines",
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: "restrict" }),
    sku: text().notNull(),
    name: text().notNull(),
    unitPriceCents: integer().notNull(),
    quantity: integer().notNull(),
    lineTotalCents: integer().notNull(),
  },
  (table) => [
    index("order_lines_order_id_idx").on(table.orderId),
    index("order_lines_product_id_idx").on(table.productId),
    check("order_lines_quantity_check", sql`${table.quantity} > 0`),
    check("order_lines_total_check", sql`${table.lineTotalCents} = ${table.unitPriceCents} * ${table.quantity}`),
  ],
);

/** Every status an order has been in: who moved it (null: the buyer, Stripe or the expiry job) and when. */
export const orderEvents = pgTable(
  "order_events",
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    actorId: uuid().references(() => users.id, { onDelete: "set null" }),
    fromStatus: text().$type<OrderStatus>(),
    toStatus: text().$type<OrderStatus>().notNull(),
    note: text(),
  },
  (table) => [index("order_events_order_id_idx").on(table.orderId, table.at)],
);

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;

import { bigint, integer, pgTable, varchar } from "drizzle-orm/pg-core";

/** The table rate-limiter-flexible's PostgreSQL store uses, created by our migrations. */
export const rateLimits = pgTable("rate_limits", {
  key: varchar({ length: 255 }).primaryKey(),
  points: integer().notNull().default(0),
  expire: bigint({ mode: "number" }),
});

export { products } from "../../app/features/shop/tables.server.ts";
export { carts } from "../../app/features/cart/tables.server.ts";

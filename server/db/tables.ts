import { bigint, integer, pgTable, varchar } from "drizzle-orm/pg-core";

/** The table rate-limiter-flexible's PostgreSQL store uses, created by our migrations. */
export const rateLimits = pgTable("rate_limits", {
  key: varchar({ length: 255 }).primaryKey(),
  points: integer().notNull().default(0),
  expire: bigint({ mode: "number" }),
});

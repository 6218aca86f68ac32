import { users } from "#app/areas/identity/tables.server.ts";
import {
  bigint,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";

/** The table rate-limiter-flexible's PostgreSQL store uses, created by our migrations. */
export const rateLimits = pgTable("rate_limits", {
  key: varchar({ length: 255 }).primaryKey(),
  points: integer().notNull().default(0),
  expire: bigint({ mode: "number" }),
});

/**
 * A signed-in caller's create request by its Idempotency-Key (server/http/idempotent-replay.ts): claimed before the
 * handler runs, then holding the answer a retry gets. Kept 24 hours.
 */
export const idempotentRequests = pgTable(
  "idempotent_requests",
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The method and path the key was sent to: a key is one request's. */
    request: text().notNull(),
    key: varchar({ length: 255 }).notNull(),
    /** SHA-256 of the body, so the same key with another body is refused rather than answered with the first's result. */
    fingerprint: varchar({ length: 64 }).notNull(),
    /** Null while the first request runs. */
    status: smallint(),
    /**
     * Until when the running request holds the key: it renews this while it runs, so a claim left by a process that
     * stopped (a deploy, a crash) lapses within a minute and a retry runs again.
     */
    leasedUntil: timestamp({ withTimezone: true }),
    body: jsonb(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.request, table.key] })],
);

export { products } from "#app/areas/commerce/tables.server.ts";
export { carts } from "#app/areas/commerce/tables.server.ts";

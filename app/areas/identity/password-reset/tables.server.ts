import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "#app/areas/identity/auth/tables.server.ts";

/**
 * What a link is for: a reset the account asked for, a new client's invitation to choose their first password, or a
 * new staff member's invitation to choose their username and password.
 */
export const passwordLinkPurposes = ["reset", "invitation", "staff_invitation"] as const;
export type PasswordLinkPurpose = (typeof passwordLinkPurposes)[number];

/** One row per reset link mailed; only the SHA-256 of the link's token is kept, and `usedAt` makes it single-use. */
export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: uuid().primaryKey().defaultRandom(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    /** Decides the page's wording and where the account goes once the password is set. */
    purpose: text().$type<PasswordLinkPurpose>().notNull().default("reset"),
  },
  (table) => [
    uniqueIndex("password_reset_tokens_token_hash_idx").on(table.tokenHash),
    index("password_reset_tokens_user_id_idx").on(table.userId),
    check("password_reset_tokens_purpose_check", sql`${table.purpose} in ('reset', 'invitation', 'staff_invitation')`),
  ],
);

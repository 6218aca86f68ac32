import { sql } from "drizzle-orm";
import { boolean, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { customers } from "#app/areas/customers/tables.server.ts";
import { roles } from "#app/lib/permissions.ts";

export const userType = pgEnum("user_type", roles);

export const users = pgTable(
  "users",
  {
    id: uuid().primaryKey().defaultRandom(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    email: text().notNull(),
    username: text().notNull(),
    passwordHash: text().notNull(),
    userType: userType().notNull().default("client"),
    companyName: text(),
    phone: text(),
    disabled: boolean().notNull().default(false),
    /** Null until the address in `email` is confirmed by its link; only a confirmed address claims anonymous requests. */
    emailVerifiedAt: timestamp({ withTimezone: true }),
    /** An address the user asked to change to; it replaces `email` only when its link is opened. */
    pendingEmail: text(),
    /** The Idempotency-Key of the registration that made the account: a retried sign-up finds it. */
    idempotencyKey: text(),
    /** The person the account is (features/customers): one customer has at most one account. */
    customerId: uuid().references(() => customers.id),
    /** The last successful sign-in (the staff list shows it); null for an account that never signed in. */
    lastSignInAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex("users_username_lower_idx").on(sql`lower(${table.username})`),
    uniqueIndex("users_email_lower_idx").on(sql`lower(${table.email})`),
    uniqueIndex("users_idempotency_key_idx").on(table.idempotencyKey),
    uniqueIndex("users_customer_id_idx").on(table.customerId),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    /** SHA-256 of the cookie's random value: a database leak yields no usable session. */
    id: text().primaryKey(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    userAgent: text(),
  },
  (table) => [index("sessions_user_id_idx").on(table.userId), index("sessions_expires_at_idx").on(table.expiresAt)],
);

/** A user's authenticator (TOTP, RFC 6238): one per account, in use once confirmed by a first code. */
export const twoFactorSecrets = pgTable("two_factor_secrets", {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  /** The base32 secret, encrypted under the app secret (two-factor-secret.server.ts): never readable from a dump. */
  sealedSecret: text().notNull(),
  /** Null while being set up: the account signs in without a code until its first code confirms it. */
  confirmedAt: timestamp({ withTimezone: true }),
  /** The time step of the last code accepted: that code, and any older one, is refused from then on. */
  lastUsedStep: integer(),
});

/** The ten single-use codes that stand in for the authenticator; only their hashes are kept. */
export const twoFactorRecoveryCodes = pgTable(
  "two_factor_recovery_codes",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text().notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (table) => [uniqueIndex("two_factor_recovery_codes_user_code_idx").on(table.userId, table.codeHash)],
);

/** Browsers a user chose to trust for 30 days: sign-in there asks for the password only. */
export const trustedBrowsers = pgTable(
  "trusted_browsers",
  {
    /** SHA-256 of the cookie's random value, as for sessions. */
    id: text().primaryKey(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index("trusted_browsers_user_id_idx").on(table.userId)],
);

import { eq, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import type { SessionUser, UserType } from "#server/http/access.ts";
import { conflict, notFound, type DomainError } from "#server/domain-errors.ts";
import type { FieldErrors } from "#app/lib/field-errors.ts";
import { createCustomer, followAccount, joinCustomersOfConfirmedAddress } from "#app/areas/customers/index.server.ts";
import { sessionUserColumns } from "./session.server.ts";
import { users } from "./tables.server.ts";
import type { NameData } from "./profile-schema.ts";

export const USERNAME_TAKEN = "That username is already taken";
export const EMAIL_TAKEN = "An account with that email already exists";
export const IDEMPOTENCY_KEY_TAKEN = "This idempotency key was used for another registration";

const uniqueIndexField: Record<string, keyof FieldErrors> = {
  users_username_lower_idx: "username",
  users_email_lower_idx: "email",
  users_idempotency_key_idx: "idempotencyKey",
};
const takenMessage: Record<string, string> = {
  username: USERNAME_TAKEN,
  email: EMAIL_TAKEN,
  idempotencyKey: IDEMPOTENCY_KEY_TAKEN,
};

function taken(errors: FieldErrors): DomainError {
  return conflict(Object.values(errors)[0]!, errors);
}

/** The field behind a unique-index violation (two sign-ups racing), found on the driver error or drizzle's wrapper. */
function violatedField(error: unknown): string | null {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    const { code, constraint } = current as { code?: string; constraint?: string };
    if (code === "23505" && constraint && uniqueIndexField[constraint]) return uniqueIndexField[constraint]!;
  }
  return null;
}

export async function rethrowConflict<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    const field = violatedField(error);
    if (field) throw taken({ [field]: takenMessage[field]! });
    throw error;
  }
}

/** 409 naming each of username / e-mail already used by another account (case-insensitive). */
export async function assertAvailable(
  db: Database,
  fields: { username?: string; email?: string },
  exceptUserId?: string,
): Promise<void> {
  const clauses: SQL[] = [];
  if (fields.username) clauses.push(sql`lower(${users.username}) = lower(${fields.username})`);
  if (fields.email) clauses.push(sql`lower(${users.email}) = lower(${fields.email})`);
  if (clauses.length === 0) return;
  const rows = await db
    .select({ id: users.id, username: users.username, email: users.email })
    .from(users)
    .where(or(...clauses));
  const errors: FieldErrors = {};
  for (const row of rows) {
    if (row.id === exceptUserId) continue;
    if (fields.username && row.username.toLowerCase() === fields.username.toLowerCase())
      errors.username = USERNAME_TAKEN;
    if (fields.email && row.email.toLowerCase() === fields.email.toLowerCase()) errors.email = EMAIL_TAKEN;
  }
  if (Object.keys(errors).length > 0) throw taken(errors);
}

export interface NewUser {
  firstName: string;
  lastName: string;
  email: string;
  username: string;
  passwordHash: string;
  userType: UserType;
  companyName: string | null;
  phone: string | null;
  /** Set for accounts whose address needs no link (administrators made on the command line). */
  emailVerifiedAt?: Date;
  idempotencyKey?: string;
  /** The customer the account is, when the caller knows it has no account yet (a won lead's); else a new one. */
  customerId?: string;
}

/**
 * Inserts after `assertAvailable`; a sign-up racing for the same name still gets the 409. The account is a customer
 * of its own: a new one, since an address nobody has confirmed joins nothing; an account made with its address
 * confirmed takes that address's customers at once.
 */
export async function insertUser(db: Database, user: NewUser): Promise<SessionUser> {
  return db.transaction(async (tx) => {
    const customerId =
      user.customerId ?? (await createCustomer(tx, { ...user, name: `${user.firstName} ${user.lastName}` }));
    const [created] = await rethrowConflict(
      tx
        .insert(users)
        .values({ ...user, customerId })
        .returning(sessionUserColumns),
    );
    if (user.emailVerifiedAt) await joinCustomersOfConfirmedAddress(tx, created!.id);
    return created!;
  });
}

export interface LoginCandidate {
  user: SessionUser;
  passwordHash: string;
  disabled: boolean;
}

/**
 * The account a sign-in names, by its username or its e-mail address (both unique, case-insensitively). A username
 * never contains "@" and an address always does, so the name alone says which one it is.
 */
export async function findLoginCandidate(db: Database, usernameOrEmail: string): Promise<LoginCandidate | null> {
  const column = usernameOrEmail.includes("@") ? users.email : users.username;
  const [row] = await db
    .select({ ...sessionUserColumns, passwordHash: users.passwordHash, disabled: users.disabled })
    .from(users)
    .where(sql`lower(${column}) = lower(${usernameOrEmail})`)
    .limit(1);
  if (!row) return null;
  const { passwordHash, disabled, ...user } = row;
  return { user, passwordHash, disabled };
}

/** The account a registration with this Idempotency-Key made, with its password hash to check a retry against. */
export async function findRegisteredWithKey(db: Database, idempotencyKey: string): Promise<LoginCandidate | null> {
  const [row] = await db
    .select({ ...sessionUserColumns, passwordHash: users.passwordHash, disabled: users.disabled })
    .from(users)
    .where(eq(users.idempotencyKey, idempotencyKey))
    .limit(1);
  if (!row) return null;
  const { passwordHash, disabled, ...user } = row;
  return { user, passwordHash, disabled };
}

export async function findPasswordHash(db: Database, userId: string): Promise<string | null> {
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  return row?.passwordHash ?? null;
}

/** The e-mail address is not among them: it changes only through its confirmation link (email-verification.server.ts). */
/** A profile form's fields; an optional one left blank clears its column. */
export interface ProfileChanges {
  firstName: string;
  lastName: string;
  companyName?: string;
  phone?: string;
}

export async function updateProfile(db: Database, userId: string, changes: ProfileChanges): Promise<SessionUser> {
  const { firstName, lastName, companyName = null, phone = null } = changes;
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ firstName, lastName, companyName, phone, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning(sessionUserColumns);
    if (!updated) throw notFound("No such user");
    await followAccount(tx, userId, { name: `${firstName} ${lastName}`, phone, companyName });
    return updated;
  });
}

/** Changes only the names (a staff member's own, from the back office); clients see them on every project. */
export async function renameUser(db: Database, userId: string, { firstName, lastName }: NameData): Promise<void> {
  await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ firstName, lastName, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning({ id: users.id });
    if (!updated) throw notFound("No such user");
    await followAccount(tx, userId, { name: `${firstName} ${lastName}` });
  });
}

export async function setPasswordHash(db: Database, userId: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
}

import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "#server/db/client.ts";
import type { SessionUser } from "#server/http/access.ts";
import { invalid } from "#server/domain-errors.ts";
import { emailField, newPasswordField, personName, usernameField } from "#app/lib/field-rules.ts";
import {
  assertAvailable,
  destroyUserSessions,
  hashPassword,
  insertUser,
  sessionUserColumns,
} from "#app/areas/identity/auth/index.server.ts";
import { users } from "#app/areas/identity/auth/tables.server.ts";
import { joinCustomersOfConfirmedAddress } from "#app/areas/customers/index.server.ts";

/** The same rules as registration; the names are required for a new administrator, optional for a promotion. */
export const createAdminSchema = z.object({
  username: usernameField,
  email: emailField("Please enter your email address"),
  password: newPasswordField(),
  firstName: personName("Please enter your first name", "First name must be at least 2 characters").optional(),
  lastName: personName("Please enter your last name", "Last name must be at least 2 characters").optional(),
});

export type CreateAdminInput = z.output<typeof createAdminSchema>;

const NAME_REQUIRED = "A new administrator needs a first and last name: staff and clients see it";

export interface CreateAdminResult {
  action: "created" | "promoted";
  user: SessionUser;
}

/**
 * Makes `username` an administrator: a new account, or an existing one promoted,
 * re-enabled and given the new password (its old sessions end). Throws a
 * "conflict" DomainError when the e-mail belongs to another account.
 */
export async function createOrPromoteAdmin(db: Database, input: CreateAdminInput): Promise<CreateAdminResult> {
  const passwordHash = await hashPassword(input.password);
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${input.username})`);
  if (!existing) {
    const { firstName, lastName } = input;
    if (!firstName || !lastName) {
      throw invalid(NAME_REQUIRED, {
        ...(firstName ? {} : { firstName: "Please enter your first name" }),
        ...(lastName ? {} : { lastName: "Please enter your last name" }),
      });
    }
    await assertAvailable(db, { username: input.username, email: input.email });
    const user = await insertUser(db, {
      firstName,
      lastName,
      email: input.email,
      username: input.username,
      passwordHash,
      userType: "admin",
      companyName: null,
      phone: null,
      emailVerifiedAt: new Date(),
    });
    return { action: "created", user };
  }
  await assertAvailable(db, { email: input.email }, existing.id);
  const user = await db.transaction(async (tx) => {
    const [promoted] = await tx
      .update(users)
      .set({
        userType: "admin",
        disabled: false,
        email: input.email,
        emailVerifiedAt: new Date(),
        pendingEmail: null,
        passwordHash,
        updatedAt: new Date(),
        ...(input.firstName ? { firstName: input.firstName } : {}),
        ...(input.lastName ? { lastName: input.lastName } : {}),
      })
      .where(eq(users.id, existing.id))
      .returning(sessionUserColumns);
    // The operator vouches for the address, as a confirmation link would.
    await joinCustomersOfConfirmedAddress(tx, existing.id);
    return promoted;
  });
  await destroyUserSessions(db, existing.id);
  return { action: "promoted", user: user! };
}

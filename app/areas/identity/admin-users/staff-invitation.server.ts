import { randomBytes, randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { conflict, invalid, notFound } from "#server/domain-errors.ts";
import { parseInput } from "#server/http/errors.ts";
import type { AppServices } from "#server/services.ts";
import { isStaffRole, type StaffRole } from "#app/lib/permissions.ts";
import type { WriteContext } from "#app/lib/write.server.ts";
import { type z } from "#app/lib/zod.ts";
import { enqueueMails } from "#app/areas/messaging/index.server.ts";
import { assertAvailable, hashPassword, insertUser } from "#app/areas/identity/auth/index.server.ts";
import { users } from "#app/areas/identity/auth/tables.server.ts";
import {
  expirePasswordLinks,
  issuePasswordToken,
  passwordLinkOf,
  resetPassword,
} from "#app/areas/identity/password-reset/index.server.ts";
import { passwordResetTokens as links } from "#app/areas/identity/password-reset/tables.server.ts";
import { NO_SUCH_USER } from "./account-change.server.ts";
import { staffInvitationMail, staffInvitationUrl } from "./staff-invitation-mail.server.ts";
import { acceptInvitationSchema, type inviteStaffSchema } from "./staff-schemas.ts";

/** How long an invitation link works. */
export const STAFF_INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const INVITATION_ACCEPTED = "This account has accepted its invitation already";
export const INVITATION_INVALID =
  "This invitation link has expired or has already been used. Ask an administrator to send you a new one.";

/** `users.id` named with its table, so that it means the account's id inside a subquery on the links too. */
const accountId = sql`${users}.${sql.identifier("id")}`;

/**
 * Whether the account is an invited staff member who has not yet chosen a password: it was sent a staff
 * invitation, and none of its links has been spent (accepting spends them all, and so would a reset).
 */
export const staffInvitationPending = sql<boolean>`(exists (select 1 from ${links} where ${links.userId} = ${accountId} and ${links.purpose} = 'staff_invitation')
    and not exists (select 1 from ${links} where ${links.userId} = ${accountId} and ${links.usedAt} is not null))`;

/**
 * A pending account's username until its owner chooses one: a colon is outside the username rule, so no one can
 * register it, sign in with it, or find it taken.
 */
const pendingUsername = () => `invited:${randomUUID()}`;

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

async function mailInvitation(
  tx: Transaction,
  { services, user: admin }: Pick<WriteContext, "services" | "user">,
  invitee: { id: string; email: string; firstName: string; role: StaffRole },
) {
  const token = await issuePasswordToken(tx, invitee.id, {
    ttlMs: STAFF_INVITATION_TTL_MS,
    purpose: "staff_invitation",
  });
  const url = staffInvitationUrl(services.config.SITE_URL, token);
  await enqueueMails(tx, [
    staffInvitationMail({ ...invitee, to: invitee.email, invitedBy: `${admin.firstName} ${admin.lastName}`, url }),
  ]);
}

/**
 * Makes a staff account nobody can sign in to yet (its password is random and unknown, its username a placeholder)
 * and mails its invitation, in one transaction. An address any account has is a conflict on `email`.
 */
export async function inviteStaff(context: WriteContext, input: z.output<typeof inviteStaffSchema>) {
  const { db } = context.services;
  await assertAvailable(db, { email: input.email });
  const passwordHash = await hashPassword(randomBytes(32).toString("base64url"));
  const id = await db.transaction(async (tx) => {
    const created = await insertUser(tx, {
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      username: pendingUsername(),
      passwordHash,
      userType: input.role,
      companyName: null,
      phone: null,
    });
    await mailInvitation(tx, context, { ...created, role: input.role });
    return created.id;
  });
  context.services.mailWorker.wake();
  return { id };
}

/** Mails a pending invitation anew: a new link, and the old one no longer works. */
export async function resendStaffInvitation(context: WriteContext, userId: string) {
  const { db } = context.services;
  const invitee = await db.transaction(async (tx) => {
    const [account] = await tx
      .select({
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        userType: users.userType,
        pending: staffInvitationPending,
      })
      .from(users)
      .where(eq(users.id, userId))
      .for("update");
    if (!account || !isStaffRole(account.userType)) throw notFound(NO_SUCH_USER);
    if (!account.pending) throw conflict(INVITATION_ACCEPTED);
    await expirePasswordLinks(tx, userId, "staff_invitation");
    await mailInvitation(tx, context, { ...account, role: account.userType });
    return account;
  });
  context.services.mailWorker.wake();
  return { id: invitee.id, email: invitee.email };
}

/** What /staff-invitation/:token shows before it is used: null for a link that is not a staff invitation. */
export async function staffInvitationOf(db: Database, token: string) {
  const link = await passwordLinkOf(db, token);
  if (link?.purpose !== "staff_invitation") return null;
  const [account] = await db
    .select({ firstName: users.firstName, email: users.email, role: users.userType })
    .from(users)
    .where(eq(users.id, link.userId));
  return account ? { ...account, usable: link.usable } : null;
}

/**
 * Accepts an invitation: the username (same rules as registration, not taken) and password are set and the link is
 * spent, or nothing changes. An unknown, used or expired link is refused on `token`.
 */
export async function acceptStaffInvitation(services: AppServices, token: string, fields: unknown) {
  const input = parseInput(acceptInvitationSchema, fields);
  await assertAvailable(services.db, { username: input.username });
  const spent = await resetPassword(services, { token, newPassword: input.newPassword }, new Date(), {
    purpose: "staff_invitation",
    username: input.username,
  });
  if (!spent) throw invalid(INVITATION_INVALID, { token: INVITATION_INVALID });
  return spent;
}

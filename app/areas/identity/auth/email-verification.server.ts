import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { isDomainError } from "#server/domain-errors.ts";
import { refusalOf } from "#server/http/errors.ts";
import type { AppServices } from "#server/services.ts";
import { joinCustomersOfConfirmedAddress } from "#app/areas/customers/index.server.ts";
import { enqueueMails } from "#app/areas/messaging/index.server.ts";
import { ALREADY_CONFIRMED_MESSAGE, confirmationSentMessage, type EmailStatus } from "./email-confirmation.ts";
import { verificationMailLimit } from "./email-verification-limit.server.ts";
import { verificationMail, type VerificationReason } from "./email-verification-mail.server.ts";
import { createVerificationToken, readVerificationToken, verificationUrl } from "./email-verification-token.server.ts";
import { users } from "./tables.server.ts";
import { assertAvailable, rethrowConflict } from "./users.server.ts";

interface Recipient {
  id: string;
  firstName: string;
}

/** Queues the confirmation link for `email`; pass the transaction that records the account or the change. */
export async function queueVerificationMail(
  db: Database,
  services: AppServices,
  user: Recipient,
  email: string,
  reason: VerificationReason,
): Promise<void> {
  const token = createVerificationToken(services.secret, user.id, email);
  await enqueueMails(db, [
    verificationMail(email, user.firstName, verificationUrl(services.config.SITE_URL, token), reason),
  ]);
}

export async function emailStatus(db: Database, userId: string): Promise<EmailStatus> {
  const [row] = await db
    .select({ emailVerifiedAt: users.emailVerifiedAt, pendingEmail: users.pendingEmail })
    .from(users)
    .where(eq(users.id, userId));
  return { emailVerified: Boolean(row?.emailVerifiedAt), pendingEmail: row?.pendingEmail ?? null };
}

/**
 * A profile save naming an address: the same address cancels any pending change; another one is
 * only recorded as pending and sent its link, so `email` changes when the new address is confirmed.
 * Returns the pending address.
 */
export async function requestEmailChange(
  services: AppServices,
  user: Recipient & { email: string },
  newEmail: string,
): Promise<string | null> {
  const { db } = services;
  if (newEmail.toLowerCase() === user.email.toLowerCase()) {
    await db.update(users).set({ pendingEmail: null }).where(eq(users.id, user.id));
    return null;
  }
  await assertAvailable(db, { email: newEmail }, user.id);
  await verificationMailLimit(services).consume(user.id);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ pendingEmail: newEmail, updatedAt: new Date() }).where(eq(users.id, user.id));
    await queueVerificationMail(tx, services, user, newEmail, "change");
  });
  services.mailWorker.wake();
  return newEmail;
}

/** Mails the link again: to the pending address, else to the account's own while unconfirmed; null when nothing waits. */
export async function resendVerification(services: AppServices, userId: string): Promise<string | null> {
  const [user] = await services.db
    .select({
      id: users.id,
      firstName: users.firstName,
      email: users.email,
      pendingEmail: users.pendingEmail,
      emailVerifiedAt: users.emailVerifiedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  const target = user?.pendingEmail ?? (user && !user.emailVerifiedAt ? user.email : null);
  if (!user || !target) return null;
  await verificationMailLimit(services).consume(user.id);
  await queueVerificationMail(services.db, services, user, target, user.pendingEmail ? "change" : "registration");
  services.mailWorker.wake();
  return target;
}

/** The page action's and the API's resend: the message to show, or a "rate-limited" DomainError past the limit. */
export async function resendVerificationMessage(services: AppServices, userId: string): Promise<string> {
  const sentTo = await resendVerification(services, userId);
  return sentTo ? confirmationSentMessage(sentTo) : ALREADY_CONFIRMED_MESSAGE;
}

/** The same for a page action, which answers a refusal (429) as data rather than an error. */
export async function resendVerificationAnswer(
  services: AppServices,
  userId: string,
): Promise<{ status: number; message: string }> {
  try {
    return { status: 200, message: await resendVerificationMessage(services, userId) };
  } catch (error) {
    const refusal = refusalOf(error);
    if (refusal) return { status: refusal.status, message: refusal.message };
    throw error;
  }
}

export type ConfirmEmailResult = { state: "confirmed"; email: string } | { state: "expired" | "invalid" | "taken" };

/**
 * Opens a confirmation link. A link for the pending address makes it the account's address;
 * a link for the current address marks it confirmed. A link for any other address (an older
 * pending one, a tampered one) is invalid, and a link past its 48 hours is expired.
 */
export async function confirmEmail(
  services: AppServices,
  rawToken: unknown,
  now = new Date(),
): Promise<ConfirmEmailResult> {
  const token = readVerificationToken(services.secret, rawToken);
  if (!token) return { state: "invalid" };
  const [user] = await services.db
    .select({ email: users.email, pendingEmail: users.pendingEmail })
    .from(users)
    .where(eq(users.id, token.userId));
  if (!user) return { state: "invalid" };
  const forPending = user.pendingEmail !== null && token.isFor(user.pendingEmail);
  if (!forPending && !token.isFor(user.email)) return { state: "invalid" };
  if (token.expiresAt.getTime() <= now.getTime()) return { state: "expired" };
  // The account's customer takes in the customers made under the address, in the confirmation's transaction.
  if (!forPending) {
    await services.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ emailVerifiedAt: now })
        .where(and(eq(users.id, token.userId), isNull(users.emailVerifiedAt)));
      await joinCustomersOfConfirmedAddress(tx, token.userId);
    });
    return { state: "confirmed", email: user.email };
  }
  const pendingEmail = user.pendingEmail!;
  try {
    await assertAvailable(services.db, { email: pendingEmail }, token.userId);
    await services.db.transaction(async (tx) => {
      const [changed] = await rethrowConflict(
        tx
          .update(users)
          .set({ email: pendingEmail, pendingEmail: null, emailVerifiedAt: now, updatedAt: now })
          .where(and(eq(users.id, token.userId), sql`${users.pendingEmail} = ${pendingEmail}`))
          .returning({ id: users.id }),
      );
      if (changed) await joinCustomersOfConfirmedAddress(tx, token.userId);
    });
  } catch (error) {
    if (isDomainError(error, "conflict")) return { state: "taken" };
    throw error;
  }
  return { state: "confirmed", email: pendingEmail };
}

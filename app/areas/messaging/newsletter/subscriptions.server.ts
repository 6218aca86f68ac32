import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { AppServices } from "#server/services.ts";
import { customerForIntake } from "#app/areas/customers/index.server.ts";
import { enqueueMails } from "#app/areas/messaging/mail/index.server.ts";
import { newsletterSubscribers, type NewsletterSource } from "./tables.server.ts";
import { createUnsubscribeToken, readUnsubscribeToken } from "./unsubscribe-token.server.ts";
import { welcomeMail } from "./welcome-mail.server.ts";

const sameAddress = (email: string) => sql`lower(${newsletterSubscribers.email}) = lower(${email})`;

/**
 * Subscribes an address. New and returning (previously unsubscribed) subscribers
 * get the welcome mail with its unsubscribe link, in the same transaction; an
 * address already subscribed changes nothing but a missing name. Each step is
 * one statement guarded by the unique index, so concurrent calls make one row and one mail. The row belongs to the
 * signed-in caller's customer, else to the address's (features/customers); a row made before that keeps its own.
 */
export async function subscribe(
  services: AppServices,
  input: { email: string; name?: string; source: NewsletterSource },
  accountId: string | null,
): Promise<void> {
  await services.db.transaction(async (tx) => {
    const customerId = await customerForIntake(tx, { email: input.email, name: input.name }, accountId);
    await tx
      .update(newsletterSubscribers)
      .set({ customerId })
      .where(and(sameAddress(input.email), isNull(newsletterSubscribers.customerId)));
    const [created] = await tx
      .insert(newsletterSubscribers)
      .values({ email: input.email, name: input.name ?? null, source: input.source, customerId })
      .onConflictDoNothing()
      .returning({ id: newsletterSubscribers.id, email: newsletterSubscribers.email });
    const [returning] = created
      ? []
      : await tx
          .update(newsletterSubscribers)
          .set({ unsubscribedAt: null, name: sql`coalesce(${newsletterSubscribers.name}, ${input.name ?? null})` })
          .where(and(sameAddress(input.email), isNotNull(newsletterSubscribers.unsubscribedAt)))
          .returning({ id: newsletterSubscribers.id, email: newsletterSubscribers.email });
    const welcomed = created ?? returning;
    if (welcomed) {
      const token = createUnsubscribeToken(services.secret, welcomed.id);
      await enqueueMails(tx, [welcomeMail(welcomed.email, token, services.config.SITE_URL)]);
      return;
    }
    if (input.name) {
      await tx
        .update(newsletterSubscribers)
        .set({ name: input.name })
        .where(and(sameAddress(input.email), isNull(newsletterSubscribers.name)));
    }
  });
  services.mailWorker.wake();
}

export interface SubscriberStatus {
  email: string;
  unsubscribed: boolean;
}

/** The subscriber an unsubscribe link is for, or null for a forged, altered or stale link. */
export async function subscriberByToken(services: AppServices, token: unknown): Promise<SubscriberStatus | null> {
  const id = readUnsubscribeToken(services.secret, token);
  if (!id) return null;
  const [row] = await services.db
    .select({ email: newsletterSubscribers.email, unsubscribedAt: newsletterSubscribers.unsubscribedAt })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, id));
  return row ? { email: row.email, unsubscribed: row.unsubscribedAt !== null } : null;
}

/** Unsubscribes the link's subscriber; false for an invalid link. Already unsubscribed stays so, with its first date. */
export async function unsubscribeByToken(services: AppServices, token: unknown): Promise<boolean> {
  const id = readUnsubscribeToken(services.secret, token);
  if (!id) return false;
  const [row] = await services.db
    .update(newsletterSubscribers)
    .set({ unsubscribedAt: sql`coalesce(${newsletterSubscribers.unsubscribedAt}, now())` })
    .where(eq(newsletterSubscribers.id, id))
    .returning({ id: newsletterSubscribers.id });
  return Boolean(row);
}

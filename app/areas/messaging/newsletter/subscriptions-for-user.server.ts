import type { SessionUser } from "#server/http/access.ts";
import type { AppServices } from "#server/services.ts";
import { newestFirst } from "#app/lib/newest-first.server.ts";
import { DASHBOARD_LIMIT } from "#app/lib/owner-scope.server.ts";
import { ofAccountsCustomer } from "#app/areas/customers/index.server.ts";
import { newsletterSubscribers } from "./tables.server.ts";
import { createUnsubscribeToken, unsubscribeUrl } from "./unsubscribe-token.server.ts";

export interface SubscriptionSummary {
  email: string;
  createdAt: Date;
  unsubscribed: boolean;
  /** The unsubscribe page for this address (its mails' own link) while it is subscribed. */
  unsubscribePath: string | null;
}

/** The addresses of the client's customer that get the newsletter or did, newest first, for the dashboard. */
export async function listSubscriptionsForUser(
  services: AppServices,
  user: SessionUser,
): Promise<SubscriptionSummary[]> {
  const rows = await services.db
    .select({
      id: newsletterSubscribers.id,
      email: newsletterSubscribers.email,
      createdAt: newsletterSubscribers.createdAt,
      unsubscribedAt: newsletterSubscribers.unsubscribedAt,
    })
    .from(newsletterSubscribers)
    .where(ofAccountsCustomer(user, newsletterSubscribers.customerId))
    .orderBy(...newestFirst(newsletterSubscribers))
    .limit(DASHBOARD_LIMIT);
  return rows.map((row) => {
    const link = new URL(unsubscribeUrl(services.config.SITE_URL, createUnsubscribeToken(services.secret, row.id)));
    return {
      email: row.email,
      createdAt: row.createdAt,
      unsubscribed: row.unsubscribedAt !== null,
      unsubscribePath: row.unsubscribedAt === null ? `${link.pathname}${link.search}` : null,
    };
  });
}

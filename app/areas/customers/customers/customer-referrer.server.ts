import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { invalid, notFound } from "#server/domain-errors.ts";
import { CUSTOMER_NOT_FOUND, REFERRER_MESSAGE, SELF_REFERRAL } from "./customer-schemas.ts";
import { customers } from "./tables.server.ts";

/**
 * Records who referred a customer, or that nobody did (decision 0145). A referrer merged into another stands for the
 * one it was merged into; the customer itself (or one merged into it) is refused on the field, as is an unknown id.
 */
export async function setReferrer(db: Database, customerId: string, referredById: string | null) {
  let referrerId: string | null = null;
  if (referredById) {
    const [referrer] = await db
      .select({ id: sql<string>`coalesce(${customers.mergedIntoId}, ${customers.id})` })
      .from(customers)
      .where(eq(customers.id, referredById));
    if (!referrer) throw invalid(REFERRER_MESSAGE, { referredById: REFERRER_MESSAGE });
    if (referrer.id === customerId) throw invalid(SELF_REFERRAL, { referredById: SELF_REFERRAL });
    referrerId = referrer.id;
  }
  const [changed] = await db
    .update(customers)
    .set({ referredById: referrerId, updatedAt: new Date() })
    .where(and(eq(customers.id, customerId), isNull(customers.mergedIntoId)))
    .returning({ id: customers.id, referredById: customers.referredById });
  if (!changed) throw notFound(CUSTOMER_NOT_FOUND);
  return changed;
}

import { and, eq, inArray, isNull, ne, or, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { referralRewards } from "#app/areas/delivery/tables.server.ts";
import { customers } from "./tables.server.ts";

/**
 * Who referred whom, carried to the customer that stays when others become it (a staff merge, an account confirming
 * its address; decision 0145): the survivor keeps its own referrer or takes the first of theirs, customers they
 * referred are now referred by it, and their rewards name it. A referral of the survivor by one of them (the person
 * referring themselves) is dropped.
 */
export async function moveReferrals(db: Database, survivorId: string, goneIds: string[]): Promise<void> {
  if (goneIds.length === 0) return;
  const [inherited] = await db
    .select({ referredById: customers.referredById })
    .from(customers)
    .where(and(inArray(customers.id, goneIds), sql`${customers.referredById} is not null`))
    .orderBy(customers.createdAt, customers.id)
    .limit(1);
  if (inherited) {
    await db
      .update(customers)
      .set({ referredById: inherited.referredById })
      .where(and(eq(customers.id, survivorId), isNull(customers.referredById)));
  }
  await db
    .update(customers)
    .set({ referredById: survivorId })
    .where(and(inArray(customers.referredById, goneIds), ne(customers.id, survivorId)));
  await db
    .update(customers)
    .set({ referredById: null })
    .where(
      and(
        eq(customers.id, survivorId),
        or(eq(customers.referredById, survivorId), inArray(customers.referredById, goneIds)),
      ),
    );
  await db.update(referralRewards).set({ referrerId: survivorId }).where(inArray(referralRewards.referrerId, goneIds));
  await db.update(referralRewards).set({ referredId: survivorId }).where(inArray(referralRewards.referredId, goneIds));
}

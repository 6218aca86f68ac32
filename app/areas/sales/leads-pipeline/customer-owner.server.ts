import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { customers } from "#app/areas/customers/tables.server.ts";

/**
 * A lead's new assignee becomes its customer's owner when the customer has none: whoever works the person's first
 * deal looks after them. An owner staff chose is never replaced. Call it in the assignment's transaction.
 */
export async function giveUnownedCustomerTo(db: Database, customerId: string | null, ownerId: string): Promise<void> {
  if (!customerId) return;
  await db
    .update(customers)
    .set({ ownerId, updatedAt: new Date() })
    .where(and(eq(customers.id, customerId), isNull(customers.ownerId)));
}

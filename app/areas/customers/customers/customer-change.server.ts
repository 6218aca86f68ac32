import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { invalid, notFound } from "#server/domain-errors.ts";
import { rolesHolding } from "#app/lib/permissions.ts";
import { users } from "#app/areas/identity/tables.server.ts";
import { CUSTOMER_NOT_FOUND } from "./customer-schemas.ts";
import type { CustomerChange } from "./customer-schemas.ts";
import { customers } from "./tables.server.ts";

export const OWNER_MESSAGE = "Choose an active staff member who works with customers";

/** Refuses an owner who is not an enabled staff member able to read customers. */
async function assertOwner(db: Database, ownerId: string) {
  const [owner] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(eq(users.id, ownerId), inArray(users.userType, rolesHolding("read:customer:own")), eq(users.disabled, false)),
    );
  if (!owner) throw invalid(OWNER_MESSAGE, { ownerId: OWNER_MESSAGE });
}

/**
 * Staff's change of what they keep about a customer (owner, town, utility, property type, tags): the fields given
 * change, the rest stay. A customer merged into another is not found. The office's work: it reaches every customer.
 */
export async function changeCustomer(db: Database, customerId: string, change: CustomerChange) {
  if (change.ownerId) await assertOwner(db, change.ownerId);
  const [changed] = await db
    .update(customers)
    .set({ ...change, updatedAt: new Date() })
    .where(and(eq(customers.id, customerId), isNull(customers.mergedIntoId)))
    .returning({ id: customers.id, name: customers.name, email: customers.email });
  if (!changed) throw notFound(CUSTOMER_NOT_FOUND);
  return changed;
}

import { eq, inArray } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { conflict, invalid, notFound } from "#server/domain-errors.ts";
import { users } from "#app/areas/identity/tables.server.ts";
import { withAddress } from "./contact-keys.ts";
import { MAX_TAGS, uniqueTags } from "./customer-tags.ts";
import { customerIdTables } from "./person-tables.server.ts";
import { moveReferrals } from "./referral-links.server.ts";
import { customers, type CustomerRow } from "./tables.server.ts";
import { CUSTOMER_NOT_FOUND } from "./customer-schemas.ts";

export const SELF_MERGE = "A customer cannot be merged into itself";
export const BOTH_HAVE_ACCOUNTS =
  "Both customers have an account: an account is one person's sign-in, so two cannot become one customer. Merge after one of the accounts is closed.";
export const ALREADY_MERGED = "One of these customers was already merged into another customer";

/** Locks a customer's row until the transaction ends. */
async function lockCustomer(db: Database, id: string): Promise<CustomerRow> {
  const [row] = await db.select().from(customers).where(eq(customers.id, id)).for("update");
  if (!row) throw notFound(CUSTOMER_NOT_FOUND);
  return row;
}

/** What the survivor lacks, taken from the merged customer; what the survivor has stays. */
function filledFrom(survivor: CustomerRow, merged: CustomerRow) {
  const addresses = merged.addresses.reduce(withAddress, survivor.addresses);
  return {
    name: survivor.name ?? merged.name,
    phone: survivor.phone ?? merged.phone,
    phoneDigits: survivor.phoneDigits ?? merged.phoneDigits,
    companyName: survivor.companyName ?? merged.companyName,
    town: survivor.town ?? merged.town,
    utility: survivor.utility ?? merged.utility,
    propertyType: survivor.propertyType ?? merged.propertyType,
    ownerId: survivor.ownerId ?? merged.ownerId,
    addresses,
    // The survivor's tags first; past the limit the merged customer's last ones are left out.
    tags: uniqueTags([...survivor.tags, ...merged.tags]).slice(0, MAX_TAGS),
    updatedAt: new Date(),
  };
}

/**
 * Merges two customers who are one person: every record of the merged one (its account, leads, appointments,
 * orders, subscriptions, the mails sent to it, staff's activities and tasks on it: `customerIdTables`; who
 * referred it and whom it referred) moves to the survivor, which keeps its own facts and takes what it
 * lacks, and the merged row stays, pointing at the survivor. The records' own contact fields are their snapshots and
 * are not touched. Both rows are locked in id order, so two merges of one pair (either way round) queue and leave one
 * customer; merging a pair again answers the customer that stayed.
 */
export async function mergeCustomers(db: Database, survivorId: string, mergedId: string): Promise<{ id: string }> {
  if (survivorId === mergedId) throw invalid(SELF_MERGE, { mergedId: SELF_MERGE });
  return db.transaction(async (tx) => {
    const [first, second] = [survivorId, mergedId].sort();
    const locked = new Map<string, CustomerRow>();
    for (const id of [first!, second!]) locked.set(id, await lockCustomer(tx, id));
    const survivor = locked.get(survivorId)!;
    const merged = locked.get(mergedId)!;
    if (merged.mergedIntoId === survivor.id) return { id: survivor.id };
    if (survivor.mergedIntoId === merged.id) return { id: merged.id };
    if (survivor.mergedIntoId || merged.mergedIntoId) throw conflict(ALREADY_MERGED);
    const accounts = await tx
      .select({ customerId: users.customerId })
      .from(users)
      .where(inArray(users.customerId, [survivor.id, merged.id]));
    if (accounts.length > 1) throw conflict(BOTH_HAVE_ACCOUNTS);

    for (const table of customerIdTables) {
      await tx.update(table).set({ customerId: survivor.id }).where(eq(table.customerId, merged.id));
    }
    await tx.update(customers).set(filledFrom(survivor, merged)).where(eq(customers.id, survivor.id));
    await moveReferrals(tx, survivor.id, [merged.id]);
    await tx
      .update(customers)
      .set({ mergedIntoId: survivor.id, updatedAt: new Date() })
      .where(eq(customers.id, merged.id));
    // Customers merged earlier into the merged one now point where their records are.
    await tx.update(customers).set({ mergedIntoId: survivor.id }).where(eq(customers.mergedIntoId, merged.id));
    return { id: survivor.id };
  });
}

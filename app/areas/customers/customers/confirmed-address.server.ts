import { and, eq, inArray, isNull, ne } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { users } from "#app/areas/identity/tables.server.ts";
import { normalizeEmail } from "./contact-keys.ts";
import { customerOfAccount, learnAbout, lockAddress, withoutAccount } from "./customer-intake.server.ts";
import { personTables } from "./person-tables.server.ts";
import { moveReferrals } from "./referral-links.server.ts";
import { customers } from "./tables.server.ts";

/**
 * The account has just proved its address (its confirmation link, an invitation or reset link opened from that
 * inbox, staff making it an administrator): the customer takes the account's address, and the customers made
 * under that address without an account (guest orders, bookings, forms, sign-ups) join it, their records moved
 * and their rows removed. Call it in the transaction that records the confirmation (decision 0090's rule, now
 * written rather than matched when read).
 */
export async function joinCustomersOfConfirmedAddress(db: Database, userId: string): Promise<void> {
  const [account] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  const email = normalizeEmail(account!.email);
  // The address first, then the account's row: the order an intake from that address takes them in.
  await lockAddress(db, email);
  const customerId = await customerOfAccount(db, userId);
  await db
    .update(customers)
    .set({ email: account!.email, emailNormalized: email, updatedAt: new Date() })
    .where(eq(customers.id, customerId));
  const guests = await db
    .select()
    .from(customers)
    .where(
      and(
        eq(customers.emailNormalized, email),
        ne(customers.id, customerId),
        withoutAccount(customers.id),
        isNull(customers.mergedIntoId),
      ),
    );
  if (guests.length === 0) return;
  const guestIds = guests.map((guest) => guest.id);
  for (const table of personTables) {
    await db.update(table).set({ customerId }).where(inArray(table.customerId, guestIds));
  }
  for (const guest of guests) {
    await learnAbout(db, customerId, guest);
    for (const address of guest.addresses) await learnAbout(db, customerId, { address });
  }
  await moveReferrals(db, customerId, guestIds);
  // Customers staff merged into a guest now point at the account's customer, which holds their records.
  await db.update(customers).set({ mergedIntoId: customerId }).where(inArray(customers.mergedIntoId, guestIds));
  await db.delete(customers).where(inArray(customers.id, guestIds));
}

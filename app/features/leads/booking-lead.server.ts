import { and, eq, notInArray, sql } from "drizzle-orm";
import type { Database } from "../../../server/db/client.ts";
import { newReference } from "./reference.server.ts";
import { leads } from "./tables.server.ts";
import { newestFirst } from "../../lib/newest-first.server.ts";

export interface BookingContact {
  customerName: string;
  email: string;
  phone: string;
  address: string | null;
  notes: string | null;
  userId: string | null;
}

/**
 * The lead an appointment belongs to: the newest open lead (not won, lost or spam) with the same e-mail, so staff
 * see the booking where they already work with the customer; otherwise a new lead with source `booking`.
 * Call inside the booking's transaction; a reference collision surfaces as `leads_reference_idx`.
 */
export async function leadForBooking(tx: Database, contact: BookingContact): Promise<{ id: string }> {
  const [open] = await tx
    .select({ id: leads.id })
    .from(leads)
    .where(
      and(
        eq(sql`lower(${leads.email})`, contact.email.toLowerCase()),
        notInArray(leads.status, ["won", "lost"]),
        eq(leads.isSpam, false),
      ),
    )
    .orderBy(...newestFirst(leads))
    .limit(1);
  if (open) return open;
  const [created] = await tx
    .insert(leads)
    .values({
      source: "booking",
      reference: newReference(),
      customerName: contact.customerName,
      email: contact.email,
      phone: contact.phone,
      address: contact.address,
      additionalNotes: contact.notes,
      userId: contact.userId,
    })
    .returning({ id: leads.id });
  return created!;
}

import { and, eq, notInArray, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import type { LeadService } from "#app/content/services.ts";
import { sqlInList } from "#app/lib/sql-in-list.server.ts";
import { newReference } from "./reference.server.ts";
import { leads } from "./tables.server.ts";
import { newestFirst } from "#app/lib/newest-first.server.ts";

export interface BookingContact {
  customerName: string;
  email: string;
  phone: string;
  address: string | null;
  notes: string | null;
  userId: string | null;
  /** The booking's customer (features/customers). */
  customerId: string;
}

/** What the booked appointment says about the lead: its service, and whether a visit to the site is now on the calendar. */
export interface BookedVisit {
  service: LeadService;
  onSite: boolean;
}

/** The statuses a booked site visit moves on: a lead further along (a proposal sent) keeps its status. */
const BEFORE_SITE_VISIT = ["new", "contacted"];

/**
 * The lead an appointment belongs to: the customer's newest open lead (not won, lost or spam), so staff
 * see the booking where they already work with the customer; otherwise a new lead with source `booking`. Either way
 * the lead says what was booked: its service (when it had none) and, for a visit to the site, "Site visit scheduled".
 * Call inside the booking's transaction; a reference collision surfaces as `leads_reference_idx`.
 */
export async function leadForBooking(
  tx: Database,
  contact: BookingContact,
  visit: BookedVisit,
): Promise<{ id: string }> {
  const [open] = await tx
    .select({ id: leads.id })
    .from(leads)
    .where(
      and(eq(leads.customerId, contact.customerId), notInArray(leads.status, ["won", "lost"]), eq(leads.isSpam, false)),
    )
    .orderBy(...newestFirst(leads))
    .limit(1);
  if (open) {
    await tx
      .update(leads)
      .set({
        serviceNeeded: sql`coalesce(${leads.serviceNeeded}, ${visit.service})`,
        ...(visit.onSite
          ? {
              status: sql`case when ${leads.status} in (${sqlInList(BEFORE_SITE_VISIT)}) then 'site_visit_scheduled' else ${leads.status} end`,
            }
          : {}),
      })
      .where(eq(leads.id, open.id));
    return open;
  }
  const [created] = await tx
    .insert(leads)
    .values({
      source: "booking",
      status: visit.onSite ? "site_visit_scheduled" : "new",
      serviceNeeded: visit.service,
      reference: newReference(),
      customerName: contact.customerName,
      email: contact.email,
      phone: contact.phone,
      address: contact.address,
      additionalNotes: contact.notes,
      userId: contact.userId,
      customerId: contact.customerId,
    })
    .returning({ id: leads.id });
  return created!;
}

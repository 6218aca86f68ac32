import { randomBytes } from "node:crypto";
import type { Database } from "#server/db/client.ts";
import { leads, type NewLeadRow } from "#app/areas/sales/tables.server.ts";

/** A consultation request written straight to the database, with a unique reference; fields as given. */
export async function insertLead(db: Database, fields: Partial<NewLeadRow> = {}) {
  const [lead] = await db
    .insert(leads)
    .values({
      reference: `SR-${randomBytes(3).toString("hex").toUpperCase()}`,
      source: "consultation_modal",
      customerName: "Dana Whitfield",
      email: "dana@example.com",
      phone: "(530) 555-0101",
      address: "1 Main St, Redding, CA 96001",
      propertyType: "Residential",
      serviceNeeded: "New Solar Installation",
      ...fields,
    })
    .returning();
  return lead!;
}

import { randomUUID } from "node:crypto";
import { createCustomer } from "#app/areas/customers/index.server.ts";
import { serviceTickets, sites, ticketEvents } from "#app/areas/delivery/tables.server.ts";
import type { Database } from "#server/db/client.ts";

/**
 * A customer with a site and a new service ticket on it, written through the schema (the tickets' own API is another
 * feature's); the ticket's history starts with its "new" status, as an opened ticket's does.
 */
export async function insertTestTicket(
  db: Database,
  options: { type?: (typeof serviceTickets.$inferInsert)["type"]; technicianId?: string } = {},
): Promise<{ ticketId: string; reference: string; siteId: string; customerId: string }> {
  const customerId = await createCustomer(db, {
    name: "Ticket Customer",
    email: `ticket-${randomUUID().slice(0, 8)}@example.com`,
  });
  const [site] = await db
    .insert(sites)
    .values({ customerId, line1: "1450 Placer St", city: "Redding", postalCode: "96001", accessNotes: "Gate 4411" })
    .returning({ id: sites.id });
  const reference = `ST-${randomUUID().slice(0, 6).toUpperCase()}`;
  const [ticket] = await db
    .insert(serviceTickets)
    .values({
      reference,
      customerId,
      siteId: site!.id,
      type: options.type ?? "repair",
      priority: "normal",
      description: "Inverter shows a ground fault",
      origin: "staff",
      technicianId: options.technicianId ?? null,
    })
    .returning({ id: serviceTickets.id });
  await db.insert(ticketEvents).values({ ticketId: ticket!.id, kind: "status", status: "new", actorKind: "staff" });
  return { ticketId: ticket!.id, reference, siteId: site!.id, customerId };
}

import { randomBytes, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { serviceTargets, type TicketPriority, type TicketType } from "#app/content/service-targets.ts";
import { createCustomer } from "#app/areas/customers/index.server.ts";
import { users } from "#app/areas/identity/tables.server.ts";
import { appendTicketEvents } from "#app/areas/delivery/index.server.ts";
import { serviceTickets, sites } from "#app/areas/delivery/tables.server.ts";
import type { TestApp } from "./test-app.ts";
import type { TestUser } from "./users.ts";

/** The customer a client account belongs to (every client account has one). */
export async function customerOfAccount(testApp: TestApp, user: Pick<TestUser, "id">): Promise<string> {
  const [row] = await testApp.services.db
    .select({ customerId: users.customerId })
    .from(users)
    .where(eq(users.id, user.id));
  return row!.customerId!;
}

/** A site of the customer's, written straight to the database. */
export async function insertSite(testApp: TestApp, customerId: string, line1 = "1450 Placer St") {
  const [site] = await testApp.services.db
    .insert(sites)
    .values({ customerId, line1, city: "Redding", postalCode: "96001", accessNotes: "Gate code 4411" })
    .returning({ id: sites.id });
  return site!.id;
}

/**
 * A ticket at the site, opened at `openedAt` at its type's default priority unless given (its SLA columns stored by
 * the one way a ticket changes, as the intake does), written straight to the database.
 */
export async function insertTicket(
  testApp: TestApp,
  ticket: {
    customerId: string;
    siteId: string;
    type?: TicketType;
    priority?: TicketPriority;
    technicianId?: string | null;
    openedAt?: Date;
  },
) {
  const { db } = testApp.services;
  const openedAt = ticket.openedAt ?? new Date();
  const type = ticket.type ?? "repair";
  const [row] = await db
    .insert(serviceTickets)
    .values({
      reference: `ST-${randomBytes(3).toString("hex").toUpperCase()}`,
      customerId: ticket.customerId,
      siteId: ticket.siteId,
      type,
      priority: ticket.priority ?? serviceTargets[type].defaultPriority,
      description: "The inverter shows a red light",
      origin: "staff",
      technicianId: ticket.technicianId ?? null,
      createdAt: openedAt,
      updatedAt: openedAt,
    })
    .returning({ id: serviceTickets.id, reference: serviceTickets.reference });
  await db.transaction((tx) =>
    appendTicketEvents(tx, row!.id, [{ kind: "status", status: "new", actorKind: "staff" }], {
      services: testApp.services,
      now: openedAt,
    }),
  );
  return row!;
}

/** A new customer with a site and a new ticket on it, for tests that need any ticket (the field work's). */
export async function insertTestTicket(
  testApp: TestApp,
  options: { type?: TicketType; technicianId?: string } = {},
): Promise<{ ticketId: string; reference: string; siteId: string; customerId: string }> {
  const customerId = await createCustomer(testApp.services.db, {
    name: "Ticket Customer",
    email: `ticket-${randomUUID().slice(0, 8)}@example.com`,
  });
  const siteId = await insertSite(testApp, customerId);
  const ticket = await insertTicket(testApp, { customerId, siteId, ...options });
  return { ticketId: ticket.id, reference: ticket.reference, siteId, customerId };
}

import { and, eq, sql, type SQL } from "drizzle-orm";
import type { SessionUser } from "#server/http/access.ts";
import { notFound } from "#server/domain-errors.ts";
import type { Database } from "#server/db/client.ts";
import { accessTo, isStaffRole, permissionsOf, type RolePolicy } from "#app/lib/permissions.ts";
import { recordId } from "#app/lib/record-id.server.ts";
import { ofAccountsCustomer } from "#app/areas/customers/index.server.ts";
import { serviceTickets } from "./tables.server.ts";

export const TICKET_NOT_FOUND = "Ticket not found";
export const PHOTO_NOT_FOUND = "Photo not found";

export const ticketIdOf = (value: unknown) => recordId(value, TICKET_NOT_FOUND);
export const photoIdOf = (value: unknown) => recordId(value, PHOTO_NOT_FOUND);
export const ticketNotFound = () => notFound(TICKET_NOT_FOUND);

/**
 * The tickets a user reads (`read`) or changes (`write`), as a condition on `service_tickets`: every one for the
 * office and admins; a technician's, those assigned to them; a client's, their own customer's; none for anyone else
 * (a sales rep). Every ticket query and write takes it, so a ticket outside it answers 404 like a missing one.
 */
export function ticketScope(user: SessionUser, policy: RolePolicy, action: "read" | "write" = "read"): SQL | undefined {
  // A client reads and adds to (photos) their own customer's tickets; which writes they may make at all is the
  // routes' access (staff's writes need a ticket permission, which clients never hold).
  if (!isStaffRole(user.userType)) return ofAccountsCustomer(user, serviceTickets.customerId);
  const reach = accessTo(permissionsOf(user.userType, policy), action, "ticket");
  if (reach === "any") return undefined;
  if (reach === "assigned") return eq(serviceTickets.technicianId, user.id);
  return sql`false`;
}

/** The ticket if the user may change it, in the write's transaction; another's answers 404 like a missing one. */
export async function ticketToChange(db: Database, user: SessionUser, policy: RolePolicy, ticketId: string) {
  const [ticket] = await db
    .select({ id: serviceTickets.id, reference: serviceTickets.reference })
    .from(serviceTickets)
    .where(and(eq(serviceTickets.id, ticketId), ticketScope(user, policy, "write")));
  if (!ticket) throw ticketNotFound();
  return ticket;
}

import { eq, sql, type SQL } from "drizzle-orm";
import type { SessionUser } from "#server/http/access.ts";
import { notFound } from "#server/domain-errors.ts";
import { accessTo, permissionsOf, type RolePolicy } from "#app/lib/permissions.ts";
import { recordId } from "#app/lib/record-id.server.ts";
import { serviceTickets } from "#app/areas/delivery/service-tickets/tables.server.ts";

export const TICKET_NOT_FOUND = "Ticket not found";
export const CLAIM_NOT_FOUND = "Claim not found";

/**
 * The tickets whose claims a staff member reads, as a condition on `service_tickets`: every one for the office and
 * admins (`read:ticket:any`), a technician's assigned ones (`read:ticket:assigned`), none for anyone else; so
 * another's ticket answers 404 like a missing one.
 */
export function claimTicketScope(user: SessionUser, policy: RolePolicy): SQL | undefined {
  const reach = accessTo(permissionsOf(user.userType, policy), "read", "ticket");
  if (reach === "any") return undefined;
  if (reach === "assigned") return eq(serviceTickets.technicianId, user.id);
  return sql`false`;
}

export const ticketIdOf = (value: unknown) => recordId(value, TICKET_NOT_FOUND);
export const ticketNotFound = () => notFound(TICKET_NOT_FOUND);
export const claimNotFound = () => notFound(CLAIM_NOT_FOUND);

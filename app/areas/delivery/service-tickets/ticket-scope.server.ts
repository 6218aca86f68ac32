import { eq, sql, type SQL } from "drizzle-orm";
import type { SessionUser } from "#server/http/access.ts";
import { notFound } from "#server/domain-errors.ts";
import { accessTo, isStaffRole, permissionsOf, type Action, type RolePolicy } from "#app/lib/permissions.ts";
import { recordId } from "#app/lib/record-id.server.ts";
import { ofAccountsCustomer } from "#app/areas/customers/index.server.ts";
import { serviceTickets } from "./tables.server.ts";

export const TICKET_NOT_FOUND = "Ticket not found";
export const PHOTO_NOT_FOUND = "Photo not found";

/**
 * The tickets a user reads or writes, as a condition on `service_tickets` (decision 0159): a client's, their own
 * customer's; a technician's, those assigned to them; the office's and admins', any; nobody else's. Every ticket
 * query takes it, so a ticket outside it answers 404 like a missing one.
 */
export function ticketScope(
  user: SessionUser,
  policy: RolePolicy,
  action: Extract<Action, "read" | "write">,
): SQL | undefined {
  if (!isStaffRole(user.userType)) return ofAccountsCustomer(user, serviceTickets.customerId);
  const reach = accessTo(permissionsOf(user.userType, policy), action, "ticket");
  if (reach === "any") return undefined;
  if (reach === "assigned") return eq(serviceTickets.technicianId, user.id);
  return sql`false`;
}

export const ticketIdOf = (value: unknown) => recordId(value, TICKET_NOT_FOUND);
export const photoIdOf = (value: unknown) => recordId(value, PHOTO_NOT_FOUND);
export const ticketNotFound = () => notFound(TICKET_NOT_FOUND);

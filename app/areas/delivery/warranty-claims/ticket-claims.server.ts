import { and, asc, eq } from "drizzle-orm";
import type { SessionUser } from "#server/http/access.ts";
import { permissionsOfUser } from "#server/http/access.ts";
import { rolePolicy } from "#server/settings.ts";
import { can } from "#app/lib/permissions.ts";
import type { ListServices } from "#app/lib/staff-list.server.ts";
import { equipmentItems, installedSystems } from "#app/areas/delivery/installed-systems/tables.server.ts";
import { serviceTickets } from "#app/areas/delivery/service-tickets/tables.server.ts";
import { claimsOfTicket } from "./claims.server.ts";
import { ticketNotFound, ticketScope } from "#app/areas/delivery/service-tickets/index.server.ts";

/**
 * A ticket's warranty claims as the reader may see them (GET /api/service/tickets/:id/claims, the ticket page's
 * claims section): the ticket through the reader's reach first (another's answers 404), the amounts only for a role
 * with `read:money:any`; for those who record claims, the equipment at the ticket's site to choose from.
 */
export async function ticketClaims(services: ListServices, user: SessionUser, ticketId: string) {
  const policy = await rolePolicy(services);
  const [ticket] = await services.db
    .select({ id: serviceTickets.id, siteId: serviceTickets.siteId })
    .from(serviceTickets)
    .where(and(eq(serviceTickets.id, ticketId), ticketScope(user, policy)));
  if (!ticket) throw ticketNotFound();
  const held = permissionsOfUser(user, policy);
  const withAmounts = can(held, "read:money:any");
  const records = can(held, "write:ticket:any");
  const equipment = records
    ? await services.db
        .select({
          id: equipmentItems.id,
          category: equipmentItems.category,
          make: equipmentItems.make,
          model: equipmentItems.model,
          serial: equipmentItems.serial,
        })
        .from(equipmentItems)
        .innerJoin(installedSystems, eq(installedSystems.id, equipmentItems.systemId))
        .where(eq(installedSystems.siteId, ticket.siteId))
        .orderBy(asc(equipmentItems.make), asc(equipmentItems.model), asc(equipmentItems.id))
    : [];
  return {
    ticketId: ticket.id,
    claims: await claimsOfTicket(services.db, ticket.id, withAmounts),
    withAmounts,
    records,
    equipment,
  };
}
export type TicketClaims = Awaited<ReturnType<typeof ticketClaims>>;
export type TicketClaim = TicketClaims["claims"][number];

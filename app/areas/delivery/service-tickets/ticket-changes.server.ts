import { and, eq, inArray } from "drizzle-orm";
import { invalid } from "#server/domain-errors.ts";
import { rolePolicy } from "#server/settings.ts";
import { fullName } from "#app/lib/full-name.server.ts";
import { rolesHolding } from "#app/lib/permissions.ts";
import type { WriteContext } from "#app/lib/write.server.ts";
import { users } from "#app/areas/identity/tables.server.ts";
import { appendTicketEvents, type NewTicketEvent } from "./ticket-events.server.ts";
import {
  TECHNICIAN_MESSAGE,
  type TicketAssignmentInput,
  type TicketContactInput,
  type TicketStatusInput,
} from "./ticket-schemas.ts";
import { ticketToChange } from "./ticket-scope.server.ts";
import { serviceTickets } from "./tables.server.ts";

/** A staff member's change to a ticket they may change (another's answers 404), through the one way a ticket changes. */
async function staffChange(
  { services, user }: Pick<WriteContext, "services" | "user">,
  id: string,
  event: Omit<NewTicketEvent, "actorKind">,
) {
  const { id: ticketId } = await ticketToChange(services.db, user, await rolePolicy(services), id);
  return appendTicketEvents(services.db, ticketId, [{ ...event, actorKind: "staff", actorId: user.id }], { services });
}

/** Staff move a ticket along its flow, with a note if they like; a move the flow refuses is a 409 naming `status`. */
export async function changeTicketStatus(context: WriteContext, id: string, input: TicketStatusInput) {
  const ticket = await staffChange(context, id, { kind: "status", status: input.status, note: input.note ?? null });
  return { id: ticket.id, status: ticket.status };
}

/** Staff log a call or message to the customer: the first one answers the ticket's response target. */
export async function logTicketContact(context: WriteContext, id: string, input: TicketContactInput) {
  const ticket = await staffChange(context, id, { kind: "contact", note: input.note });
  return { id: ticket.id, respondedAt: ticket.respondedAt };
}

/**
 * The named account if it may be given a ticket or a visit: enabled staff whose role works assigned tickets; else a
 * 400 naming `technicianId` with `message`.
 */
export async function assigneeOf(db: WriteContext["services"]["db"], userId: string, message = TECHNICIAN_MESSAGE) {
  const [technician] = await db
    .select({ id: users.id, name: fullName(users) })
    .from(users)
    .where(
      and(
        eq(users.id, userId),
        inArray(users.userType, rolesHolding("write:ticket:assigned")),
        eq(users.disabled, false),
      ),
    );
  if (!technician) throw invalid(message, { technicianId: message });
  return technician;
}

/**
 * The office gives a ticket to a technician, or to nobody: the technician then reads and works it. The history
 * records who was given it, by name as it was then.
 */
export async function assignTicket(context: WriteContext, id: string, { technicianId }: TicketAssignmentInput) {
  const { db } = context.services;
  const technician = technicianId ? await assigneeOf(db, technicianId) : null;
  const note = technician ? `Assigned to ${technician.name}` : "No one is assigned";
  await staffChange(context, id, { kind: "assignment", note });
  await db
    .update(serviceTickets)
    .set({ technicianId: technician?.id ?? null })
    .where(eq(serviceTickets.id, id));
  return { id, technicianId: technician?.id ?? null, technicianName: technician?.name ?? null };
}

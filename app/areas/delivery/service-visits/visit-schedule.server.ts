import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { conflict, invalid } from "#server/domain-errors.ts";
import type { SessionUser } from "#server/http/access.ts";
import type { AppServices } from "#server/services.ts";
import { company } from "#app/content/company.ts";
import { visitPlans } from "#app/content/visit-plans.ts";
import { bookingRules, claimUnits } from "#app/areas/delivery/booking/index.server.ts";
import {
  appendTicketEvents,
  assigneeOf,
  ticketNotFound,
  type NewTicketEvent,
} from "#app/areas/delivery/service-tickets/index.server.ts";
import { serviceTickets, type ServiceTicketRow } from "#app/areas/delivery/service-tickets/tables.server.ts";
import { claimVisitTime, releaseVisitTime } from "./visit-claims.server.ts";
import { visitCancelled } from "./visit-hooks.server.ts";
import type { CancelVisitInput, RescheduleVisitInput, ScheduleVisitInput } from "./visit-schemas.ts";
import { START_MESSAGE, TECHNICIAN_MESSAGE } from "./visit-schemas.ts";
import { visitNotFound } from "./visit-scope.server.ts";
import { serviceVisits, type ServiceVisitRow } from "./tables.server.ts";

const MINUTE = 60_000;
export const OFF_GRID_MESSAGE = "Please start the visit on a 5-minute mark, e.g. 9:00 or 9:05";
export const PAST_MESSAGE = "Please choose a time that has not passed";
export const NOT_SCHEDULED = "Only a scheduled visit can be moved or cancelled";

/** A visit of this ticket type starting at `start`: its end (the type's duration) and the time it holds (plus travel). */
export function visitTimes(type: ServiceTicketRow["type"], start: Date) {
  const plan = visitPlans[type];
  const endsAt = new Date(start.getTime() + plan.durationMinutes * MINUTE);
  return { startsAt: start, endsAt, heldUntil: new Date(endsAt.getTime() + plan.bufferAfterMinutes * MINUTE) };
}

/** The start as the calendar takes it: on the claim grid (5 minutes) and not in the past; else a 400 on `startsAt`. */
function checkedStart(startsAt: string, now: Date): Date {
  const start = new Date(startsAt);
  if (Number.isNaN(start.getTime())) throw invalid(START_MESSAGE, { startsAt: START_MESSAGE });
  const [unit] = claimUnits({ start, end: new Date(start.getTime() + 1) });
  if (unit!.getTime() !== start.getTime()) throw invalid(OFF_GRID_MESSAGE, { startsAt: OFF_GRID_MESSAGE });
  if (start < now) throw invalid(PAST_MESSAGE, { startsAt: PAST_MESSAGE });
  return start;
}

const when = (start: Date) =>
  new Intl.DateTimeFormat("en-US", { timeZone: company.timeZone, dateStyle: "medium", timeStyle: "short" }).format(
    start,
  );

/** The ticket moves to "scheduled" unless work on it has begun (a second visit of a ticket in progress). */
const scheduledStatus = (status: ServiceTicketRow["status"]): NewTicketEvent[] =>
  status === "scheduled" || status === "in_progress"
    ? []
    : [{ kind: "status", status: "scheduled", actorKind: "staff" }];

/**
 * Schedules a visit on a ticket (office): claims a crew and the technician for the ticket type's duration plus
 * travel (409 naming the field when either is taken), puts a `visit` entry on the ticket's history, moves it to
 * "scheduled" and assigns the technician if it has none, in one transaction. `user` null: the ticket's customer
 * booked it through a signed link (decision 0201), with no account; the history says the customer did.
 */
export async function scheduleVisit(
  services: AppServices,
  user: SessionUser | null,
  ticketId: string,
  input: ScheduleVisitInput,
  now = new Date(),
): Promise<ServiceVisitRow> {
  const start = checkedStart(input.startsAt, now);
  const db = services.db;
  const [ticket] = await db.select().from(serviceTickets).where(eq(serviceTickets.id, ticketId)).for("update");
  if (!ticket) throw ticketNotFound();
  if (ticket.status === "closed") throw conflict("A closed ticket gets no visits: reopen it first");
  const technician = await assigneeOf(db, input.technicianId, TECHNICIAN_MESSAGE);
  const id = randomUUID();
  const times = visitTimes(ticket.type, start);
  // The row first, so its claims can name it; its crew is set once claimed.
  await db
    .insert(serviceVisits)
    .values({ id, ticketId, technicianId: technician.id, crew: 1, ...times, scheduledBy: user?.id ?? null });
  const crew = await claimVisitTime(
    db,
    bookingRules(services.config),
    { id, technicianId: technician.id },
    {
      start,
      end: times.heldUntil,
    },
  );
  const [visit] = await db.update(serviceVisits).set({ crew }).where(eq(serviceVisits.id, id)).returning();
  const assigned = ticket.technicianId === null;
  const by = user ? ({ actorKind: "staff", actorId: user.id } as const) : ({ actorKind: "customer" } as const);
  if (assigned) {
    await db.update(serviceTickets).set({ technicianId: technician.id }).where(eq(serviceTickets.id, ticketId));
  }
  await appendTicketEvents(
    db,
    ticketId,
    [
      {
        kind: "visit",
        ...by,
        note: `Visit scheduled for ${when(start)} with ${technician.name}`,
      },
      ...(assigned ? [{ kind: "assignment", ...by, note: `Assigned to ${technician.name}` } as const] : []),
      ...scheduledStatus(ticket.status).map((event) => ({ ...event, ...by })),
    ],
    { services, now },
  );
  return visit!;
}

/** The visit locked for this change, if it is still scheduled (a started or done visit stays where it was). */
async function lockScheduled(db: Database, visitId: string): Promise<ServiceVisitRow> {
  const [visit] = await db.select().from(serviceVisits).where(eq(serviceVisits.id, visitId)).for("update");
  if (!visit) throw visitNotFound();
  if (visit.status !== "scheduled") throw conflict(NOT_SCHEDULED);
  return visit;
}

/** Moves a scheduled visit (and to another technician, if given): frees its time, then claims the new one. */
export async function rescheduleVisit(
  services: AppServices,
  user: SessionUser,
  visitId: string,
  input: RescheduleVisitInput,
  now = new Date(),
): Promise<ServiceVisitRow> {
  const start = checkedStart(input.startsAt, now);
  const db = services.db;
  const before = await lockScheduled(db, visitId);
  const [ticket] = await db
    .select({ type: serviceTickets.type })
    .from(serviceTickets)
    .where(eq(serviceTickets.id, before.ticketId));
  const technician = await assigneeOf(db, input.technicianId ?? before.technicianId, TECHNICIAN_MESSAGE);
  const times = visitTimes(ticket!.type, start);
  await releaseVisitTime(db, visitId);
  const crew = await claimVisitTime(
    db,
    bookingRules(services.config),
    { id: visitId, technicianId: technician.id },
    {
      start,
      end: times.heldUntil,
    },
  );
  const [visit] = await db
    .update(serviceVisits)
    .set({ ...times, crew, technicianId: technician.id, updatedAt: now })
    .where(eq(serviceVisits.id, visitId))
    .returning();
  await appendTicketEvents(
    db,
    before.ticketId,
    [
      {
        kind: "visit",
        actorKind: "staff",
        actorId: user.id,
        note: `Visit moved to ${when(start)} with ${technician.name}`,
      },
    ],
    { services, now },
  );
  return visit!;
}

/**
 * Cancels a scheduled visit and frees its crew and technician; the ticket's history says so (and why, if given), and
 * the work it carried out (a maintenance plan's visit) is due again.
 */
export async function cancelVisit(
  services: AppServices,
  user: SessionUser,
  visitId: string,
  input: CancelVisitInput,
  now = new Date(),
): Promise<ServiceVisitRow> {
  const db = services.db;
  const before = await lockScheduled(db, visitId);
  await releaseVisitTime(db, visitId);
  const [visit] = await db
    .update(serviceVisits)
    .set({ status: "cancelled", cancelledAt: now, updatedAt: now })
    .where(eq(serviceVisits.id, visitId))
    .returning();
  await visitCancelled(db, visitId);
  const reason = input.reason ? `: ${input.reason}` : "";
  await appendTicketEvents(
    db,
    before.ticketId,
    [
      {
        kind: "visit",
        actorKind: "staff",
        actorId: user.id,
        note: `Visit of ${when(before.startsAt)} cancelled${reason}`,
      },
    ],
    { services, now },
  );
  return visit!;
}

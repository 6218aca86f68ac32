import { and, eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import type { AppServices } from "#server/services.ts";
import { conflict, invalid } from "#server/domain-errors.ts";
import type { SessionUser } from "#server/http/access.ts";
import { appendTicketEvents } from "#app/areas/delivery/service-tickets/index.server.ts";
import { serviceTickets } from "#app/areas/delivery/service-tickets/tables.server.ts";
import { firstTimeOf } from "./visit-action-keys.server.ts";
import { checklistsOf, visitCompleted } from "./visit-hooks.server.ts";
import type { CompleteVisitInput, VisitNoteInput } from "./visit-schemas.ts";
import { visitNotFound, visitScope } from "./visit-scope.server.ts";
import { serviceVisits, type ServiceVisitRow } from "./tables.server.ts";

export const CANCELLED_VISIT = "This visit was cancelled";
export const NOT_STARTED = "Start the visit before completing it";
export const UNKNOWN_CHECKLIST_ITEM = "This checklist item is not on this visit's checklist";

/** The visit locked for this change, within the user's reach (another technician's answers 404). */
async function lockVisit(db: Database, user: SessionUser, visitId: string): Promise<ServiceVisitRow> {
  const [visit] = await db
    .select()
    .from(serviceVisits)
    .where(and(eq(serviceVisits.id, visitId), visitScope(user, "write")))
    .for("update");
  if (!visit) throw visitNotFound();
  if (visit.status === "cancelled") throw conflict(CANCELLED_VISIT);
  return visit;
}

/**
 * The technician arrives: the visit is started (time on site counts from now) and the ticket is in progress. A
 * visit already started or completed is answered as it is, so a retried start changes nothing.
 */
export async function startVisit(
  services: AppServices,
  user: SessionUser,
  visitId: string,
  now = new Date(),
): Promise<ServiceVisitRow> {
  const db = services.db;
  const visit = await lockVisit(db, user, visitId);
  if (visit.status !== "scheduled") return visit;
  const [started] = await db
    .update(serviceVisits)
    .set({ status: "started", startedAt: now, updatedAt: now })
    .where(eq(serviceVisits.id, visitId))
    .returning();
  const [ticket] = await db
    .select({ status: serviceTickets.status })
    .from(serviceTickets)
    .where(eq(serviceTickets.id, visit.ticketId));
  await appendTicketEvents(
    db,
    visit.ticketId,
    [
      { kind: "visit", actorKind: "staff", actorId: user.id, note: "Technician on site" },
      ...(ticket!.status === "in_progress"
        ? []
        : [{ kind: "status", status: "in_progress", actorKind: "staff", actorId: user.id } as const]),
    ],
    { services, now },
  );
  return started!;
}

/**
 * The work is done: the visit is completed (time on site ends now) with its ticked checklist (the one a maintenance
 * plan's visit sets, else its ticket type's), the work it carried out is recorded (visit hooks), and the ticket is
 * resolved with the resolution notes and the customer's sign-off (the name they typed, and now). A visit already
 * completed is answered as it is: completing twice is one completion.
 */
export async function completeVisit(
  services: AppServices,
  user: SessionUser,
  visitId: string,
  input: CompleteVisitInput,
  now = new Date(),
): Promise<ServiceVisitRow> {
  const db = services.db;
  const visit = await lockVisit(db, user, visitId);
  if (visit.status === "completed") return visit;
  if (visit.status !== "started") throw conflict(NOT_STARTED);
  const [ticket] = await db
    .select({ type: serviceTickets.type, status: serviceTickets.status })
    .from(serviceTickets)
    .where(eq(serviceTickets.id, visit.ticketId));
  const checklists = await checklistsOf(db, [{ id: visit.id, type: ticket!.type }]);
  const known = new Set(checklists.get(visit.id)!.map((item) => item.id));
  const checklist = [...new Set(input.checklist ?? [])];
  if (checklist.some((item) => !known.has(item)))
    throw invalid(UNKNOWN_CHECKLIST_ITEM, { checklist: UNKNOWN_CHECKLIST_ITEM });
  const [completed] = await db
    .update(serviceVisits)
    .set({ status: "completed", completedAt: now, checklist, updatedAt: now })
    .where(eq(serviceVisits.id, visitId))
    .returning();
  await visitCompleted(db, { id: visitId, completedAt: now, checklist, resolutionNotes: input.resolutionNotes });
  await db
    .update(serviceTickets)
    .set({ resolutionNotes: input.resolutionNotes, signedOffBy: input.signedOffBy, signedOffAt: now })
    .where(eq(serviceTickets.id, visit.ticketId));
  await appendTicketEvents(
    db,
    visit.ticketId,
    [
      {
        kind: "visit",
        actorKind: "staff",
        actorId: user.id,
        note: `Visit completed, signed off by ${input.signedOffBy}: ${input.resolutionNotes}`,
      },
      ...(ticket!.status === "resolved"
        ? []
        : [{ kind: "status", status: "resolved", actorKind: "staff", actorId: user.id } as const]),
    ],
    { services, now },
  );
  return completed!;
}

/** A note from the visit on its ticket's history; once per key. */
export async function addVisitNote(
  services: AppServices,
  user: SessionUser,
  visitId: string,
  input: VisitNoteInput,
  key: string | null,
  now = new Date(),
): Promise<{ id: string; added: boolean }> {
  const db = services.db;
  const visit = await lockVisit(db, user, visitId);
  const added = await firstTimeOf(db, input.idempotencyKey ?? key, { userId: user.id, ticketId: visit.ticketId });
  if (added) {
    await appendTicketEvents(
      db,
      visit.ticketId,
      [{ kind: "note", actorKind: "staff", actorId: user.id, note: input.note }],
      { services, now },
    );
  }
  return { id: visitId, added };
}

import { eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { defineWrite, type Write } from "#app/lib/write.server.ts";
import { addVisitNote, completeVisit, startVisit } from "./field-work.server.ts";
import { takeTicketPart } from "./ticket-parts.server.ts";
import { cancelVisit, rescheduleVisit, scheduleVisit } from "./visit-schedule.server.ts";
import {
  cancelVisitSchema,
  completeVisitSchema,
  rescheduleVisitSchema,
  scheduleVisitSchema,
  startVisitSchema,
  ticketPartSchema,
  visitNoteSchema,
} from "./visit-schemas.ts";
import { VISIT_NOT_FOUND } from "./visit-scope.server.ts";
import { TICKET_NOT_FOUND } from "#app/areas/delivery/service-tickets/index.server.ts";
import { serviceVisits } from "./tables.server.ts";

/** A visit's changes belong to its ticket's history in the audit trail. */
const ticketOfVisit = async (db: Database, visitId: string) =>
  (await db.select({ ticketId: serviceVisits.ticketId }).from(serviceVisits).where(eq(serviceVisits.id, visitId)))[0]
    ?.ticketId;

/** The office's scheduling of visits in the crew calendar (issue 28 §3). */
export const visitScheduleWrites: readonly Write[] = [
  defineWrite({
    intent: "schedule-visit",
    access: "write:ticket:any",
    path: "/api/service/tickets/:id/visits",
    idField: "ticketId",
    notFound: TICKET_NOT_FOUND,
    creates: true,
    schema: scheduleVisitSchema,
    run: (context, ticketId, input) => scheduleVisit(context.services, context.user, ticketId, input),
    done: () => "Visit scheduled",
  }),
  defineWrite({
    intent: "reschedule-visit",
    access: "write:ticket:any",
    path: "/api/service/visits/:id/reschedule",
    idField: "visitId",
    notFound: VISIT_NOT_FOUND,
    schema: rescheduleVisitSchema,
    run: (context, visitId, input) => rescheduleVisit(context.services, context.user, visitId, input),
    done: () => "Visit moved",
    audit: { record: ticketOfVisit },
  }),
  defineWrite({
    intent: "cancel-visit",
    access: "write:ticket:any",
    path: "/api/service/visits/:id/cancel",
    idField: "visitId",
    notFound: VISIT_NOT_FOUND,
    schema: cancelVisitSchema,
    run: (context, visitId, input) => cancelVisit(context.services, context.user, visitId, input),
    done: () => "Visit cancelled",
    audit: { record: ticketOfVisit },
  }),
];

/**
 * The technician's actions on their day (issue 28 §4), each safe to retry with its key: starting or completing twice
 * is one start or completion, and a part or a note sent again with its key is added once.
 */
export const fieldWorkWrites: readonly Write[] = [
  defineWrite({
    intent: "start-visit",
    access: "write:ticket:assigned",
    path: "/api/service/visits/:id/start",
    idField: "visitId",
    notFound: VISIT_NOT_FOUND,
    schema: startVisitSchema,
    run: (context, visitId) => startVisit(context.services, context.user, visitId),
    done: () => "Visit started: you are on site",
    audit: { record: ticketOfVisit },
  }),
  defineWrite({
    intent: "use-part",
    access: "write:ticket:assigned",
    path: "/api/service/tickets/:id/parts",
    idField: "ticketId",
    notFound: TICKET_NOT_FOUND,
    creates: true,
    schema: ticketPartSchema,
    run: (context, ticketId, input) =>
      takeTicketPart(context.services, context.user, ticketId, input, context.idempotencyKey),
    done: (part) => `Part recorded: ${part.quantity} × ${part.sku}`,
  }),
  defineWrite({
    intent: "visit-note",
    access: "write:ticket:assigned",
    path: "/api/service/visits/:id/notes",
    idField: "visitId",
    notFound: VISIT_NOT_FOUND,
    creates: true,
    schema: visitNoteSchema,
    run: (context, visitId, input) =>
      addVisitNote(context.services, context.user, visitId, input, context.idempotencyKey),
    done: () => "Note added",
    audit: { record: ticketOfVisit },
  }),
  defineWrite({
    intent: "complete-visit",
    access: "write:ticket:assigned",
    path: "/api/service/visits/:id/complete",
    idField: "visitId",
    notFound: VISIT_NOT_FOUND,
    schema: completeVisitSchema,
    run: (context, visitId, input) => completeVisit(context.services, context.user, visitId, input),
    done: () => "Visit completed and signed off",
    audit: { record: ticketOfVisit },
  }),
];

export const visitWrites: readonly Write[] = [...visitScheduleWrites, ...fieldWorkWrites];

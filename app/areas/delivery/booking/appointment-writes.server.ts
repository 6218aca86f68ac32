import { noInput, defineWrite, recordFields } from "#app/lib/write.server.ts";
import type { z } from "#app/lib/zod.ts";
import { SLOT_TAKEN_MESSAGE } from "./slot-taken.ts";
import { conflict } from "#server/domain-errors.ts";
import { SlotTakenError } from "./book-appointment.server.ts";
import { rescheduleSchema, staffCancelSchema, technicianSchema } from "./booking-schema.ts";
import { assignTechnician } from "./appointment-technician.server.ts";
import { removeBlock, BLOCK_NOT_FOUND } from "./calendar-settings.server.ts";
import {
  APPOINTMENT_NOT_FOUND,
  cancelAppointment,
  markAppointment,
  rescheduleAppointment,
} from "./change-appointment.server.ts";
import { appointments } from "./tables.server.ts";

/** A taken time is the same 409 message staff and customers see. */
async function slotTakenAs409<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof SlotTakenError) throw conflict(SLOT_TAKEN_MESSAGE);
    throw error;
  }
}

/**
 * The appointments page's writes, each also /api/admin/appointments/:id/<write>. A technician marks the visits
 * assigned to them done or a no-show; the rest (who goes, moving, cancelling, blocked time) is the office's.
 */
export const appointmentWrites = [
  defineWrite({
    intent: "done",
    access: "write:appointment:assigned",
    path: "/api/admin/appointments/:id/done",
    idField: "appointmentId",
    notFound: APPOINTMENT_NOT_FOUND,
    schema: noInput,
    run: ({ services, user }, id) => markAppointment(services, id, "done", user),
    done: () => "Marked as done",
  }),
  defineWrite({
    intent: "no-show",
    access: "write:appointment:assigned",
    path: "/api/admin/appointments/:id/no-show",
    idField: "appointmentId",
    notFound: APPOINTMENT_NOT_FOUND,
    schema: noInput,
    run: ({ services, user }, id) => markAppointment(services, id, "no_show", user),
    done: () => "Marked as a no-show",
  }),
  defineWrite({
    intent: "assign-technician",
    access: "write:appointment:any",
    method: "patch",
    path: "/api/admin/appointments/:id/technician",
    idField: "appointmentId",
    notFound: APPOINTMENT_NOT_FOUND,
    schema: technicianSchema,
    run: ({ services }, id, { technicianId }: z.output<typeof technicianSchema>) =>
      assignTechnician(services, id, technicianId),
    done: ({ technicianName }) => (technicianName ? `Assigned to ${technicianName}` : "No one is assigned"),
    audit: { before: recordFields(appointments, appointments.id, { technicianId: appointments.technicianId }) },
  }),
  defineWrite({
    intent: "cancel",
    access: "write:appointment:any",
    path: "/api/admin/appointments/:id/cancel",
    idField: "appointmentId",
    notFound: APPOINTMENT_NOT_FOUND,
    schema: staffCancelSchema,
    run: ({ services, user: admin }, id, input: z.output<typeof staffCancelSchema>) =>
      cancelAppointment(services, id, { kind: "admin", userId: admin.id }, input.cancelReason),
    done: () => "Appointment cancelled; the customer has been e-mailed",
  }),
  defineWrite({
    intent: "reschedule",
    access: "write:appointment:any",
    path: "/api/admin/appointments/:id/reschedule",
    idField: "appointmentId",
    notFound: APPOINTMENT_NOT_FOUND,
    // The start is one of the slots the appointment panel offered (its own time left out), as the slots API gives it.
    schema: rescheduleSchema,
    run: ({ services, user: admin }, id, input: z.output<typeof rescheduleSchema>) =>
      slotTakenAs409(() =>
        rescheduleAppointment(services, id, new Date(input.start), { kind: "admin", userId: admin.id }),
      ),
    done: () => "Appointment moved; the customer has been e-mailed",
  }),
  defineWrite({
    intent: "remove-block",
    access: "write:appointment:any",
    path: "/api/admin/booking-blocks/:id/remove",
    idField: "blockId",
    notFound: BLOCK_NOT_FOUND,
    schema: noInput,
    run: ({ services }, id) => removeBlock(services.db, id),
    done: () => "Blocked time removed",
  }),
];

import { eq, sql, type SQL } from "drizzle-orm";
import type { SessionUser } from "#server/http/access.ts";
import type { Database } from "#server/db/client.ts";
import { conflict, notFound } from "#server/domain-errors.ts";
import type { AppServices } from "#server/services.ts";
import { addLeadActivity, type LeadActivityDetails } from "#app/areas/sales/index.server.ts";
import { enqueueMails } from "#app/areas/messaging/index.server.ts";
import { visibleAppointment } from "./appointment-scope.server.ts";
import { appointmentTimes, claimStart } from "./book-appointment.server.ts";
import { appointmentChangeMails } from "./booking-mails.server.ts";
import { bookingContext } from "./booking-context.server.ts";
import { releaseSlot } from "./slot-claims.server.ts";
import { appointments, type AppointmentRow } from "./tables.server.ts";

export const APPOINTMENT_NOT_FOUND = "Appointment not found";
export const NOT_CHANGEABLE = "This appointment can no longer be changed.";

/** Who asks: the customer through a manage link of one version (`sequence`), or an admin on their behalf. */
export type ChangeActor = { kind: "customer"; sequence: number } | { kind: "admin"; userId: string };

/**
 * The appointment locked for this transaction, if the actor may still change it. A staff member's `visible` scope
 * makes one outside it not found, like a missing one.
 */
async function lockChangeable(
  tx: Database,
  id: string,
  actor: ChangeActor,
  visible: SQL | undefined = eq(appointments.id, id),
): Promise<AppointmentRow> {
  const [row] = await tx.select().from(appointments).where(visible).for("update");
  if (!row) throw notFound(APPOINTMENT_NOT_FOUND);
  const stale = actor.kind === "customer" && row.sequence !== actor.sequence;
  if (row.status !== "booked" || stale) throw conflict(NOT_CHANGEABLE);
  return row;
}

const actorId = (actor: ChangeActor) => (actor.kind === "admin" ? actor.userId : null);

type AppointmentActivity = "appointment_moved" | "appointment_cancelled" | "appointment_marked";

/** Puts a change of the appointment on its lead's timeline, naming the appointment. */
function addToLeadTimeline<Kind extends AppointmentActivity>(
  tx: Database,
  appointment: Pick<AppointmentRow, "id" | "leadId" | "reference">,
  actor: string | null,
  kind: Kind,
  detail: Omit<LeadActivityDetails[Kind], "appointmentId" | "reference">,
) {
  const named = { appointmentId: appointment.id, reference: appointment.reference, ...detail };
  return addLeadActivity(tx, appointment.leadId, actor, kind, named as LeadActivityDetails[Kind]);
}

/** Moves a booked appointment to a new free start: same rules and 409 as booking; the invitation keeps its UID. */
export async function rescheduleAppointment(
  services: AppServices,
  id: string,
  start: Date,
  actor: ChangeActor,
  now = new Date(),
): Promise<{ appointment: AppointmentRow; manageUrl: string }> {
  const context = bookingContext(services);
  return services.db.transaction(async (tx) => {
    const before = await lockChangeable(tx, id, actor);
    await releaseSlot(tx, { appointmentId: id });
    const crew = await claimStart(tx, context, before, start, now);
    const [appointment] = await tx
      .update(appointments)
      .set({
        ...appointmentTimes(before.type, start),
        crew,
        sequence: sql`${appointments.sequence} + 1`,
        reminderSentAt: null,
        updatedAt: now,
      })
      .where(eq(appointments.id, id))
      .returning();
    await addToLeadTimeline(tx, before, actorId(actor), "appointment_moved", {
      from: before.startsAt.toISOString(),
      to: start.toISOString(),
    });
    const manageUrl = context.manageUrl(appointment!);
    await enqueueMails(
      tx,
      appointmentChangeMails(appointment!, { kind: "moved", manageUrl, from: before.startsAt }, context.mail),
    );
    return { appointment: appointment!, manageUrl };
  });
}

/**
 * Cancels a booked appointment, frees its time and sends the calendar's CANCEL (same UID, higher SEQUENCE). The reason
 * is kept on the appointment: a customer's (optional) for staff only; staff's (required by their form) is also told
 * to the customer in the cancellation mail.
 */
export async function cancelAppointment(
  services: AppServices,
  id: string,
  actor: ChangeActor,
  reason: string | null = null,
  now = new Date(),
): Promise<AppointmentRow> {
  const context = bookingContext(services);
  return services.db.transaction(async (tx) => {
    const before = await lockChangeable(tx, id, actor);
    await releaseSlot(tx, { appointmentId: id });
    const [appointment] = await tx
      .update(appointments)
      .set({
        status: "cancelled",
        cancelledAt: now,
        cancelReason: reason,
        sequence: sql`${appointments.sequence} + 1`,
        updatedAt: now,
      })
      .where(eq(appointments.id, id))
      .returning();
    await addToLeadTimeline(tx, before, actorId(actor), "appointment_cancelled", {
      startsAt: before.startsAt.toISOString(),
    });
    const byStaff = actor.kind === "admin" && reason ? { reason } : undefined;
    await enqueueMails(tx, appointmentChangeMails(appointment!, { kind: "cancelled", byStaff }, context.mail));
    return appointment!;
  });
}

/**
 * After the visit: staff record whether it took place, a technician only on a visit assigned to them. The time stays
 * held (it has passed).
 */
export async function markAppointment(
  services: AppServices,
  id: string,
  status: "done" | "no_show",
  staff: SessionUser,
): Promise<AppointmentRow> {
  const adminId = staff.id;
  return services.db.transaction(async (tx) => {
    await lockChangeable(tx, id, { kind: "admin", userId: adminId }, visibleAppointment(staff, id));
    const [appointment] = await tx
      .update(appointments)
      .set({ status, updatedAt: new Date() })
      .where(eq(appointments.id, id))
      .returning();
    await addToLeadTimeline(tx, appointment!, adminId, "appointment_marked", { status });
    return appointment!;
  });
}

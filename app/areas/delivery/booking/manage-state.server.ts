import { eq } from "drizzle-orm";
import { appointmentTypeBySlug } from "#app/content/appointment-types.ts";
import { notFound } from "#server/domain-errors.ts";
import type { AppServices } from "#server/services.ts";
import { isoWithOffset } from "./available-slots.server.ts";
import { appointmentLocation } from "./calendar-invite.server.ts";
import { readManageToken } from "./manage-token.server.ts";
import type { AppointmentView, ManageState } from "./manage-view.ts";
import { appointments, type AppointmentRow } from "./tables.server.ts";

export const MANAGE_LINK_NOT_FOUND = "This link is not valid or has expired.";

export function appointmentView(row: AppointmentRow, timeZone: string): AppointmentView {
  const type = appointmentTypeBySlug(row.type)!;
  return {
    reference: row.reference,
    type: row.type,
    typeName: type.name,
    start: isoWithOffset(row.startsAt, timeZone),
    end: isoWithOffset(row.endsAt, timeZone),
    location: appointmentLocation(row),
    onSite: type.location === "on_site",
    prepare: type.prepare,
  };
}

/** The appointment a manage link names, or 404 for a forged, altered or expired link. */
export async function appointmentByToken(services: AppServices, token: unknown, now = new Date()) {
  const claims = readManageToken(services.secret, token, now);
  if (!claims) throw notFound(MANAGE_LINK_NOT_FOUND);
  const [row] = await services.db.select().from(appointments).where(eq(appointments.id, claims.appointmentId));
  if (!row) throw notFound(MANAGE_LINK_NOT_FOUND);
  return { row, claims };
}

/**
 * What a manage link shows: the appointment to change while the link is for its current version; otherwise what
 * became of it (cancelled, moved to another time, or past), never the old appointment as if it still stood.
 */
export async function manageState(services: AppServices, token: unknown, timeZone: string): Promise<ManageState> {
  const { row, claims } = await appointmentByToken(services, token);
  const appointment = appointmentView(row, timeZone);
  if (row.status === "cancelled") return { state: "cancelled", appointment };
  if (row.status !== "booked") return { state: "past", appointment };
  if (row.sequence !== claims.sequence) return { state: "moved", appointment };
  return { state: "current", appointment };
}

import { and, eq, type SQL } from "drizzle-orm";
import type { SessionUser } from "#server/http/access.ts";
import { ownedBy, type StaffView } from "#app/lib/owner-scope.server.ts";
import { appointments } from "./tables.server.ts";

/** The back office's view of appointments: every one for the office, a technician's the visits assigned to them. */
const appointmentStaffView: StaffView = { entity: "appointment", assignee: appointments.technicianId };

/** The appointments the staff member may see: the condition of the list, the calendar and every staff read or write. */
export const staffAppointments = (user: SessionUser): SQL | undefined =>
  ownedBy(user, appointments.userId, appointmentStaffView);

/** One appointment, if the staff member may see it: another technician's answers 404 like a missing one. */
export const visibleAppointment = (user: SessionUser, id: string): SQL | undefined =>
  and(eq(appointments.id, id), staffAppointments(user));

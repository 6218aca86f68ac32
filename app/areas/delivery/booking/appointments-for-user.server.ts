import type { AppServices } from "#server/services.ts";
import type { SessionUser } from "#server/http/access.ts";
import { appointmentTypeBySlug } from "#app/content/appointment-types.ts";
import { DASHBOARD_LIMIT } from "#app/lib/owner-scope.server.ts";
import { newestFirst } from "#app/lib/newest-first.server.ts";
import { ofAccountsCustomer } from "#app/areas/customers/index.server.ts";
import { bookingContext } from "./booking-context.server.ts";
import { appointments } from "./tables.server.ts";
import type { AppointmentStatus } from "./appointment-status.ts";

export interface AppointmentSummary {
  reference: string;
  typeName: string;
  startsAt: string;
  status: AppointmentStatus;
  /** The manage page's path while the appointment can still be moved or cancelled (booked, not yet ended). */
  managePath: string | null;
}

/**
 * The client's own appointments for the dashboard: their customer's (booked while signed in, or as a guest from the
 * address the account confirmed), as requests and orders are, newest booking first.
 */
export async function listAppointmentsForUser(
  services: AppServices,
  user: SessionUser,
  now = new Date(),
): Promise<AppointmentSummary[]> {
  const rows = await services.db
    .select()
    .from(appointments)
    .where(ofAccountsCustomer(user, appointments.customerId))
    .orderBy(...newestFirst(appointments))
    .limit(DASHBOARD_LIMIT);
  const { manageUrl } = bookingContext(services);
  return rows.map((row) => ({
    reference: row.reference,
    typeName: appointmentTypeBySlug(row.type)?.name ?? row.type,
    startsAt: row.startsAt.toISOString(),
    status: row.status,
    managePath: row.status === "booked" && row.endsAt > now ? new URL(manageUrl(row)).pathname : null,
  }));
}

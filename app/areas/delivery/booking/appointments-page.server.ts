import type { AppServices } from "#server/services.ts";
import { defaultedParam, optionalParam, readSearchParams } from "#app/lib/list-query.server.ts";
import { rolePolicy } from "#server/settings.ts";
import { permissionsOfUser, type SessionUser } from "#server/http/access.ts";
import { can } from "#app/lib/permissions.ts";
import { listAssignableStaff } from "#app/areas/sales/index.server.ts";
import { z } from "#app/lib/zod.ts";
import { appointmentList, viewDates } from "./appointment-list.server.ts";
import { appointmentPanel } from "./appointment-panel.server.ts";
import { appointmentsCalendar } from "./appointments-calendar.server.ts";
import { localDateField } from "./booking-schema.ts";
import { bookingRules } from "./booking-rules.server.ts";
import { feedToken, upcomingCalendarChanges } from "./calendar-settings.server.ts";

/** The page's URL beyond the list's filters and period: whether it shows the calendar or the list, the open appointment. */
const pageOnlyParams = z.object({
  show: defaultedParam(z.enum(["calendar", "list"]).default("calendar")),
  appointment: optionalParam(z.uuid()),
  on: optionalParam(localDateField),
});

/**
 * Everything /admin-crm/appointments shows: the period as a calendar or a list, the open appointment, and for those
 * who run the calendar the staff to send on visits, blocks and closed days, the feed address. A technician gets the
 * visits assigned to them and nothing of the whole calendar (the feed holds every appointment).
 */
export async function appointmentsPageData(services: AppServices, user: SessionUser, url: URL) {
  const query = {
    ...appointmentList.readQuery(url.searchParams),
    ...readSearchParams(pageOnlyParams, url.searchParams),
  };
  const held = permissionsOfUser(user, await rolePolicy(services));
  const runsCalendar = can(held, "write:appointment:any");
  const calendar = query.show === "calendar";
  const [list, week, panel, technicians, changes, token] = await Promise.all([
    calendar ? null : appointmentList.page(services, user, query),
    calendar ? appointmentsCalendar(services, user, query, bookingRules(services.config)) : null,
    appointmentPanel(services, user, query.appointment, query.on, { movable: runsCalendar }),
    runsCalendar ? listAssignableStaff(services.db, "write:appointment:assigned") : [],
    runsCalendar ? upcomingCalendarChanges(services.db) : null,
    can(held, "read:appointment:any") ? feedToken(services.db) : null,
  ]);
  return {
    query,
    period: viewDates(query),
    list,
    week,
    panel,
    technicians,
    changes,
    feedUrl: token ? new URL(`/api/bookings/feed/${token}.ics`, services.config.SITE_URL).toString() : null,
  };
}

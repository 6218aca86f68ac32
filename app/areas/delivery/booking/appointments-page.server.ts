import type { AppServices } from "#server/services.ts";
import { defaultedParam, optionalParam, readSearchParams } from "#app/lib/list-query.server.ts";
import type { SessionUser } from "#server/http/access.ts";
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

/** Everything /admin-crm/appointments shows: the period as a calendar or a list, the open appointment, blocks and closed days, the feed address. */
export async function appointmentsPageData(services: AppServices, user: SessionUser, url: URL) {
  const query = {
    ...appointmentList.readQuery(url.searchParams),
    ...readSearchParams(pageOnlyParams, url.searchParams),
  };
  const calendar = query.show === "calendar";
  const [list, week, panel, changes, token] = await Promise.all([
    calendar ? null : appointmentList.page(services, user, query),
    calendar ? appointmentsCalendar(services, user, query, bookingRules(services.config)) : null,
    appointmentPanel(services, query.appointment, query.on),
    upcomingCalendarChanges(services.db),
    feedToken(services.db),
  ]);
  return {
    query,
    period: viewDates(query),
    list,
    week,
    panel,
    changes,
    feedUrl: new URL(`/api/bookings/feed/${token}.ics`, services.config.SITE_URL).toString(),
  };
}

import { and, eq, gte, ilike, lt, or } from "drizzle-orm";
import { appointmentTypeSlugs } from "#app/content/appointment-types.ts";
import { company } from "#app/content/company.ts";
import { likePattern } from "#app/lib/like-pattern.ts";
import { defaultedParam, optionalParam, searchParam } from "#app/lib/list-query.server.ts";
import {
  defineStaffList,
  everyRowAtAnyReach,
  filter,
  sortKey,
  type StaffListQuery,
} from "#app/lib/staff-list.server.ts";
import { z } from "#app/lib/zod.ts";
import { appointmentStatuses } from "./appointment-status.ts";
import { appointmentColumns } from "./appointments-admin.server.ts";
import { localDateField } from "./booking-schema.ts";
import { addDaysToLocalDate, localDateOf } from "./local-date.ts";
import { localDaysRange } from "./occupancy.server.ts";
import { appointments } from "./tables.server.ts";

/** The dates a view covers: one day, or seven from the date (today by default). */
export function viewDates(query: { view: "day" | "week"; date?: string | undefined }, now = new Date()) {
  const first = query.date ?? localDateOf(now, company.timeZone);
  return { first, last: query.view === "day" ? first : addDaysToLocalDate(first, 6) };
}

/**
 * /admin-crm/appointments (as a list; the calendar shows the same appointments), GET /api/admin/appointments(.csv):
 * a day or a week from `date`, by type, status and search, soonest first.
 */
export const appointmentList = defineStaffList({
  path: "/api/admin/appointments",
  access: "read:appointment:any",
  select: appointmentColumns,
  from: (db, selection) => db.select(selection).from(appointments).$dynamic(),
  filters: {
    search: filter(searchParam, (text) => {
      const pattern = likePattern(text);
      return or(
        ilike(appointments.customerName, pattern),
        ilike(appointments.email, pattern),
        ilike(appointments.reference, pattern),
      );
    }),
    type: filter(optionalParam(z.enum(appointmentTypeSlugs)), (type) => eq(appointments.type, type)),
    status: filter(optionalParam(z.enum(appointmentStatuses)), (status) => eq(appointments.status, status)),
    view: filter(defaultedParam(z.enum(["day", "week"]).default("week"))),
    date: filter(optionalParam(localDateField)),
  },
  where: (query, now) => {
    const { first, last } = viewDates(query, now);
    const range = localDaysRange(first, last, company.timeZone);
    return and(gte(appointments.startsAt, range.start), lt(appointments.startsAt, range.end));
  },
  sorts: { startsAt: sortKey(appointments.startsAt, "timestamptz") },
  dir: "asc",
  id: { column: appointments.id, type: "uuid" },
  scope: everyRowAtAnyReach,
  extras: (_db, { query, now }) => viewDates(query, now),
  csv: {
    columns: [
      "reference",
      "type",
      "status",
      "startsAt",
      "endsAt",
      "crew",
      "customerName",
      "email",
      "phone",
      "address",
      "notes",
    ],
  },
});

export type AppointmentListQuery = StaffListQuery<typeof appointmentList>;

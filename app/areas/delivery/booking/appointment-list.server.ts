import { and, eq, gte, ilike, isNull, lt, or } from "drizzle-orm";
import { appointmentTypeSlugs } from "#app/content/appointment-types.ts";
import { company } from "#app/content/company.ts";
import { likePattern } from "#app/lib/like-pattern.ts";
import { defaultedParam, optionalParam, searchParam } from "#app/lib/list-query.server.ts";
import { fullName } from "#app/lib/full-name.server.ts";
import { defineStaffList, filter, sortKey, type StaffListQuery } from "#app/lib/staff-list.server.ts";
import { z } from "#app/lib/zod.ts";
import { appointmentStatuses } from "./appointment-status.ts";
import { users } from "#app/areas/identity/tables.server.ts";
import { appointmentColumns } from "./appointments-admin.server.ts";
import { staffAppointments } from "./appointment-scope.server.ts";
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
 * a day or a week from `date`, by type, status, technician and search, soonest first. A technician sees the visits
 * assigned to them, and has no CSV (no `export:appointment`).
 */
export const appointmentList = defineStaffList({
  path: "/api/admin/appointments",
  access: "read:appointment:assigned",
  select: { ...appointmentColumns, technicianName: fullName(users) },
  from: (db, selection) =>
    db.select(selection).from(appointments).leftJoin(users, eq(users.id, appointments.technicianId)).$dynamic(),
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
    /** A staff member's id, or "none" for the visits nobody is assigned to. */
    technician: filter(
      optionalParam(z.union([z.uuid(), z.literal("none")], { error: "Unknown technician" })),
      (technician) =>
        technician === "none" ? isNull(appointments.technicianId) : eq(appointments.technicianId, technician),
    ),
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
  scope: staffAppointments,
  extras: (_db, { query, now }) => viewDates(query, now),
  csv: {
    columns: [
      "reference",
      "type",
      "status",
      "startsAt",
      "endsAt",
      "crew",
      "technicianName",
      "customerName",
      "email",
      "phone",
      "address",
      "notes",
    ],
  },
});

export type AppointmentListQuery = StaffListQuery<typeof appointmentList>;

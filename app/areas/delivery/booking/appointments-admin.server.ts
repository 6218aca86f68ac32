import { and, asc, count, eq, gt, gte, ilike, lt, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { company } from "#app/content/company.ts";
import { keysetBatches, EXPORT_BATCH_SIZE } from "#app/lib/keyset-batches.server.ts";
import { likePattern } from "#app/lib/like-pattern.ts";
import type { AppointmentListQuery } from "./appointment-list-query.server.ts";
import { addDaysToLocalDate, localDateOf } from "./local-date.ts";
import { localDaysRange } from "./occupancy.server.ts";
import { appointments } from "./tables.server.ts";

/** What staff see of an appointment, in the list, the calendar and the opened appointment. */
export const appointmentColumns = {
  id: appointments.id,
  reference: appointments.reference,
  type: appointments.type,
  status: appointments.status,
  startsAt: appointments.startsAt,
  endsAt: appointments.endsAt,
  crew: appointments.crew,
  customerName: appointments.customerName,
  email: appointments.email,
  phone: appointments.phone,
  address: appointments.address,
  notes: appointments.notes,
  cancelReason: appointments.cancelReason,
  leadId: appointments.leadId,
};

/** The dates a view covers: one day, or seven from the date. */
export function viewDates(query: Pick<AppointmentListQuery, "view" | "date">, now = new Date()) {
  const first = query.date ?? localDateOf(now, company.timeZone);
  return { first, last: query.view === "day" ? first : addDaysToLocalDate(first, 6) };
}

/** The period's appointments the filters match: what the list, the calendar and the CSV show. */
export function appointmentConditions(query: AppointmentListQuery): SQL | undefined {
  const { first, last } = viewDates(query);
  const range = localDaysRange(first, last, company.timeZone);
  const pattern = query.search ? likePattern(query.search) : null;
  return and(
    gte(appointments.startsAt, range.start),
    lt(appointments.startsAt, range.end),
    query.type ? eq(appointments.type, query.type) : undefined,
    query.status ? eq(appointments.status, query.status) : undefined,
    pattern
      ? or(
          ilike(appointments.customerName, pattern),
          ilike(appointments.email, pattern),
          ilike(appointments.reference, pattern),
        )
      : undefined,
  );
}

export async function listAppointments(db: Database, query: AppointmentListQuery) {
  const where = appointmentConditions(query);
  const [items, [totals]] = await Promise.all([
    db
      .select(appointmentColumns)
      .from(appointments)
      .where(where)
      .orderBy(asc(appointments.startsAt), asc(appointments.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(appointments).where(where),
  ]);
  return { items, page: query.page, pageSize: query.pageSize, total: totals?.total ?? 0, ...viewDates(query) };
}

export type AppointmentsPage = Awaited<ReturnType<typeof listAppointments>>;

export const appointmentCsvColumns = [
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
] as const;

/** The CSV export: every appointment the filters match, in the list's order. */
export function appointmentBatches(db: Database, query: AppointmentListQuery) {
  return keysetBatches((cursor) =>
    db
      .select({ ...appointmentColumns, cursorKey: sql<string>`${appointments.startsAt}::text` })
      .from(appointments)
      .where(
        and(
          appointmentConditions(query),
          cursor
            ? or(
                gt(appointments.startsAt, sql`${cursor.key}::timestamptz`),
                and(eq(appointments.startsAt, sql`${cursor.key}::timestamptz`), gt(appointments.id, cursor.id)),
              )
            : undefined,
        ),
      )
      .orderBy(asc(appointments.startsAt), asc(appointments.id))
      .limit(EXPORT_BATCH_SIZE),
  );
}

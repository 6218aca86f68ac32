import type { Database } from "#server/db/client.ts";
import { company } from "#app/content/company.ts";
import {
  appointmentOutcomes,
  emergencyPromiseHours,
  emergencyResponses,
  installedKw,
  projectDurations,
  projectsWaiting,
  sameDayRepairs,
  ticketSlaStates,
  unclaimedWarranty,
} from "#app/areas/delivery/index.server.ts";
import { orderSales, orderTotals } from "#app/areas/commerce/index.server.ts";
import type { BucketSize } from "#app/lib/office-buckets.server.ts";
import type { DayRange } from "./analytics-range.ts";
import type { OfficeCalendarNote } from "./figure-types.ts";
import type {
  BookingsFigures,
  InstallsFigures,
  PreviousSectionFigures,
  ReaderSees,
  ServiceFigures,
  ShopFigures,
} from "./section-types.ts";

const officeCalendarNote: OfficeCalendarNote = { timeZone: company.timeZone, weekStartsOn: "monday" };

/** GET /api/analytics/bookings: the appointments whose time falls in the range, by type, and what became of them. */
export async function bookingsFigures(db: Database, range: DayRange): Promise<BookingsFigures> {
  const { from, to } = range;
  return { ...officeCalendarNote, from, to, byType: await appointmentOutcomes(db, { from, to }) };
}

/** GET /api/analytics/shop: the range's orders per bucket, by payment method and product; money only `withAmounts`. */
export async function shopFigures(
  db: Database,
  query: DayRange & { bucket: BucketSize },
  withAmounts: boolean,
): Promise<ShopFigures> {
  const { from, to, bucket } = query;
  return { ...officeCalendarNote, from, to, bucket, ...(await orderSales(db, { from, to }, bucket, withAmounts)) };
}

/** GET /api/analytics/installs: kW installed by month and town, days to the final stage, where projects wait now. */
export async function installsFigures(db: Database, range: DayRange): Promise<InstallsFigures> {
  const { from, to } = range;
  const [installed, durations, waiting] = await Promise.all([
    installedKw(db, { from, to }),
    projectDurations(db, { from, to }),
    projectsWaiting(db),
  ]);
  return { ...officeCalendarNote, from, to, installed, durations, waiting };
}

/** GET /api/analytics/service: SLA states, emergency responses, same-day repairs; unclaimed money only `withAmounts`. */
export async function serviceFigures(
  db: Database,
  range: DayRange,
  withAmounts: boolean,
  now = new Date(),
): Promise<ServiceFigures> {
  const { from, to } = range;
  const [sla, emergencies, repairs, warranty] = await Promise.all([
    ticketSlaStates(db, { from, to }, now),
    emergencyResponses(db, { from, to }, now),
    sameDayRepairs(db, { from, to }),
    unclaimedWarranty(db, withAmounts, now),
  ]);
  return {
    ...officeCalendarNote,
    from,
    to,
    sla,
    emergencies: { ...emergencies, promiseHours: emergencyPromiseHours },
    repairs,
    warranty,
  };
}

/** The previous period's totals of the sections the reader sees, for the page's comparison (figures "now" left out). */
export async function previousSectionFigures(
  db: Database,
  range: DayRange,
  sees: ReaderSees,
  now = new Date(),
): Promise<PreviousSectionFigures> {
  const { from, to } = range;
  const [bookings, shop, installs, service] = await Promise.all([
    sees.bookings ? appointmentOutcomes(db, { from, to }).then(([total]) => total ?? null) : null,
    sees.shop ? orderTotals(db, { from, to }, sees.amounts) : null,
    sees.installs
      ? Promise.all([installedKw(db, { from, to }), projectDurations(db, { from, to })]).then(
          ([installed, durations]) => ({
            installed: installed.total,
            durations: durations[0] ?? null,
          }),
        )
      : null,
    sees.service
      ? Promise.all([
          ticketSlaStates(db, { from, to }, now),
          emergencyResponses(db, { from, to }, now),
          sameDayRepairs(db, { from, to }),
        ]).then(([sla, emergencies, repairs]) => ({ tickets: sla.tickets, emergencies, repairs }))
      : null,
  ]);
  return { range, bookings, shop, installs, service };
}

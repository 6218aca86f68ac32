import type { Database } from "#server/db/client.ts";
import type { SessionUser } from "#server/http/access.ts";
import { rolePolicy, type SettingsServices } from "#server/settings.ts";
import { leadArrivalTotals, seesAmounts } from "#app/areas/sales/index.server.ts";
import { can, permissionsOf } from "#app/lib/permissions.ts";
import type { BucketSize } from "#app/lib/office-buckets.server.ts";
import { previousPeriod, type DayRange } from "./analytics-range.ts";
import type { AnalyticsFigures } from "./figure-tables.ts";
import type { ReaderSees } from "./section-types.ts";
import {
  funnelFigures,
  leadsFigures,
  salesFigures,
  speedToLeadFigures,
  webVitalsFigures,
} from "./lead-figures.server.ts";
import {
  bookingsFigures,
  installsFigures,
  previousSectionFigures,
  serviceFigures,
  shopFigures,
} from "./section-figures.server.ts";

/**
 * What the reader may see beyond the leads' counts, under the role policy: amounts of money (`read:money:any`), the
 * site's telemetry (`read:telemetry:any`), and each section that reads every record of its kind (its entity's `any`
 * reach: appointments, orders, projects, tickets).
 */
export async function readerSees(services: SettingsServices, user: SessionUser): Promise<ReaderSees> {
  const policy = await rolePolicy(services);
  const permissions = permissionsOf(user.userType, policy);
  return {
    amounts: seesAmounts(user, policy),
    vitals: can(permissions, "read:telemetry:any"),
    bookings: can(permissions, "read:appointment:any"),
    shop: can(permissions, "read:order:any"),
    installs: can(permissions, "read:project:any"),
    service: can(permissions, "read:ticket:any"),
  };
}

/**
 * Every figure of the analytics page for a range, and the previous period's that it is compared with; amounts of
 * money only for a reader with `read:money:any`, the web vitals and each later section only for a reader it is for
 * (`readerSees`).
 */
export async function analyticsFigures(
  db: Database,
  range: DayRange,
  bucket: BucketSize,
  sees: ReaderSees,
  now = new Date(),
): Promise<AnalyticsFigures> {
  const withAmounts = sees.amounts;
  const previous = previousPeriod(range);
  // The previous period is read for what the page compares: its leads' totals (its funnel's cohort is the same
  // count: the leads that arrived, spam left out), its speed to lead and its deals won.
  const [leads, previousLeads, funnel, speed, previousSpeed, sales, previousSales] = await Promise.all([
    leadsFigures(db, { ...range, bucket }),
    leadArrivalTotals(db, previous),
    funnelFigures(db, range),
    speedToLeadFigures(db, range, now),
    speedToLeadFigures(db, previous, now),
    salesFigures(db, range, withAmounts),
    salesFigures(db, previous, withAmounts),
  ]);
  const [vitals, bookings, shop, installs, service, previousSections] = await Promise.all([
    sees.vitals ? webVitalsFigures(db, range) : null,
    sees.bookings ? bookingsFigures(db, range) : null,
    sees.shop ? shopFigures(db, { ...range, bucket }, withAmounts) : null,
    sees.installs ? installsFigures(db, range) : null,
    sees.service ? serviceFigures(db, range, withAmounts, now) : null,
    previousSectionFigures(db, previous, sees, now),
  ]);
  return {
    range,
    previous,
    leads,
    previousLeads,
    funnel,
    previousFunnel: { cohort: previousLeads.total },
    speed,
    previousSpeed,
    sales,
    previousSales: previousSales.won,
    vitals,
    sections: { bookings, shop, installs, service },
    previousSections,
  };
}

import type { Database } from "#server/db/client.ts";
import type { SessionUser } from "#server/http/access.ts";
import { rolePolicy, type SettingsServices } from "#server/settings.ts";
import { seesAmounts } from "#app/areas/sales/index.server.ts";
import { can, permissionsOf } from "#app/lib/permissions.ts";
import type { BucketSize } from "#app/lib/office-buckets.server.ts";
import { previousPeriod, type DayRange } from "./analytics-range.ts";
import type { AnalyticsFigures } from "./figure-tables.ts";
import {
  funnelFigures,
  leadsFigures,
  salesFigures,
  speedToLeadFigures,
  webVitalsFigures,
} from "./lead-figures.server.ts";

/**
 * What the reader may see beyond the leads' counts: amounts of money (`read:money:any`) and the site's telemetry
 * (`read:telemetry:any`), under the role policy.
 */
export async function readerSees(
  services: SettingsServices,
  user: SessionUser,
): Promise<{ amounts: boolean; vitals: boolean }> {
  const policy = await rolePolicy(services);
  return {
    amounts: seesAmounts(user, policy),
    vitals: can(permissionsOf(user.userType, policy), "read:telemetry:any"),
  };
}

/**
 * Every figure of the analytics page for a range, and the previous period's that it is compared with; amounts of
 * money only `withAmounts` (a reader with `read:money:any`), the web vitals only `withVitals` (`read:telemetry:any`).
 */
export async function analyticsFigures(
  db: Database,
  range: DayRange,
  bucket: BucketSize,
  withAmounts: boolean,
  withVitals: boolean,
): Promise<AnalyticsFigures> {
  const previous = previousPeriod(range);
  const [leads, previousLeads, funnel, previousFunnel, speed, previousSpeed, sales, previousSales] = await Promise.all([
    leadsFigures(db, { ...range, bucket }),
    leadsFigures(db, { ...previous, bucket: "month" }),
    funnelFigures(db, range),
    funnelFigures(db, previous),
    speedToLeadFigures(db, range),
    speedToLeadFigures(db, previous),
    salesFigures(db, range, withAmounts),
    salesFigures(db, previous, withAmounts),
  ]);
  const vitals = withVitals ? await webVitalsFigures(db, range) : null;
  return {
    range,
    previous,
    leads,
    previousLeads,
    funnel,
    previousFunnel,
    speed,
    previousSpeed,
    sales,
    previousSales: previousSales.won,
    vitals,
  };
}

import type { Database } from "#server/db/client.ts";
import type { SessionUser } from "#server/http/access.ts";
import { rolePolicy, type SettingsServices } from "#server/settings.ts";
import { seesAmounts } from "#app/areas/sales/index.server.ts";
import type { BucketSize } from "#app/lib/office-buckets.server.ts";
import { previousPeriod, type DayRange } from "./analytics-range.ts";
import type { AnalyticsFigures } from "./figure-tables.ts";
import { funnelFigures, leadsFigures, salesFigures, speedToLeadFigures } from "./lead-figures.server.ts";

/** Whether the reader may see the figures' amounts of money (`read:money:any` under the role policy). */
export async function readsAmounts(services: SettingsServices, user: SessionUser): Promise<boolean> {
  return seesAmounts(user, await rolePolicy(services));
}

/**
 * Every figure of the analytics page for a range, and the previous period's that it is compared with; amounts of
 * money only `withAmounts` (a reader with `read:money:any`).
 */
export async function analyticsFigures(
  db: Database,
  range: DayRange,
  bucket: BucketSize,
  withAmounts: boolean,
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
  };
}

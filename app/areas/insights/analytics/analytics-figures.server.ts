import type { Database } from "#server/db/client.ts";
import type { BucketSize } from "#app/lib/office-buckets.server.ts";
import { previousPeriod, type DayRange } from "./analytics-range.ts";
import type { AnalyticsFigures } from "./figure-tables.ts";
import { funnelFigures, leadsFigures } from "./lead-figures.server.ts";

/** Every figure of the analytics page for a range, and the previous period's that it is compared with. */
export async function analyticsFigures(db: Database, range: DayRange, bucket: BucketSize): Promise<AnalyticsFigures> {
  const previous = previousPeriod(range);
  const [leads, previousLeads, funnel, previousFunnel] = await Promise.all([
    leadsFigures(db, { ...range, bucket }),
    leadsFigures(db, { ...previous, bucket: "month" }),
    funnelFigures(db, range),
    funnelFigures(db, previous),
  ]);
  return { range, previous, leads, previousLeads, funnel, previousFunnel };
}

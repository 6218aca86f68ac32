import { sql, type AnyColumn } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { inOfficeDays, type OfficeDays } from "#app/lib/office-buckets.server.ts";
import { performanceReports } from "./tables.server.ts";

/** The Core Web Vitals at the 75th percentile for one page and device class; null where none was measured. */
export interface PageVitals {
  route: string;
  device: "mobile" | "desktop";
  pageViews: number;
  largestContentfulPaint: number | null;
  interactionToNextPaint: number | null;
  cumulativeLayoutShift: number | null;
}

/** A phone or tablet by its user agent, as browsers say so ("Mobi" is Mozilla's advice; Android and iPad tablets too). */
const device = sql<
  "mobile" | "desktop"
>`case when ${performanceReports.userAgent} ~* '(mobi|android|iphone|ipad)' then 'mobile' else 'desktop' end`;
const p75 = (column: AnyColumn) =>
  sql<number | null>`percentile_cont(0.75) within group (order by ${column})`.mapWith((value) =>
    value === null ? null : Number(value),
  );

/** The most viewed pages' (`limit`) Core Web Vitals p75 per device class, over the reports received in the range. */
export async function vitalsByPage(db: Database, days: OfficeDays, limit = 10): Promise<PageVitals[]> {
  return db
    .select({
      route: performanceReports.route,
      device,
      pageViews: sql<number>`count(*)::int`,
      largestContentfulPaint: p75(performanceReports.largestContentfulPaint),
      interactionToNextPaint: p75(performanceReports.interactionToNextPaint),
      cumulativeLayoutShift: p75(performanceReports.cumulativeLayoutShift),
    })
    .from(performanceReports)
    .where(inOfficeDays(performanceReports.createdAt, days))
    .groupBy(performanceReports.route, device)
    .orderBy(sql`count(*) desc`, performanceReports.route, device)
    .limit(limit);
}

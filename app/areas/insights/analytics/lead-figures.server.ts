import type { Database } from "#server/db/client.ts";
import { company } from "#app/content/company.ts";
import { leadArrivals, leadFunnel, speedToLead, wonDeals } from "#app/areas/sales/index.server.ts";
import type { BucketSize } from "#app/lib/office-buckets.server.ts";
import type { DayRange } from "./analytics-range.ts";
import type {
  FunnelFigures,
  LeadsFigures,
  OfficeCalendarNote,
  SalesFigures,
  SpeedToLeadFigures,
  WebVitalsFigures,
} from "./figure-types.ts";
import { vitalsByPage } from "#app/areas/insights/telemetry/index.server.ts";

const officeCalendarNote: OfficeCalendarNote = { timeZone: company.timeZone, weekStartsOn: "monday" };

/** GET /api/analytics/leads: the leads that arrived in the range per bucket, spam left out, and by value. */
export async function leadsFigures(db: Database, query: DayRange & { bucket: BucketSize }): Promise<LeadsFigures> {
  const { from, to, bucket } = query;
  return { ...officeCalendarNote, from, to, bucket, ...(await leadArrivals(db, { from, to }, bucket)) };
}

/** GET /api/analytics/funnel: the range's cohort of leads and how far each got. */
export async function funnelFigures(db: Database, range: DayRange): Promise<FunnelFigures> {
  const { from, to } = range;
  return { ...officeCalendarNote, from, to, ...(await leadFunnel(db, { from, to })) };
}

/** GET /api/analytics/sales: the deals won in the range; `withAmounts` only for a reader who may see money. */
export async function salesFigures(db: Database, range: DayRange, withAmounts: boolean): Promise<SalesFigures> {
  const { from, to } = range;
  const { total, byOwner } = await wonDeals(db, { from, to }, withAmounts);
  return { ...officeCalendarNote, from, to, won: total, byOwner };
}

/** GET /api/analytics/speed-to-lead: office hours from arrival to first contact, over the range's leads. */
export async function speedToLeadFigures(db: Database, range: DayRange, now = new Date()): Promise<SpeedToLeadFigures> {
  const { from, to } = range;
  return { ...officeCalendarNote, from, to, ...(await speedToLead(db, { from, to }, now)) };
}

/** GET /api/analytics/web-vitals: the most viewed pages' Core Web Vitals p75 per device class. */
export async function webVitalsFigures(db: Database, range: DayRange): Promise<WebVitalsFigures> {
  const { from, to } = range;
  return { ...officeCalendarNote, from, to, pages: await vitalsByPage(db, { from, to }) };
}

import type { LeadArrivals, LeadFunnel, SpeedToLead, WonDealsRow } from "#app/areas/sales/index.server.ts";
import type { BucketSize } from "#app/lib/office-buckets.server.ts";
import type { PageVitals } from "#app/areas/insights/telemetry/index.server.ts";
import type { DayRange } from "./analytics-range.ts";

/** What every figure over time says about its days: they are the office's, and its weeks start on Monday. */
export interface OfficeCalendarNote {
  timeZone: string;
  weekStartsOn: "monday";
}

/** GET /api/analytics/leads' answer. */
export type LeadsFigures = OfficeCalendarNote & DayRange & { bucket: BucketSize } & LeadArrivals;

/** GET /api/analytics/sales' answer: the deals won, in total and by owner; amounts only for roles that see money. */
export type SalesFigures = OfficeCalendarNote &
  DayRange & { won: Omit<WonDealsRow, "assigneeId" | "assigneeName">; byOwner: WonDealsRow[] };

/** GET /api/analytics/speed-to-lead's answer. */
export type SpeedToLeadFigures = OfficeCalendarNote & DayRange & SpeedToLead;

/** GET /api/analytics/web-vitals' answer. */
export type WebVitalsFigures = OfficeCalendarNote & DayRange & { pages: PageVitals[] };

/** GET /api/analytics/funnel's answer. */
export type FunnelFigures = OfficeCalendarNote & DayRange & LeadFunnel;

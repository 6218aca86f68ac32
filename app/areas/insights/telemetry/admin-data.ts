import type { MetricName } from "./reports.ts";
import type { TimeWindow } from "./time-window.ts";

/** What the admin views receive from their loaders: plain, already-formatted values. */
export interface Paged {
  timeWindow: TimeWindow;
  page: number;
  pageSize: number;
  /** Groups (errors) or routes (vitals) in the window. */
  total: number;
  retentionDays: number;
}

export interface ErrorGroupRow {
  type: string;
  message: string;
  count: number;
  firstSeen: string;
  lastSeen: string;
  affectedPages: number;
  /** Paths of the first few pages. */
  samplePages: string[];
  browsers: string[];
  sampleStack: string | null;
}

export interface ErrorReportsData extends Paged {
  groups: ErrorGroupRow[];
}

export interface MetricRow {
  name: MetricName;
  p75: number | null;
  samples: number;
  good: number;
  needsImprovement: number;
  poor: number;
}

export interface RouteVitalsRow {
  route: string;
  pageViews: number;
  metrics: MetricRow[];
}

export interface WebVitalsData extends Paged {
  routes: RouteVitalsRow[];
}

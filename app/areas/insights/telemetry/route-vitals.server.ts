import { desc, gte, sql, type SQL } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { metricInfo } from "./metric-info.ts";
import { metricNames, type MetricName } from "./reports.ts";
import { performanceReports } from "./tables.server.ts";
import { pageWindow, type PageWindow } from "#app/lib/page-window.ts";

export const ROUTES_PER_PAGE = 10;

export interface MetricSummary {
  /** 75th percentile of the values measured; null when none were. */
  p75: number | null;
  samples: number;
  /** Counts per rating; all 0 for a metric without thresholds. */
  good: number;
  poor: number;
  needsImprovement: number;
}

export interface RouteVitals {
  route: string;
  pageViews: number;
  metrics: Record<MetricName, MetricSummary>;
}

const int = (expression: SQL) => sql<number>`${expression}::int`.mapWith(Number);

/** p75, sample count and counts good / poor for every metric, as aggregate expressions. */
function metricAggregates(): Record<string, SQL> {
  const fields: Record<string, SQL> = {};
  for (const name of metricNames) {
    const column = performanceReports[name];
    fields[`${name}P75`] = sql`percentile_cont(0.75) within group (order by ${column})`.mapWith(Number);
    fields[`${name}Samples`] = int(sql`count(${column})`);
    const thresholds = metricInfo[name].thresholds;
    fields[`${name}Good`] = thresholds
      ? int(sql`count(*) filter (where ${column} <= ${thresholds.good})`)
      : int(sql`0`);
    fields[`${name}Poor`] = thresholds ? int(sql`count(*) filter (where ${column} > ${thresholds.poor})`) : int(sql`0`);
  }
  return fields;
}

/** `total` counts the routes with measurements in the window. */
export interface RouteVitalsPage extends PageWindow {
  routes: RouteVitals[];
}

/** Web vitals per route since `since`, busiest route first, one page at a time. */
export async function queryRouteVitals(db: Database, since: Date, requestedPage: number): Promise<RouteVitalsPage> {
  const inWindow = gte(performanceReports.createdAt, since);
  const [{ total } = { total: 0 }] = await db
    .select({ total: sql<number>`count(distinct ${performanceReports.route})::int` })
    .from(performanceReports)
    .where(inWindow);
  const pages = pageWindow(total, requestedPage, ROUTES_PER_PAGE);
  const { page } = pages;
  if (total === 0) return { ...pages, routes: [] };

  const pageViews = sql<number>`count(*)::int`;
  const rows = await db
    .select({ route: performanceReports.route, pageViews, ...metricAggregates() })
    .from(performanceReports)
    .where(inWindow)
    .groupBy(performanceReports.route)
    .orderBy(desc(pageViews), performanceReports.route)
    .limit(ROUTES_PER_PAGE)
    .offset((page - 1) * ROUTES_PER_PAGE);

  return {
    ...pages,
    routes: rows.map((row) => {
      const values = row as unknown as Record<string, number | null>;
      const metrics = Object.fromEntries(
        metricNames.map((name) => {
          const samples = values[`${name}Samples`] ?? 0;
          const good = values[`${name}Good`] ?? 0;
          const poor = values[`${name}Poor`] ?? 0;
          const rated = metricInfo[name].thresholds !== undefined;
          return [
            name,
            {
              p75: values[`${name}P75`] ?? null,
              samples,
              good,
              poor,
              needsImprovement: rated ? samples - good - poor : 0,
            },
          ];
        }),
      ) as Record<MetricName, MetricSummary>;
      return { route: row.route, pageViews: row.pageViews, metrics };
    }),
  };
}

import type { AppServices } from "#server/services.ts";
import type { ErrorReportsData, Paged, WebVitalsData } from "./admin-data.ts";
import { ERROR_GROUPS_PER_PAGE, queryErrorGroups } from "./error-groups.server.ts";
import { metricInfo } from "./metric-info.ts";
import { pagePath } from "./page-route.ts";
import { formatPacificTime } from "./pacific-time.ts";
import type { MetricName } from "./reports.ts";
import { queryRouteVitals, ROUTES_PER_PAGE } from "./route-vitals.server.ts";
import { parsePageNumber, parseTimeWindow, windowStart, type TimeWindow } from "./time-window.ts";

function readParams(request: Request) {
  const params = new URL(request.url).searchParams;
  return { timeWindow: parseTimeWindow(params.get("window")), page: parsePageNumber(params.get("page")) };
}

/** What both views say about the page they show. */
function paged(
  services: AppServices,
  timeWindow: TimeWindow,
  result: { page: number; total: number },
  pageSize: number,
): Paged {
  const { page, total } = result;
  return { timeWindow, page, pageSize, total, retentionDays: services.config.TELEMETRY_RETENTION_DAYS };
}

/** For /admin/errors; the route's loader has checked the admin session before calling it. */
export async function loadErrorReports(
  services: AppServices,
  request: Request,
  now = new Date(),
): Promise<ErrorReportsData> {
  const { timeWindow, page } = readParams(request);
  const result = await queryErrorGroups(services.db, windowStart(timeWindow, now), page);
  return {
    ...paged(services, timeWindow, result, ERROR_GROUPS_PER_PAGE),
    groups: result.groups.map((group) => ({
      ...group,
      firstSeen: formatPacificTime(group.firstSeen),
      lastSeen: formatPacificTime(group.lastSeen),
      samplePages: group.samplePages.map(pagePath),
    })),
  };
}

/** For /admin/vitals; the route's loader has checked the admin session before calling it. */
export async function loadWebVitals(services: AppServices, request: Request, now = new Date()): Promise<WebVitalsData> {
  const { timeWindow, page } = readParams(request);
  const result = await queryRouteVitals(services.db, windowStart(timeWindow, now), page);
  const shownMetrics = Object.keys(metricInfo) as MetricName[];
  return {
    ...paged(services, timeWindow, result, ROUTES_PER_PAGE),
    routes: result.routes.map((route) => ({
      route: route.route,
      pageViews: route.pageViews,
      metrics: shownMetrics.map((name) => ({ name, ...route.metrics[name] })),
    })),
  };
}

import { formatNumber } from "#app/lib/format.ts";
import { Badge, type BadgeTone } from "#app/ui/badge.tsx";
import { DataTable, type Column } from "#app/ui/data-table.tsx";
import { EmptyState } from "#app/ui/empty-state.tsx";
import { Pagination } from "#app/ui/pagination.tsx";
import { StaffPage } from "#app/ui/staff-page.tsx";
import { TimeWindowLinks } from "./admin-links.tsx";
import type { MetricRow, RouteVitalsRow, WebVitalsData } from "./admin-data.ts";
import { formatMetric, metricInfo, rate, type Rating } from "./metric-info.ts";
import { timeWindows } from "./time-window.ts";

const numberCell = "text-right tabular-nums";

const ratings: Record<Rating, { text: string; tone: BadgeTone }> = {
  good: { text: "Good", tone: "emerald" },
  "needs-improvement": { text: "Needs improvement", tone: "amber" },
  poor: { text: "Poor", tone: "red" },
};

function thresholdsText(metric: MetricRow["name"]): string | null {
  const thresholds = metricInfo[metric].thresholds;
  if (!thresholds) return null;
  return `good up to ${formatMetric(metric, thresholds.good)}, poor above ${formatMetric(metric, thresholds.poor)}`;
}

function Share({ count, row }: { count: number; row: MetricRow }) {
  if (!metricInfo[row.name].thresholds || row.samples === 0) {
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className="sr-only">not rated</span>
      </>
    );
  }
  return <>{Math.round((count / row.samples) * 100)}%</>;
}

function Metric({ row }: { row: MetricRow }) {
  const thresholds = thresholdsText(row.name);
  return (
    <>
      <span className="font-medium">{metricInfo[row.name].label}</span>
      {thresholds ? <span className="block text-xs text-slate-600 dark:text-slate-300">{thresholds}</span> : null}
    </>
  );
}

function P75({ row }: { row: MetricRow }) {
  const rated = row.p75 === null ? null : rate(row.name, row.p75);
  const rating = rated ? ratings[rated] : null;
  return (
    <>
      {row.p75 === null ? "no data" : formatMetric(row.name, row.p75)}{" "}
      {rating ? <Badge tone={rating.tone}>{rating.text}</Badge> : null}
    </>
  );
}

const columns: Column<MetricRow>[] = [
  { header: "Metric", rowHeader: true, cell: (row) => <Metric row={row} /> },
  { header: "p75", className: `${numberCell} whitespace-nowrap`, cell: (row) => <P75 row={row} /> },
  { header: "Good", className: numberCell, cell: (row) => <Share count={row.good} row={row} /> },
  {
    header: "Needs improvement",
    className: numberCell,
    cell: (row) => <Share count={row.needsImprovement} row={row} />,
  },
  { header: "Poor", className: numberCell, cell: (row) => <Share count={row.poor} row={row} /> },
  { header: "Samples", className: numberCell, cell: (row) => formatNumber(row.samples) },
];

function RouteVitalsTable({ route, windowLabel }: { route: RouteVitalsRow; windowLabel: string }) {
  return (
    <section className="grid gap-3">
      <h2 className="text-xl font-semibold">
        <code>{route.route}</code>
        <span className="ml-3 text-base font-normal text-slate-600 dark:text-slate-300">
          {formatNumber(route.pageViews)} {route.pageViews === 1 ? "page view" : "page views"}
        </span>
      </h2>
      <DataTable
        label={`Web vitals for ${route.route}`}
        caption={`Web vitals for ${route.route}, last ${windowLabel}`}
        columns={columns}
        rows={route.metrics}
        rowKey={(row) => row.name}
        empty="No measurements."
      />
    </section>
  );
}

/** /admin/vitals: the 75th percentile of each metric per route, and the share rated good, needs improvement, poor. */
export function WebVitalsView(data: WebVitalsData) {
  const windowLabel = timeWindows[data.timeWindow].label;
  return (
    <StaffPage title="Web vitals">
      <p className="text-slate-700 dark:text-slate-300">
        Measured in visitors&apos; browsers, one report per page view, per route; busiest routes first. Measurements
        older than {data.retentionDays} days are deleted.
      </p>
      <TimeWindowLinks current={data.timeWindow} />
      {data.routes.length === 0 ? (
        <EmptyState>No page views measured in the last {windowLabel}.</EmptyState>
      ) : (
        data.routes.map((route) => <RouteVitalsTable key={route.route} route={route} windowLabel={windowLabel} />)
      )}
      <Pagination list={data} noun={{ one: "route", many: "routes" }} />
    </StaffPage>
  );
}

import { formatNumber } from "../../lib/format.ts";
import { TableScroller } from "../../ui/table-scroller.tsx";
import { PageLinks, TelemetryViewLinks, TimeWindowLinks } from "./admin-links.tsx";
import type { MetricRow, RouteVitalsRow, WebVitalsData } from "./admin-data.ts";
import { formatMetric, metricInfo, rate, type Rating } from "./metric-info.ts";
import { timeWindows } from "./time-window.ts";

const cell = "border-b border-slate-200 px-3 py-2 align-top dark:border-slate-700";
const headCell = `${cell} font-semibold whitespace-nowrap`;
const numberCell = `${cell} text-right tabular-nums`;

const ratingText: Record<Rating, string> = { good: "Good", "needs-improvement": "Needs improvement", poor: "Poor" };
const ratingClass: Record<Rating, string> = {
  good: "bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-200",
  "needs-improvement": "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200",
  poor: "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200",
};

function thresholdsText(metric: MetricRow["name"]): string | null {
  const thresholds = metricInfo[metric].thresholds;
  if (!thresholds) return null;
  return `good below ${formatMetric(metric, thresholds.good)}, poor above ${formatMetric(metric, thresholds.poor)}`;
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

function MetricTableRow({ row }: { row: MetricRow }) {
  const rating = row.p75 === null ? null : rate(row.name, row.p75);
  const thresholds = thresholdsText(row.name);
  return (
    <tr>
      <th scope="row" className={`${cell} text-left font-normal`}>
        <span className="font-medium">{metricInfo[row.name].label}</span>
        {thresholds ? <span className="block text-xs text-slate-600 dark:text-slate-300">{thresholds}</span> : null}
      </th>
      <td className={`${numberCell} whitespace-nowrap`}>
        {row.p75 === null ? "no data" : formatMetric(row.name, row.p75)}
        {rating ? (
          <span className={`ml-2 rounded px-1.5 py-0.5 text-xs font-semibold ${ratingClass[rating]}`}>
            {ratingText[rating]}
          </span>
        ) : null}
      </td>
      <td className={numberCell}>
        <Share count={row.good} row={row} />
      </td>
      <td className={numberCell}>
        <Share count={row.needsImprovement} row={row} />
      </td>
      <td className={numberCell}>
        <Share count={row.poor} row={row} />
      </td>
      <td className={numberCell}>{formatNumber(row.samples)}</td>
    </tr>
  );
}

function RouteVitalsTable({ route, windowLabel }: { route: RouteVitalsRow; windowLabel: string }) {
  return (
    <section className="mt-10">
      <h2 className="text-xl font-semibold">
        <code>{route.route}</code>
        <span className="ml-3 text-base font-normal text-slate-600 dark:text-slate-300">
          {formatNumber(route.pageViews)} {route.pageViews === 1 ? "page view" : "page views"}
        </span>
      </h2>
      <TableScroller label={`Web vitals for ${route.route}`} className="mt-3">
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">
            Web vitals for {route.route}, last {windowLabel}
          </caption>
          <thead>
            <tr>
              <th scope="col" className={headCell}>
                Metric
              </th>
              <th scope="col" className={`${headCell} text-right`}>
                p75
              </th>
              <th scope="col" className={`${headCell} text-right`}>
                Good
              </th>
              <th scope="col" className={`${headCell} text-right`}>
                Needs improvement
              </th>
              <th scope="col" className={`${headCell} text-right`}>
                Poor
              </th>
              <th scope="col" className={`${headCell} text-right`}>
                Samples
              </th>
            </tr>
          </thead>
          <tbody>
            {route.metrics.map((row) => (
              <MetricTableRow key={row.name} row={row} />
            ))}
          </tbody>
        </table>
      </TableScroller>
    </section>
  );
}

/** /admin/vitals: the 75th percentile of each metric per route, and the share rated good, needs improvement, poor. */
export function WebVitalsView(data: WebVitalsData) {
  const windowLabel = timeWindows[data.timeWindow].label;
  return (
    <div className="mx-auto max-w-5xl px-4 py-12">
      <TelemetryViewLinks current="vitals" timeWindow={data.timeWindow} />
      <h1 className="mt-6 text-3xl font-bold">Web vitals</h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">
        Measured in visitors&apos; browsers, one report per page view, per route; busiest routes first. Measurements
        older than {data.retentionDays} days are deleted.
      </p>
      <div className="mt-6">
        <TimeWindowLinks current={data.timeWindow} />
      </div>
      {data.routes.length === 0 ? (
        <p className="mt-8">No page views measured in the last {windowLabel}.</p>
      ) : (
        data.routes.map((route) => <RouteVitalsTable key={route.route} route={route} windowLabel={windowLabel} />)
      )}
      <PageLinks page={data.page} pageCount={data.pageCount} timeWindow={data.timeWindow} />
    </div>
  );
}

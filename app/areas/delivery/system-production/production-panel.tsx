import { formatIsoMonth, formatNumber } from "#app/lib/format.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { DataTable, type Column } from "#app/ui/data-table.tsx";
import { lazyPart } from "#app/ui/lazy-part.tsx";
import { expectedSourceLabels } from "./production-values.ts";
import { percentOf, type ProductionMonthView, type ProductionView } from "./production-view.ts";

const ProductionChart = lazyPart(() => import("./production-chart.tsx"));

const kwh = (value: number | null) => (value === null ? "—" : `${formatNumber(value, 1)} kWh`);

const columns: Column<ProductionMonthView>[] = [
  { header: "Month", rowHeader: true, cell: (month) => formatIsoMonth(month.month) },
  { header: "Expected", cell: (month) => kwh(month.expectedKwh) },
  { header: "Actual", cell: (month) => (month.daysWithData === 0 ? "No data" : kwh(month.actualKwh)) },
  {
    header: "Of expected",
    cell: (month) =>
      month.expectedKwh && month.daysWithData > 0 ? percentOf(month.actualKwh / month.expectedKwh) : "—",
  },
  { header: "Days with no data", cell: (month) => month.daysWithoutData },
];

/**
 * A system's production against its estimate (issue 29 §2), for the staff system page and the client's portal: where
 * the estimate comes from, the ratio over 12 months, the days with no data, a chart (after the page is interactive,
 * loaded on its own) and the table that holds the same figures for everyone.
 */
export function ProductionPanel({ view }: { view: ProductionView }) {
  const hydrated = useHydrated();
  const missing = view.months.reduce((total, month) => total + month.daysWithoutData, 0);
  const hasData = view.months.some((month) => month.daysWithData > 0);
  return (
    <div className="grid gap-3">
      <dl className="grid gap-1 text-sm sm:grid-cols-[14rem_1fr]">
        <dt className="font-semibold">Expected production</dt>
        <dd>{expectedSourceLabels[view.expectedSource]}</dd>
        <dt className="font-semibold">Last 12 months</dt>
        <dd>
          {view.twelveMonths
            ? `${percentOf(view.twelveMonths.ratio)} of expected (${kwh(view.twelveMonths.actualKwh)} of ${kwh(view.twelveMonths.expectedKwh)} on the days with data)`
            : "Not enough data to compare"}
        </dd>
        <dt className="font-semibold">Days with no data</dt>
        <dd>{missing}</dd>
      </dl>
      {hydrated && hasData ? <ProductionChart months={view.months} /> : null}
      <DataTable
        label="Production by month"
        caption="Production by month: expected, actual and the days with no data"
        columns={columns}
        rows={view.months}
        rowKey={(month) => month.month}
        empty="No months to show."
      />
    </div>
  );
}

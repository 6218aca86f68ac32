import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatIsoMonth, formatNumber } from "#app/lib/format.ts";
import type { ProductionMonthView } from "./production-view.ts";

const shortMonth = (month: string) => formatIsoMonth(month).slice(0, 3);

/**
 * Monthly actual production (bars) against the estimate (a line). Loaded on its own (Recharts is large, decision
 * 0196) and hidden from screen readers: the table beside it holds the same figures.
 */
export default function ProductionChart({ months }: { months: readonly ProductionMonthView[] }) {
  const data = months.map((month) => ({
    month: shortMonth(month.month),
    actual: month.actualKwh,
    expected: month.expectedKwh ?? undefined,
  }));
  return (
    <div aria-hidden className="h-64 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="month" />
          <YAxis unit=" kWh" width={80} tickFormatter={(value: number) => formatNumber(value)} />
          <Tooltip formatter={(value) => `${formatNumber(Number(value), 1)} kWh`} />
          <Legend />
          <Bar dataKey="actual" name="Actual" fill="#0f766e" />
          <Line dataKey="expected" name="Expected" stroke="#b45309" strokeWidth={2} dot={false} />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}

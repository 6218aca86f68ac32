import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { FigureTable } from "./figure-cells.ts";

/**
 * A table's figures as bars (Recharts, decision 0198), loaded only on the analytics page and only in the browser:
 * the table beside it is the accessible form and the source of its CSV, so the picture is hidden from screen readers.
 */
export default function FigureChart({ table }: { table: FigureTable }) {
  // A table's "All" rows (the range's and the previous period's) are totals, not more bars.
  const data = table.rows
    .filter((row) => row.key !== "total" && row.key !== "previous")
    .map((row) => ({ label: row.cells[0]!.text, value: row.cells[1]!.value ?? 0 }));
  return (
    <div aria-hidden="true" className="mb-3 h-56 w-full text-xs">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={{ fontSize: 11 }} interval="preserveStartEnd" />
          <YAxis allowDecimals={false} width={40} tick={{ fontSize: 11 }} />
          <Tooltip />
          <Bar dataKey="value" name={table.columns[1]} fill="#d97706" isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

import { efficiencyMeasures } from "../../content/efficiency-measures.ts";
import { formatCents, formatNumber } from "../../lib/format.ts";
import { TableScroller } from "../../ui/table-scroller.tsx";
import { formatPayback } from "./result-format.ts";
import type { SavingsComparison, Scenario, ScenarioId } from "./savings-comparison.ts";

const th = "px-3 py-2 text-right font-semibold";
const td = "px-3 py-2 text-right tabular-nums";
const money = (cents: number) => formatCents(cents, { wholeDollars: true });
const hasSystem = (scenario: Scenario) => scenario.systemKw > 0 || scenario.batteryKwh > 0;

const rows: { label: string; value: (scenario: Scenario) => string }[] = [
  { label: "Electricity cost, first year", value: (s) => money(s.yearlyCostCents) },
  { label: "Saving against today", value: (s) => money(s.savingsVsTodayCents) },
  { label: "Bought from the utility", value: (s) => `${formatNumber(s.boughtKwh)} kWh` },
  { label: "Solar", value: (s) => (s.systemKw > 0 ? `${formatNumber(s.systemKw, 1)} kW` : "–") },
  { label: "Battery", value: (s) => (s.batteryKwh > 0 ? `${formatNumber(s.batteryKwh, 1)} kWh` : "–") },
  { label: "Price of solar and battery (cash)", value: (s) => (hasSystem(s) ? money(s.priceCents) : "–") },
  {
    label: "Payback of solar and battery",
    value: (s) => (hasSystem(s) ? formatPayback(s.result.options.cash.payback) : "–"),
  },
];

/** The four cases side by side; the row headers make each cell readable on its own. */
export function SavingsTable({
  comparison,
  labels,
}: {
  comparison: SavingsComparison;
  labels: Record<ScenarioId, string>;
}) {
  return (
    <TableScroller label="Today, efficiency, solar and battery compared" className="mt-6">
      <table className="w-full min-w-[40rem] border-collapse text-sm">
        <caption className="sr-only">Your first-year electricity cost today and with each step added</caption>
        <thead className="bg-slate-100 dark:bg-slate-800">
          <tr>
            <td />
            {comparison.scenarios.map((scenario) => (
              <th key={scenario.id} scope="col" className={th}>
                {labels[scenario.id]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row" className="px-3 py-2 text-left font-semibold">
                {row.label}
              </th>
              {comparison.scenarios.map((scenario) => (
                <td key={scenario.id} className={td}>
                  {row.value(scenario)}
                </td>
              ))}
            </tr>
          ))}
          <tr>
            <th scope="row" className="px-3 py-2 text-left font-semibold">
              Upgrades counted
            </th>
            <td colSpan={comparison.scenarios.length} className="px-3 py-2 text-left">
              {comparison.measures.length === 0
                ? "None chosen"
                : comparison.measures
                    .map((m) => `${efficiencyMeasures[m.id].label}: ${formatNumber(m.kwh)} kWh`)
                    .join("; ")}
            </td>
          </tr>
        </tbody>
      </table>
    </TableScroller>
  );
}

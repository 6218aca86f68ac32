import { efficiencyMeasures } from "#app/content/efficiency-measures.ts";
import { formatCents, formatNumber } from "#app/lib/format.ts";
import { SideBySideTable } from "#app/ui/side-by-side-table.tsx";
import { formatPayback, type SavingsComparison, type Scenario, type ScenarioId } from "#app/areas/energy/index.ts";

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
    <SideBySideTable
      label="Today, efficiency, solar and battery compared"
      caption="Your first-year electricity cost today and with each step added"
      tableClassName="min-w-[40rem]"
      options={comparison.scenarios.map((scenario) => ({
        key: scenario.id,
        heading: labels[scenario.id],
        option: scenario,
      }))}
      rows={rows}
    >
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
    </SideBySideTable>
  );
}

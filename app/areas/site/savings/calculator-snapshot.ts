import { utilityTariffs } from "#app/content/utility-tariffs.ts";
import { formatCents, formatNumber } from "#app/lib/format.ts";
import { toQuery } from "#app/lib/query-params.ts";
import type { CalculatorSnapshot } from "#app/areas/sales/index.ts";
import {
  formatPayback,
  roiParams,
  type RoiResult,
  type RoiValues,
  type SavingsComparison,
  savingsParams,
  type SavingsValues,
} from "#app/areas/energy/index.ts";

const money = (cents: number) => formatCents(cents, { wholeDollars: true });

function snapshot(
  calculator: CalculatorSnapshot["calculator"],
  query: string,
  headline: CalculatorSnapshot["headline"],
): CalculatorSnapshot {
  return {
    calculator,
    url: `/resources/${calculator}?${query}`,
    inputs: Object.fromEntries(new URLSearchParams(query)),
    headline,
  };
}

/** What "Get an exact quote" sends from the ROI calculator: every input and the figures the visitor saw first. */
export function roiSnapshot(values: RoiValues, result: RoiResult): CalculatorSnapshot {
  return snapshot("roi-calculator", toQuery(roiParams, values), [
    { label: "Utility", value: utilityTariffs[values.utility].name },
    { label: "System", value: `${formatNumber(result.systemKw, 1)} kW` },
    { label: "Battery", value: result.batteryKwh > 0 ? `${formatNumber(result.batteryKwh, 1)} kWh` : "None" },
    { label: "Year-one savings", value: money(result.yearOne.savingsCents) },
    { label: "Price after incentives", value: money(result.costs.netCents) },
    { label: "Cash payback", value: formatPayback(result.options.cash.payback) },
    { label: "25-year net savings (cash)", value: money(result.options.cash.netSavingsCents) },
  ]);
}

export function savingsSnapshot(
  values: SavingsValues,
  comparison: SavingsComparison,
  labels: Record<string, string>,
): CalculatorSnapshot {
  return snapshot("savings-calculator", toQuery(savingsParams, values), [
    { label: "Utility", value: utilityTariffs[values.utility].name },
    ...comparison.scenarios.map((scenario) => ({
      label: `${labels[scenario.id]}, yearly cost`,
      value: money(scenario.yearlyCostCents),
    })),
    {
      label: "Solar and battery",
      value: `${formatNumber(comparison.scenarios[3]!.systemKw, 1)} kW, ${formatNumber(comparison.scenarios[3]!.batteryKwh, 1)} kWh`,
    },
  ]);
}

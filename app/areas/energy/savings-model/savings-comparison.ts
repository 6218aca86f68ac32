import { efficiencySavings, usageAfterEfficiency, type EfficiencyChoices, type MeasureSaving } from "./efficiency.ts";
import { sum } from "./production.ts";
import { calculateRoi, type RoiInputs, type RoiResult } from "./roi-model.ts";
import { usageFromBill } from "./usage.ts";

export type ScenarioId = "today" | "efficiency" | "solar" | "battery";

export interface Scenario {
  id: ScenarioId;
  /** Year-one electricity cost, cents. */
  yearlyCostCents: number;
  savingsVsTodayCents: number;
  boughtKwh: number;
  systemKw: number;
  batteryKwh: number;
  /** Cash price of the solar and battery (efficiency upgrades are not priced here). */
  priceCents: number;
  result: RoiResult;
}

export interface SavingsComparison {
  annualUsageKwh: number;
  measures: MeasureSaving[];
  /** What the measures save in total, capped at the home's use. */
  efficiencyKwh: number;
  scenarios: Scenario[];
}

/**
 * Today, with efficiency upgrades, then solar, then solar and a battery, each on top of the previous, from the same
 * model as the ROI calculator. Solar is sized for the home after the upgrades unless a size is given.
 */
export function compareSavings(roi: RoiInputs, choices: EfficiencyChoices): SavingsComparison {
  const usage = roi.usage.kind === "bill" ? usageFromBill(roi.tariff, roi.usage.monthlyBillCents) : [...roi.usage.kwh];
  const annualUsageKwh = sum(usage);
  const measures = efficiencySavings(annualUsageKwh, choices);
  const efficiencyKwh = Math.min(annualUsageKwh, sum(measures.map((m) => m.kwh)));
  const efficient = usageAfterEfficiency(usage, efficiencyKwh);
  const run = (kwh: readonly number[], systemKw: number | null, batteryKwh: number) =>
    calculateRoi({ ...roi, usage: { kind: "months", kwh }, systemKw, batteryKwh });
  const today = run(usage, 0, 0);
  const results: [ScenarioId, RoiResult][] = [
    ["today", today],
    ["efficiency", run(efficient, 0, 0)],
    ["solar", run(efficient, roi.systemKw, 0)],
    ["battery", run(efficient, roi.systemKw, roi.batteryKwh)],
  ];
  const todayCost = today.yearOne.billBeforeCents;
  return {
    annualUsageKwh,
    measures,
    efficiencyKwh,
    scenarios: results.map(([id, result]) => ({
      id,
      yearlyCostCents: result.yearOne.billAfterCents,
      savingsVsTodayCents: todayCost - result.yearOne.billAfterCents,
      boughtKwh: result.yearOne.importedKwh,
      systemKw: result.systemKw,
      batteryKwh: result.batteryKwh,
      priceCents: result.costs.solarCents + result.costs.batteryCents,
      result,
    })),
  };
}

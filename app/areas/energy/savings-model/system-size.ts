import { usageAssumptions } from "#app/content/usage-assumptions.ts";
import type { UtilityTariff } from "#app/content/utility-tariffs.ts";
import { sum } from "./production.ts";
import { yearAveragePriceCents } from "./usage.ts";

export type SizeReason = "no-usage" | "no-production" | "whole-use" | "on-site-use";

export interface SizeRecommendation {
  systemKw: number;
  reason: SizeReason;
  /** The year-one production the size aims at, kWh. */
  targetKwh: number;
}

/** Export credit at least this share of the bill's average price counts as "worth about the same". */
const EXPORT_WORTH_IMPORT = 0.9;

/**
 * The size we recommend, in 0.1 kW steps, rounded down (docs/decisions/0028): never more than the year's use (the
 * Shasta Lake NEM A-2 limit, and past it every utility here pays little or nothing). Where exports earn much less
 * than imports cost, only as much as the home uses while the sun shines plus what the battery can move to the
 * evening: beyond that each extra kWh is sold for the export credit.
 */
export function recommendSystemSize(
  tariff: UtilityTariff,
  monthlyUsageKwh: readonly number[],
  monthlyKwhPerKw: readonly number[],
  batteryKwh: number,
): SizeRecommendation {
  const annualUse = sum(monthlyUsageKwh);
  const perKw = sum(monthlyKwhPerKw);
  if (annualUse <= 0) return { systemKw: 0, reason: "no-usage", targetKwh: 0 };
  if (perKw <= 0) return { systemKw: 0, reason: "no-production", targetKwh: 0 };
  const { daytimeShare, batteryRoundTripEfficiency, batteryCyclesPerDay } = usageAssumptions;
  const exportsWorthImports = tariff.exportCreditCents >= EXPORT_WORTH_IMPORT * yearAveragePriceCents(tariff);
  const storable = Math.min(
    batteryKwh * batteryCyclesPerDay * 365,
    (annualUse * (1 - daytimeShare)) / batteryRoundTripEfficiency,
  );
  const targetKwh = exportsWorthImports ? annualUse : Math.min(annualUse, annualUse * daytimeShare + storable);
  return {
    systemKw: Math.floor((targetKwh / perKw) * 10) / 10,
    reason: exportsWorthImports ? "whole-use" : "on-site-use",
    targetKwh,
  };
}

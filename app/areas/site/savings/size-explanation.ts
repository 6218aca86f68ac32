import { usageAssumptions } from "#app/content/usage-assumptions.ts";
import type { UtilityTariff } from "#app/content/utility-tariffs.ts";
import { formatNumber } from "#app/lib/format.ts";
import { type RoiResult, yearAveragePriceCents } from "#app/areas/energy/index.ts";

const cents = (value: number) => `${formatNumber(value, 1)}¢`;

/** Why we recommend the size we do, in a sentence the page shows beside it. */
export function explainRecommendation(result: RoiResult, tariff: UtilityTariff): string {
  const { recommendation } = result;
  const size = `${formatNumber(recommendation.systemKw, 1)} kW`;
  switch (recommendation.reason) {
    case "no-usage":
      return "With no electricity bought, there is nothing for solar to save, so we recommend no system.";
    case "no-production":
      return "This roof, as described, would produce nothing, so we recommend no system.";
    case "whole-use":
      return `Your export credit is close to what you pay per kWh, so we size the system to cover your year's use (${formatNumber(result.annualUsageKwh)} kWh): ${size}.`;
    case "on-site-use":
      return `Exports earn ${cents(tariff.exportCreditCents)} per kWh while you pay about ${cents(yearAveragePriceCents(tariff))}, so we size the system for the ${formatNumber(usageAssumptions.daytimeShare * 100)}% of your use that falls while the sun shines${result.batteryKwh > 0 ? " plus what your battery can move to the evening" : ""}: ${size}. More panels would mostly sell power at the export rate.`;
  }
}

/** The share of year-one production exported, as a sentence, when it is worth saying. */
export function exportShareNote(result: RoiResult): string | null {
  const { productionKwh, exportedKwh } = result.yearOne;
  if (productionKwh <= 0 || exportedKwh <= 0) return null;
  const share = formatNumber((exportedKwh / productionKwh) * 100);
  const bigger = result.systemKw > result.recommendation.systemKw ? " It is larger than we recommend." : "";
  return `${share}% of this system's first-year output is exported (${formatNumber(exportedKwh)} kWh).${bigger}`;
}

import type { SeasonPrices, UtilityTariff } from "#app/content/utility-tariffs.ts";
import { summerMonths, touUsageMix } from "#app/content/utility-tariffs.ts";
import { usageAssumptions } from "#app/content/usage-assumptions.ts";

export const DAYS_IN_MONTH: readonly number[] = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

export function seasonPrices(tariff: UtilityTariff, month: number): SeasonPrices {
  return summerMonths.includes(month) ? tariff.summer : tariff.winter;
}

/** What a kWh on the bill costs on average in a month, cents: the time-of-use periods weighted by touUsageMix. */
export function averagePriceCents(tariff: UtilityTariff, month: number): number {
  const prices = seasonPrices(tariff, month);
  return prices.peak * touUsageMix.peak + prices.partPeak * touUsageMix.partPeak + prices.offPeak * touUsageMix.offPeak;
}

/** One month of a home with solar: where the panels' kWh go, and what is still bought. */
export interface EnergyMonth {
  usageKwh: number;
  productionKwh: number;
  /** Solar used in the home as it is produced. */
  selfConsumedKwh: number;
  /** Solar stored at midday and used in the evening (after round-trip losses). */
  batteryDeliveredKwh: number;
  exportedKwh: number;
  importedKwh: number;
}

/**
 * Splits a month's production (docs/savings-model.md §3): the daytime share of use is covered first, the battery
 * stores what is left up to its capacity once a day and up to what the evening needs, the rest is exported.
 */
export function splitMonth(usageKwh: number, productionKwh: number, batteryKwh: number, month: number): EnergyMonth {
  const { daytimeShare, batteryRoundTripEfficiency: efficiency, batteryCyclesPerDay } = usageAssumptions;
  const daytimeUse = usageKwh * daytimeShare;
  const eveningUse = usageKwh - daytimeUse;
  const selfConsumedKwh = Math.min(productionKwh, daytimeUse);
  const surplus = productionKwh - selfConsumedKwh;
  const storedKwh = Math.min(
    surplus,
    batteryKwh * batteryCyclesPerDay * DAYS_IN_MONTH[month]!,
    eveningUse / efficiency,
  );
  const batteryDeliveredKwh = storedKwh * efficiency;
  return {
    usageKwh,
    productionKwh,
    selfConsumedKwh,
    batteryDeliveredKwh,
    exportedKwh: surplus - storedKwh,
    importedKwh: usageKwh - selfConsumedKwh - batteryDeliveredKwh,
  };
}

/** A year's bill effects, in cents (unrounded inside; rounded once per year). */
export interface BillYear {
  billBeforeCents: number;
  billAfterCents: number;
  savingsCents: number;
  /** Export credit the rules let the bill use; the rest is lost (monthly) or left at the true-up (yearly). */
  exportCreditUsedCents: number;
}

/**
 * Year's savings = avoided imports × their price + usable export credit − any change in fixed charges.
 * Solar used as produced avoids the off-peak price; battery energy avoids the peak price up to the home's peak-hour
 * use and the off-peak price beyond it. Export credit only offsets energy charges, per the utility's credit period.
 * `priceFactor` is the utility price escalation for the year (export credits are fixed: PG&E locks them for nine
 * years, REU's has not moved since 2020).
 */
export function billYear(tariff: UtilityTariff, months: readonly EnergyMonth[], priceFactor: number): BillYear {
  let energyBefore = 0;
  let avoided = 0;
  let credit = 0;
  let creditUsed = 0;
  let remainingForYear = 0;
  months.forEach((energy, month) => {
    const prices = seasonPrices(tariff, month);
    const before = energy.usageKwh * averagePriceCents(tariff, month) * priceFactor;
    const peakUse = energy.usageKwh * touUsageMix.peak;
    const batteryAtPeak = Math.min(energy.batteryDeliveredKwh, peakUse);
    const avoidedThisMonth =
      (energy.selfConsumedKwh * prices.offPeak +
        batteryAtPeak * prices.peak +
        (energy.batteryDeliveredKwh - batteryAtPeak) * prices.offPeak) *
      priceFactor;
    const creditThisMonth = energy.exportedKwh * tariff.exportCreditCents;
    const remaining = Math.max(0, before - avoidedThisMonth);
    energyBefore += before;
    avoided += avoidedThisMonth;
    credit += creditThisMonth;
    remainingForYear += remaining;
    if (tariff.creditPeriod === "month") creditUsed += Math.min(creditThisMonth, remaining);
  });
  if (tariff.creditPeriod === "year") creditUsed = Math.min(credit, remainingForYear);
  const fixedBefore = 12 * tariff.fixedChargeCentsPerMonth * priceFactor;
  const fixedChange = 12 * tariff.fixedChargeChangeWithSolarCentsPerMonth * priceFactor;
  const billBeforeCents = Math.round(energyBefore + fixedBefore);
  const savingsCents = Math.round(avoided + creditUsed - fixedChange);
  return {
    billBeforeCents,
    billAfterCents: billBeforeCents - savingsCents,
    savingsCents,
    exportCreditUsedCents: Math.round(creditUsed),
  };
}

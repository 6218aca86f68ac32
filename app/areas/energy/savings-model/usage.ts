import type { UtilityTariff } from "#app/content/utility-tariffs.ts";
import { averagePriceCents } from "./energy-year.ts";

/** The year's average price of a kWh on the bill, cents. */
export function yearAveragePriceCents(tariff: UtilityTariff): number {
  let sum = 0;
  for (let month = 0; month < 12; month++) sum += averagePriceCents(tariff, month);
  return sum / 12;
}

/**
 * Twelve months of use from an average monthly bill: what is left after the fixed charge, divided by the average
 * price, the same every month (12 months of kWh from the bills give the real pattern). A bill at or below the fixed
 * charge means no energy bought.
 */
export function usageFromBill(tariff: UtilityTariff, monthlyBillCents: number): number[] {
  const price = yearAveragePriceCents(tariff);
  const energyCents = Math.max(0, monthlyBillCents - tariff.fixedChargeCentsPerMonth);
  const kwh = price > 0 ? energyCents / price : 0;
  return Array.from({ length: 12 }, () => kwh);
}

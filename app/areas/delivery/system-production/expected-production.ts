import { degradation } from "#app/content/solar-production.ts";
import { monthlyKwhPerKw, monthlyProduction, type Roof } from "#app/areas/energy/index.ts";
import { daysFrom, daysInMonth, monthOf } from "./calendar-days.ts";

/** What the savings model needs to expect a system's output: its size, its roof and the day it started. */
export interface ProductionBasis {
  systemKw: number;
  roof: Roof;
  installedOn: string;
}

/** The savings model's month ("2026-10") for the system in its year of operation that holds `isoDate`. */
function fullMonthKwh(basis: ProductionBasis, month: string, isoDate: string): number {
  const year = Math.floor(daysFrom(basis.installedOn, isoDate) / 365.25) + 1;
  const months = monthlyProduction(monthlyKwhPerKw(basis.roof), basis.systemKw, year, degradation.defaultPercent);
  return months[Number(month.slice(5, 7)) - 1]!;
}

/**
 * The kWh a system is expected to make in a month ("2026-10"): the savings model's month for its size and roof, in its
 * year of operation (panels lose 0.5% a year, the calculators' default), for the days since it was installed only.
 */
export function expectedMonthKwh(basis: ProductionBasis, month: string): number {
  const installedMonth = monthOf(basis.installedOn);
  if (month < installedMonth) return 0;
  if (month > installedMonth) return fullMonthKwh(basis, month, `${month}-01`);
  const days = daysInMonth(month);
  const running = days - Number(basis.installedOn.slice(8, 10)) + 1;
  return (fullMonthKwh(basis, month, basis.installedOn) * running) / days;
}

/** The kWh expected on one day: its month's expectation spread evenly over the month's days. */
export function expectedDayKwh(basis: ProductionBasis, isoDate: string): number {
  if (isoDate < basis.installedOn) return 0;
  const month = monthOf(isoDate);
  return fullMonthKwh(basis, month, isoDate) / daysInMonth(month);
}

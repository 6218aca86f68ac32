import {
  orientationFactors,
  referenceMonthlyKwhPerKw,
  tiltFactors,
  type Orientation,
  type TiltBand,
} from "#app/content/solar-production.ts";

export interface Roof {
  orientation: Orientation;
  tilt: TiltBand;
  /** Share of output lost to shade beyond PVWatts' 3%, 0 to 1 (1: fully shaded). */
  shadingLoss: number;
}

/** Year-one kWh per installed kW, January to December, for this roof. */
export function monthlyKwhPerKw(roof: Roof): number[] {
  const factor = orientationFactors[roof.orientation].factor * tiltFactors[roof.tilt].factor * (1 - roof.shadingLoss);
  return referenceMonthlyKwhPerKw.map((kwh) => kwh * factor);
}

/** Output in year `year` (1 = first): panels lose `degradationPercent` of their output each year. */
export function monthlyProduction(
  perKw: readonly number[],
  systemKw: number,
  year: number,
  degradationPercent: number,
): number[] {
  const aging = (1 - degradationPercent / 100) ** (year - 1);
  return perKw.map((kwh) => kwh * systemKw * aging);
}

export const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** Losses in a row, each taken from what the one before left: 1 − Π(1 − loss), in percent (PVWatts' 14.08%). */
export function combinedLossPercent(losses: readonly { percent: number }[]): number {
  return 100 * (1 - losses.reduce((left, loss) => left * (1 - loss.percent / 100), 1));
}

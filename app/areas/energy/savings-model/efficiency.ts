import { efficiencyFigures, type EfficiencyMeasureId } from "#app/content/efficiency-measures.ts";
import { usageAssumptions } from "#app/content/usage-assumptions.ts";
import { sum } from "./production.ts";

export interface EfficiencyChoices {
  /** Incandescent bulbs replaced. */
  ledBulbs: number;
  /** People in the home when an electric tank water heater is replaced; 0: not replaced. */
  waterHeaterPeople: number;
  smartThermostat: boolean;
  poolPump: boolean;
  airSealing: boolean;
}

export interface MeasureSaving {
  id: EfficiencyMeasureId;
  kwh: number;
}

/** Each chosen measure's yearly kWh saving, before the total is capped at the home's use. */
export function efficiencySavings(annualUsageKwh: number, choices: EfficiencyChoices): MeasureSaving[] {
  const hvac = annualUsageKwh * usageAssumptions.heatingCoolingShare;
  const people = Math.min(6, Math.max(2, Math.round(choices.waterHeaterPeople)));
  const savings: MeasureSaving[] = [
    {
      id: "led",
      kwh: (choices.ledBulbs * efficiencyFigures.ledWattsSaved * efficiencyFigures.ledHoursPerDay * 365) / 1000,
    },
    {
      id: "heatPumpWaterHeater",
      kwh: choices.waterHeaterPeople > 0 ? efficiencyFigures.heatPumpWaterHeaterKwh[people]! : 0,
    },
    { id: "smartThermostat", kwh: choices.smartThermostat ? hvac * efficiencyFigures.smartThermostatShareOfHvac : 0 },
    {
      id: "poolPump",
      kwh: choices.poolPump ? efficiencyFigures.singleSpeedPoolPumpKwh * efficiencyFigures.poolPumpShare : 0,
    },
    { id: "airSealing", kwh: choices.airSealing ? hvac * efficiencyFigures.airSealingShareOfHvac : 0 },
  ];
  return savings.filter((saving) => saving.kwh > 0);
}

/**
 * Monthly use after the savings, reduced in proportion to each month's use and never below zero: savings larger
 * than the home's use (a small bill, many measures) save the whole use and no more.
 */
export function usageAfterEfficiency(monthlyUsageKwh: readonly number[], savedKwh: number): number[] {
  const annual = sum(monthlyUsageKwh);
  if (annual <= 0) return monthlyUsageKwh.map(() => 0);
  const keep = Math.max(0, 1 - savedKwh / annual);
  return monthlyUsageKwh.map((kwh) => kwh * keep);
}

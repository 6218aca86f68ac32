import { efficiencyMeasures } from "#app/content/efficiency-measures.ts";
import { parseParams, toQuery, type ParamNote, type ParamSpec, type ParamValues } from "#app/lib/query-params.ts";
import type { EfficiencyChoices } from "./efficiency.ts";
import { applySuggestedUtility, roiInputs, roiParams, type RoiValues } from "./roi-params.ts";
import type { RoiInputs } from "./roi-model.ts";
import type { suggestUtility } from "./utility-suggestion.ts";

/** The home's utility and bill: the same parameters in both calculators, carried from this one to the ROI's. */
const { place, utility, bill, usage, importPrice, exportCredit, size } = roiParams;
const utilityAndBill = { place, utility, bill, usage, importPrice, exportCredit };

/** A checkbox for an efficiency measure: its label and typical saving are the measure's. */
const measureFlag = (measure: keyof typeof efficiencyMeasures) =>
  ({
    kind: "flag",
    label: efficiencyMeasures[measure].label,
    hint: efficiencyMeasures[measure].typicalSaving,
  }) as const;

/** The utility savings calculator's URL parameters: the ROI calculator's names where the inputs are the same. */
export const savingsParams = {
  ...utilityAndBill,
  bulbs: {
    kind: "number",
    label: "Incandescent bulbs replaced by LEDs",
    hint: efficiencyMeasures.led.typicalSaving,
    min: 0,
    max: 200,
    default: 0,
  },
  waterHeater: {
    kind: "choice",
    label: "Replace an electric tank water heater with a heat pump?",
    options: ["0", "2", "3", "4", "5", "6"],
    default: "0",
  },
  thermostat: measureFlag("smartThermostat"),
  poolPump: measureFlag("poolPump"),
  sealing: measureFlag("airSealing"),
  size,
  battery: { ...roiParams.battery, default: 13.5 },
} as const satisfies Record<string, ParamSpec>;

export type SavingsValues = ParamValues<typeof savingsParams>;

export interface SavingsQuery {
  values: SavingsValues;
  notes: ParamNote[];
  suggestedUtility: ReturnType<typeof suggestUtility>;
}

export function parseSavingsQuery(query: URLSearchParams): SavingsQuery {
  const { values, notes } = parseParams(savingsParams, query);
  return { values, notes, suggestedUtility: applySuggestedUtility(values, query) };
}

/** The ROI model's inputs for these values, the ROI calculator's defaults for everything not asked here. */
export function savingsInputs(values: SavingsValues): { roi: RoiInputs; choices: EfficiencyChoices } {
  const defaults = parseParams(roiParams, new URLSearchParams()).values;
  const roiValues: RoiValues = { ...defaults, ...values, sgip: false };
  return {
    roi: roiInputs(roiValues),
    choices: {
      ledBulbs: Math.round(values.bulbs),
      waterHeaterPeople: Number(values.waterHeater),
      smartThermostat: values.thermostat,
      poolPump: values.poolPump,
      airSealing: values.sealing,
    },
  };
}

/** The ROI calculator's query for the same home and system: shared inputs carried over, its own defaults for the rest. */
export function roiQueryFor(values: SavingsValues, systemKw: number): string {
  const defaults = parseParams(roiParams, new URLSearchParams()).values;
  const carried = Object.fromEntries(
    Object.keys(utilityAndBill).map((name) => [name, values[name as keyof SavingsValues]]),
  );
  return toQuery(roiParams, { ...defaults, ...carried, battery: values.battery, size: systemKw });
}

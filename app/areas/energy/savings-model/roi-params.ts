import { solarCosts } from "#app/content/solar-costs.ts";
import { degradation, orientations, shadingLevels, shadingLosses, tiltBands } from "#app/content/solar-production.ts";
import { tariffNeedsRates, utilityIds, utilityTariffs, type UtilityTariff } from "#app/content/utility-tariffs.ts";
import {
  parseParams,
  type ParamNote,
  type ParamSpec,
  type ParamText,
  type ParamValues,
} from "#app/lib/query-params.ts";
import type { RoiInputs } from "./roi-model.ts";
import { suggestUtility } from "./utility-suggestion.ts";

/** A price in dollars whose range and default are a cost fact in cents. */
const dollarsParam = (text: ParamText, cents: { min: number; max: number; value: number }) =>
  ({ kind: "number", ...text, min: cents.min / 100, max: cents.max / 100, default: cents.value / 100 }) as const;

const PER_YEAR = "% per year";

/**
 * The ROI calculator's URL parameters (docs/decisions/0028 explains the names and units), with what its form shows
 * for each. The size and battery hints differ between the calculators, so their forms give them.
 */
export const roiParams = {
  place: { kind: "place", label: "ZIP code or town" },
  utility: { kind: "choice", label: "Utility", options: utilityIds, default: "reu" },
  bill: { kind: "number", label: "Average monthly bill", unit: "$", min: 0, max: 2000, default: 220 },
  usage: {
    kind: "monthly-list",
    label: "12 months of use",
    unit: "kWh, January to December",
    placeholder: "e.g. 900, 800, 700, …",
    hint: "Separated by commas, from your bills or your utility's website; replaces the bill when given.",
    min: 0,
    max: 20000,
  },
  importPrice: {
    kind: "number",
    label: "Price you pay per kWh",
    unit: "$",
    // Shown only for the utilities we hold no rates for: Trinity PUD and "another utility" (decision 0063).
    hint: "We hold no rates for this utility: enter the price per kWh and the export credit your bill shows.",
    min: 0.01,
    max: 1.5,
    default: 0.3,
  },
  exportCredit: { kind: "number", label: "Credit per kWh you export", unit: "$", min: 0, max: 1.5, default: 0.05 },
  orientation: { kind: "choice", label: "Roof faces", options: orientations, default: "s" },
  tilt: { kind: "choice", label: "Roof pitch", options: tiltBands, default: "low" },
  shading: { kind: "choice", label: "Shade", options: shadingLevels, default: "none" },
  size: { kind: "optional-number", label: "System size", unit: "kW", placeholder: "Recommended", min: 0, max: 50 },
  battery: { kind: "number", label: "Battery, usable", unit: "kWh", min: 0, max: 60, default: 0 },
  degradation: {
    kind: "number",
    label: "Panel degradation",
    unit: PER_YEAR,
    hint: "0.25 to 1; 0.5 is typical.",
    min: degradation.minPercent,
    max: degradation.maxPercent,
    default: degradation.defaultPercent,
  },
  price: dollarsParam(
    { label: "Installed solar price", unit: "$ per watt", hint: "Our typical price; use your quote's." },
    solarCosts.pvCentsPerWatt,
  ),
  batteryPrice: dollarsParam({ label: "Battery price", unit: "$ per kWh" }, solarCosts.batteryCentsPerKwh),
  sgip: {
    kind: "flag",
    label: "Count an SGIP battery rebate (about 15% of the battery)",
    hint: "Paid only while the program's budget lasts, and only with a battery.",
  },
  apr: { kind: "number", label: "Loan APR", unit: "%", min: 0, max: 30, default: 7.99 },
  term: { kind: "number", label: "Loan term", unit: "years", min: 1, max: 30, default: 20 },
  lease: {
    kind: "optional-number",
    label: "Lease or PPA first monthly payment",
    unit: "$",
    placeholder: "Typical offer",
    hint: "Leave empty for the offer we typically see.",
    min: 0,
    max: 3000,
  },
  escalator: {
    kind: "number",
    label: "Lease or PPA escalator",
    unit: PER_YEAR,
    min: 0,
    max: 6,
    default: solarCosts.leaseEscalatorPercent,
  },
  escalation: { kind: "number", label: "Utility price rise", unit: PER_YEAR, min: 0, max: 8, default: 3 },
  discount: { kind: "number", label: "Discount rate for NPV", unit: "%", min: 0, max: 15, default: 5 },
  inverterYear: {
    kind: "number",
    label: "Inverter replacement in year",
    hint: "0 for none (microinverters carry 25-year warranties).",
    min: 0,
    max: 25,
    default: solarCosts.inverterReplacementYear,
  },
} as const satisfies Record<string, ParamSpec>;

export type RoiParams = typeof roiParams;
export type RoiValues = ParamValues<RoiParams>;

export interface RoiQuery {
  values: RoiValues;
  notes: ParamNote[];
  /** The utility the ZIP code or town suggests, if any. */
  suggestedUtility: ReturnType<typeof suggestUtility>;
}

/** With no utility in the query, the one the ZIP code or town suggests; returns the suggestion. */
export function applySuggestedUtility(values: Pick<RoiValues, "place" | "utility">, query: URLSearchParams) {
  const suggestedUtility = suggestUtility(values.place);
  if (!query.get("utility") && suggestedUtility) values.utility = suggestedUtility;
  return suggestedUtility;
}

/** Parses the query; with no utility chosen, the place's suggested utility is used. */
export function parseRoiQuery(query: URLSearchParams): RoiQuery {
  const { values, notes } = parseParams(roiParams, query);
  const suggestedUtility = applySuggestedUtility(values, query);
  const whole = (param: "term" | "inverterYear") => {
    if (!Number.isInteger(values[param])) {
      values[param] = Math.round(values[param]);
      notes.push({ param, message: `${roiParams[param].label}: whole years only, so we used ${values[param]}.` });
    }
  };
  whole("term");
  whole("inverterYear");
  return { values, notes, suggestedUtility };
}

/** The utility's tariff, with the visitor's own prices where we hold none (Trinity PUD, another utility). */
export function tariffFor(values: Pick<RoiValues, "utility" | "importPrice" | "exportCredit">): UtilityTariff {
  const tariff = utilityTariffs[values.utility];
  if (!tariffNeedsRates(values.utility)) return tariff;
  const cents = values.importPrice * 100;
  const prices = { peak: cents, partPeak: cents, offPeak: cents };
  return { ...tariff, summer: prices, winter: prices, exportCreditCents: values.exportCredit * 100 };
}

export function roiInputs(values: RoiValues): RoiInputs {
  return {
    tariff: tariffFor(values),
    usage: values.usage
      ? { kind: "months", kwh: values.usage }
      : { kind: "bill", monthlyBillCents: Math.round(values.bill * 100) },
    roof: { orientation: values.orientation, tilt: values.tilt, shadingLoss: shadingLosses[values.shading].loss },
    systemKw: values.size,
    batteryKwh: values.battery,
    degradationPercent: values.degradation,
    pvCentsPerWatt: values.price * 100,
    batteryCentsPerKwh: values.batteryPrice * 100,
    optInIncentives: values.sgip,
    loan: { aprPercent: values.apr, termYears: values.term },
    lease: {
      firstMonthlyCents: values.lease === null ? null : Math.round(values.lease * 100),
      escalatorPercent: values.escalator,
    },
    utilityEscalationPercent: values.escalation,
    discountPercent: values.discount,
    inverterReplacementYear: values.inverterYear,
  };
}

/**
 * The savings model (docs/savings-model.md): pure functions of a home's utility, use, roof and system, shared by the
 * site's calculators and the sales area's fit score (docs/decisions/0142).
 */
export { combinedLossPercent, monthlyKwhPerKw, monthlyProduction, sum, type Roof } from "./production.ts";
export { calculateRoi, type OwnershipId, type RoiResult } from "./roi-model.ts";
export { parseRoiQuery, roiInputs, roiParams, type RoiQuery, type RoiValues } from "./roi-params.ts";
export { formatIrr, formatKwh, formatPayback } from "./result-format.ts";
export type { Payback } from "./returns.ts";
export { compareSavings, type SavingsComparison, type Scenario, type ScenarioId } from "./savings-comparison.ts";
export {
  parseSavingsQuery,
  roiQueryFor,
  savingsInputs,
  savingsParams,
  type SavingsQuery,
  type SavingsValues,
} from "./savings-params.ts";
export { yearAveragePriceCents } from "./usage.ts";
export { suggestUtility } from "./utility-suggestion.ts";

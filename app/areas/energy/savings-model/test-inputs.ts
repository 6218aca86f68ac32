import { utilityTariffs, type UtilityId } from "#app/content/utility-tariffs.ts";
import type { RoiInputs } from "./roi-model.ts";

/** The ROI calculator's defaults for `utility`, for tests and the benchmark; override what a case is about. */
export function defaultRoiInputs(utility: UtilityId = "reu", overrides: Partial<RoiInputs> = {}): RoiInputs {
  return {
    tariff: utilityTariffs[utility],
    usage: { kind: "bill", monthlyBillCents: 22_000 },
    roof: { orientation: "s", tilt: "low", shadingLoss: 0 },
    systemKw: null,
    batteryKwh: 0,
    degradationPercent: 0.5,
    pvCentsPerWatt: 310,
    batteryCentsPerKwh: 110_000,
    optInIncentives: false,
    loan: { aprPercent: 7.99, termYears: 20 },
    lease: { firstMonthlyCents: null, escalatorPercent: 2.9 },
    utilityEscalationPercent: 3,
    discountPercent: 5,
    inverterReplacementYear: 13,
    ...overrides,
  };
}

import { claims } from "#app/content/claims.ts";
import { companyPromises } from "#app/content/company.ts";
import { incentives } from "#app/content/solar-incentives.ts";
import { utilityIds, utilityTariffs } from "#app/content/utility-tariffs.ts";
import { collectCitations } from "#app/areas/site/claims/index.ts";
import { pageMeta } from "#app/areas/site/seo/index.ts";
import { parseRoiQuery, parseSavingsQuery } from "#app/areas/energy/index.ts";
import { ROI_CALCULATOR_PATH, type RoiCalculatorPageData } from "./roi-calculator-page.tsx";
import { SAVINGS_CALCULATOR_PATH, type SavingsCalculatorPageData } from "./savings-calculator-page.tsx";

/** The legal and utility claims the calculators rest on, numbered for the method section. */
export function savingsCitations() {
  const claimIds = [
    ...utilityIds.flatMap((id) => (utilityTariffs[id].claimId ? [utilityTariffs[id].claimId] : [])),
    ...incentives.map((incentive) => incentive.claimId),
  ];
  return collectCitations([{ claimIds }], { claims, promises: companyPromises });
}

export function loadRoiCalculatorPage(request: Request): RoiCalculatorPageData & { meta: ReturnType<typeof pageMeta> } {
  return {
    query: parseRoiQuery(new URL(request.url).searchParams),
    citations: savingsCitations(),
    meta: pageMeta({
      title: "Solar ROI Calculator",
      description:
        "Payback, 25-year savings, NPV and IRR for solar and batteries in Redding and Shasta County, with REU, Shasta Lake and PG&E rules and no expired tax credit.",
      path: ROI_CALCULATOR_PATH,
    }),
  };
}

export function loadSavingsCalculatorPage(
  request: Request,
): SavingsCalculatorPageData & { meta: ReturnType<typeof pageMeta> } {
  return {
    query: parseSavingsQuery(new URL(request.url).searchParams),
    citations: savingsCitations(),
    meta: pageMeta({
      title: "Utility Savings Calculator",
      description:
        "Your yearly electricity cost today, after LED, heat-pump water heater, thermostat, pool pump and sealing upgrades, then with solar and a battery.",
      path: SAVINGS_CALCULATOR_PATH,
    }),
  };
}

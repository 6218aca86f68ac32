import type { ElectricUtility } from "./company.ts";
import type { UtilityId } from "./utility-tariffs.ts";

/** Each utility a service-area town is served by (company.ts), as the savings calculators and the CRM name it. */
export const electricUtilityIds: Readonly<Record<ElectricUtility, UtilityId>> = {
  "Redding Electric Utility": "reu",
  "Shasta Lake Electric Utility": "shasta-lake",
  "PG&E": "pge",
  "Trinity Public Utilities District": "trinity",
};

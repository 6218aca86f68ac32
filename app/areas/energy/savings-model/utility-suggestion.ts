import { utilityByTown, utilityByZip, type UtilityId } from "#app/content/utility-tariffs.ts";

/**
 * The utility that most likely serves a ZIP code or town: Redding city limits → REU, Shasta Lake → its utility,
 * elsewhere in Shasta and Tehama counties → PG&E. A suggestion only: the page says so, and the bill decides.
 */
export function suggestUtility(place: string): UtilityId | null {
  const key = place.trim().toLowerCase().replace(/\s+/g, " ");
  if (key === "") return null;
  return utilityByZip[key] ?? utilityByTown[key] ?? null;
}

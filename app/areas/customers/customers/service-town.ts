import { company, type ServiceAreaTown } from "#app/content/company.ts";
import { electricUtilityIds } from "#app/content/electric-utilities.ts";
import { serviceAreaTowns } from "#app/content/service-area-towns.ts";
import type { UtilityId } from "#app/content/utility-tariffs.ts";

export interface ServiceTown {
  town: ServiceAreaTown;
  /** The utility serving most of the town (company.ts), or null for a town the company no longer lists. */
  utility: UtilityId | null;
}

/**
 * The service-area town an address names: of the towns named as whole words, the one named last ("12 Redding Ave,
 * Anderson" is in Anderson), as migration crm_customers reads existing leads. Null when it names none.
 */
export function townOfAddress(address: string | null | undefined): ServiceTown | null {
  if (!address) return null;
  const lower = address.toLowerCase();
  const named = serviceAreaTowns
    .filter((town) => new RegExp(`\\b${town}\\b`, "i").test(address))
    .sort((a, b) => lower.indexOf(b.toLowerCase()) - lower.indexOf(a.toLowerCase()));
  const town = named[0];
  if (!town) return null;
  const area = company.serviceAreas.find((known) => known.town === town);
  return { town, utility: area ? electricUtilityIds[area.utility] : null };
}

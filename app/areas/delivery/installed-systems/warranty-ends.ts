import type { WarrantyTerms } from "#app/content/equipment-warranty-terms.ts";

/**
 * The day a warranty of `years` from `installedOn` ends: the same date `years` later, a 29 February landing on the
 * 28th in a common year. PostgreSQL's `date + make_interval(years => n)` gives the same day (warranty-sql.server.ts),
 * so a list and a page never disagree (decision 0152). Null when there is no such warranty.
 */
export function warrantyEndsOn(installedOn: string, years: number | null): string | null {
  if (years === null) return null;
  const [year, month, day] = installedOn.split("-").map(Number) as [number, number, number];
  const endYear = year + years;
  const lastDayOfMonth = new Date(Date.UTC(endYear, month, 0)).getUTCDate();
  const endDay = Math.min(day, lastDayOfMonth);
  return `${String(endYear).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(endDay).padStart(2, "0")}`;
}

export interface WarrantyEnds {
  product: string | null;
  labour: string | null;
  performance: string | null;
}

/** An item's three warranty end dates from its system's install date. */
export function warrantyEnds(installedOn: string, terms: WarrantyTerms): WarrantyEnds {
  return {
    product: warrantyEndsOn(installedOn, terms.productWarrantyYears),
    labour: warrantyEndsOn(installedOn, terms.labourWarrantyYears),
    performance: warrantyEndsOn(installedOn, terms.performanceWarrantyYears),
  };
}

/** A warranty as a badge shows it: running, ending within `SOON_DAYS`, ended, or none. */
export type WarrantyState = "active" | "ending" | "ended" | "none";

/** "Warranties ending in the next 90 days" (issue 28 §2). */
export const SOON_DAYS = 90;

/** The date `days` after an ISO date. */
export function isoDatePlusDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Where a warranty ending on `endsOn` stands on `today` (the office's date): it still covers its last day. */
export function warrantyState(endsOn: string | null, today: string): WarrantyState {
  if (endsOn === null) return "none";
  if (endsOn < today) return "ended";
  return endsOn <= isoDatePlusDays(today, SOON_DAYS) ? "ending" : "active";
}

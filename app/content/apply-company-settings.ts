import type { CompanyFacts, SocialNetwork } from "./company.ts";
import type { CompanySettings } from "./company-settings.ts";

declare global {
  /**
   * The facts with the COMPANY_* settings applied, written into the bundles by a Vite build (vite.config.ts), so
   * the browser gets the facts without the code that applies them.
   */
  var __COMPANY_FACTS__: CompanyFacts | undefined;
  /**
   * The COMPANY_* settings for code run from source, published by its process entry (server/start.ts,
   * server/dev.ts); unset (tests), the module's values hold.
   */
  var __COMPANY_SETTINGS__: CompanySettings | undefined;
}

const socialSettings = {
  facebook: "COMPANY_FACEBOOK_URL",
  instagram: "COMPANY_INSTAGRAM_URL",
  linkedin: "COMPANY_LINKEDIN_URL",
  youtube: "COMPANY_YOUTUBE_URL",
} as const satisfies Record<SocialNetwork, keyof CompanySettings>;

/** "25+ Years Experience" for a company founded in 1999, counted in whole five-year steps from the build year. */
function experienceBadge(foundedYear: number, now: Date): string {
  const years = now.getFullYear() - foundedYear;
  return `${years >= 5 ? years - (years % 5) : Math.max(years, 1)}+ Years Experience`;
}

/** The facts with the settings applied. Service areas are chosen among the module's towns, whose utilities it knows. */
export function applyCompanySettings(facts: CompanyFacts, settings: CompanySettings, now = new Date()): CompanyFacts {
  const hours = settings.COMPANY_OFFICE_HOURS?.split("-");
  const areas = settings.COMPANY_SERVICE_AREAS?.flatMap((town) =>
    facts.serviceAreas.filter((known) => known.town.toLowerCase() === town.toLowerCase()),
  );
  const licenceNumber = settings.COMPANY_LICENCE_NUMBER;
  return {
    ...facts,
    name: settings.COMPANY_NAME ?? facts.name,
    legalName: settings.COMPANY_LEGAL_NAME ?? facts.legalName,
    phone: settings.COMPANY_PHONE
      ? { display: settings.COMPANY_PHONE, e164: `+1${settings.COMPANY_PHONE.replace(/\D/g, "")}` }
      : facts.phone,
    email: settings.COMPANY_EMAIL ?? facts.email,
    address: {
      ...facts.address,
      streetAddress: settings.COMPANY_STREET_ADDRESS ?? facts.address.streetAddress,
      postalCode: settings.COMPANY_POSTAL_CODE ?? facts.address.postalCode,
    },
    officeHours: hours
      ? facts.officeHours.map((entry) => ({ ...entry, opens: hours[0]!, closes: hours[1]! }))
      : facts.officeHours,
    foundedYear: settings.COMPANY_FOUNDED_YEAR ?? facts.foundedYear,
    badges: settings.COMPANY_FOUNDED_YEAR
      ? facts.badges.map((badge) =>
          badge.endsWith("Years Experience") ? experienceBadge(settings.COMPANY_FOUNDED_YEAR!, now) : badge,
        )
      : facts.badges,
    licence: licenceNumber
      ? {
          ...facts.licence,
          number: licenceNumber,
          display: `${facts.licence.classifications.map((c) => c.split(" ")[0]).join("/")} #${licenceNumber}`,
        }
      : facts.licence,
    social: facts.social.map((link) => ({ ...link, url: settings[socialSettings[link.network]] ?? link.url })),
    serviceAreas: areas ?? facts.serviceAreas,
  };
}

// Example values for a new deployment: the company name, legal name, phone, e-mail,
// street address, licence number, social links, site address, rating and review count
// below are illustrative. Replace them before the site goes live, here or with the
// COMPANY_* settings (company-settings.ts, docs/decisions/0015). Towns, utilities and
// coordinates are real.
import { applyCompanySettings } from "./apply-company-settings.ts";
import { formatClock } from "./clock.ts";
import type { ServiceAreaTown } from "./service-area-towns.ts";

export type DayOfWeek = "Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday" | "Sunday";

/** One opening interval in local time (America/Los_Angeles), 24-hour "HH:MM". */
export interface OpeningHours {
  day: DayOfWeek;
  opens: string;
  closes: string;
}

export interface PhoneNumber {
  /** As shown to people, e.g. "(530) 555-0142". */
  display: string;
  /** E.164, for tel: links and structured data, e.g. "+15305550142". */
  e164: string;
}

export interface PostalAddress {
  streetAddress: string;
  addressLocality: string;
  addressRegion: string;
  postalCode: string;
  addressCountry: string;
}

export interface GeoCoordinates {
  latitude: number;
  longitude: number;
}

export type SocialNetwork = "facebook" | "instagram" | "linkedin" | "youtube";

export interface SocialLink {
  network: SocialNetwork;
  label: string;
  url: string;
}

export type { ServiceAreaTown };

export type ElectricUtility =
  "Redding Electric Utility" | "Shasta Lake Electric Utility" | "PG&E" | "Trinity Public Utilities District";

export interface ServiceArea {
  town: ServiceAreaTown;
  county: "Shasta" | "Tehama" | "Trinity";
  /** The electric utility that serves most addresses in the town. */
  utility: ElectricUtility;
  note?: string;
}

export interface ContractorLicence {
  /** As printed on the site, e.g. "C-10/C-46 #000000 (example)". */
  display: string;
  classifications: readonly string[];
  number: string;
  board: string;
  lookupUrl: string;
}

export interface AggregateRating {
  ratingValue: number;
  reviewCount: number;
  bestRating: number;
}

export interface CompanyFacts {
  name: string;
  legalName: string;
  /** Canonical site origin, no trailing slash. */
  siteUrl: string;
  phone: PhoneNumber;
  email: string;
  address: PostalAddress;
  geo: GeoCoordinates;
  timeZone: string;
  /** Office hours: the canonical business hours for structured data and response-time (SLA) computation. */
  officeHours: readonly OpeningHours[];
  /** Hours our field crews schedule installs, maintenance and non-emergency repairs. */
  fieldServiceHours: readonly OpeningHours[];
  /** The emergency line is answered around the clock. */
  emergencyService: { available: boolean; label: string; description: string };
  foundedYear: number;
  solarSinceYear: number;
  licence: ContractorLicence;
  social: readonly SocialLink[];
  serviceAreas: readonly ServiceArea[];
  priceRange: string;
  aggregateRating: AggregateRating;
  /** Short phrases for the header ticker. */
  badges: readonly string[];
  /** One-paragraph description for the footer and structured data. */
  blurb: string;
}

const weekdays: readonly DayOfWeek[] = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"];

export const defaultCompany: CompanyFacts = {
  name: "Shasta Sun Solar",
  legalName: "Shasta Sun Solar, Inc.",
  siteUrl: "https://www.shastasunsolar.example",
  phone: { display: "(530) 555-0142", e164: "+15305550142" },
  email: "info@shastasunsolar.example",
  address: {
    streetAddress: "1234 Example Avenue, Suite 100",
    addressLocality: "Redding",
    addressRegion: "CA",
    postalCode: "96001",
    addressCountry: "US",
  },
  geo: { latitude: 40.5865, longitude: -122.3917 },
  timeZone: "America/Los_Angeles",
  officeHours: weekdays.map((day) => ({ day, opens: "08:00", closes: "17:00" })),
  fieldServiceHours: [
    ...weekdays.map((day) => ({ day, opens: "08:00", closes: "18:00" })),
    { day: "Saturday", opens: "09:00", closes: "16:00" },
  ],
  emergencyService: {
    available: true,
    label: "Emergency 24/7",
    description:
      "Our emergency line is answered 24 hours a day, 7 days a week, for systems that are damaged, unsafe or down during an outage.",
  },
  foundedYear: 1999,
  solarSinceYear: 2004,
  licence: {
    display: "C-10/C-46 #000000 (example)",
    classifications: ["C-10 Electrical", "C-46 Solar"],
    number: "000000",
    board: "Contractors State License Board (CSLB)",
    lookupUrl: "https://www.cslb.ca.gov/OnlineServices/CheckLicenseII/CheckLicense.aspx",
  },
  social: [
    { network: "facebook", label: "Facebook", url: "https://www.facebook.com/ShastaSunSolarExample" },
    { network: "instagram", label: "Instagram", url: "https://www.instagram.com/shastasunsolar.example" },
    { network: "linkedin", label: "LinkedIn", url: "https://www.linkedin.com/company/shasta-sun-solar-example" },
    { network: "youtube", label: "YouTube", url: "https://www.youtube.com/@ShastaSunSolarExample" },
  ],
  serviceAreas: [
    {
      town: "Redding",
      county: "Shasta",
      utility: "Redding Electric Utility",
      note: "Inside city limits. Some addresses with a Redding mailing address are outside city limits and served by PG&E; your bill shows which.",
    },
    { town: "Anderson", county: "Shasta", utility: "PG&E" },
    {
      town: "Shasta Lake",
      county: "Shasta",
      utility: "Shasta Lake Electric Utility",
      note: "Inside the City of Shasta Lake.",
    },
    { town: "Palo Cedro", county: "Shasta", utility: "PG&E" },
    { town: "Cottonwood", county: "Shasta", utility: "PG&E" },
    { town: "Red Bluff", county: "Tehama", utility: "PG&E" },
    { town: "Burney", county: "Shasta", utility: "PG&E", note: "Snow-load design area." },
    { town: "Weaverville", county: "Trinity", utility: "Trinity Public Utilities District" },
    { town: "Millville", county: "Shasta", utility: "PG&E" },
    { town: "Bella Vista", county: "Shasta", utility: "PG&E" },
    { town: "Shingletown", county: "Shasta", utility: "PG&E", note: "Snow-load design area." },
    { town: "Corning", county: "Tehama", utility: "PG&E" },
  ],
  priceRange: "$$",
  aggregateRating: { ratingValue: 4.9, reviewCount: 127, bestRating: 5 },
  badges: ["Licensed & Insured", "25+ Years Experience", "Solar Excellence Since 2004"],
  blurb:
    "A Redding company that designs, installs, repairs and maintains solar and battery systems for homes, businesses, farms and marinas across Shasta, Tehama and Trinity counties. Electrical repair is where we started; solar has been our work since 2004.",
};

/** The facts the site shows: the values above with this deployment's COMPANY_* settings applied. */
export const company: CompanyFacts =
  typeof __COMPANY_FACTS__ === "undefined"
    ? applyCompanySettings(defaultCompany, globalThis.__COMPANY_SETTINGS__ ?? {})
    : __COMPANY_FACTS__;

/** The weekday office hours as a phrase, e.g. "8:00 AM-5:00 PM". */
export function weekdayOfficeHours(facts: CompanyFacts): string {
  const monday = facts.officeHours[0]!;
  return `${formatClock(monday.opens)}-${formatClock(monday.closes)}`;
}

export type CompanyPromiseId =
  "emergency-response" | "same-day-repairs" | "orphaned-system-rescue" | "lead-response" | "repair-vs-replacement";

export interface CompanyPromise {
  id: CompanyPromiseId;
  /** Short form for badges and cards. */
  label: string;
  /** The full statement as shown to visitors. */
  statement: string;
  /** The limits of the promise, shown as fine print. */
  conditions: string;
  target: { value: number; unit: "hours" | "days" | "percent" };
}

export const companyPromises: readonly CompanyPromise[] = [
  {
    id: "emergency-response",
    label: "2-hour emergency response",
    statement:
      "Call our emergency line any time, day or night, and a technician responds within 2 hours: on the phone right away to make the system safe, and on the way to you when a site visit is needed.",
    conditions:
      "Emergencies are damaged or unsafe equipment (burning smell, arcing, storm or fire damage, exposed wiring) and systems that fail during a power outage. Travel time to outlying towns such as Burney, Weaverville and Corning is added to the on-site arrival.",
    target: { value: 2, unit: "hours" },
  },
  {
    id: "same-day-repairs",
    label: "Most repairs same-day",
    statement:
      "Most repairs are finished the same day we arrive, because our trucks carry the common inverters, optimizers, connectors, breakers and monitoring gateways.",
    conditions:
      "Parts that must be ordered from a manufacturer, warranty claims that need the manufacturer's approval, and roof repairs add time; we tell you before we leave.",
    target: { value: 1, unit: "days" },
  },
  {
    id: "orphaned-system-rescue",
    label: "Orphaned-system rescue in 7 days",
    statement:
      "If your installer has gone out of business, we take the system on: within 7 days of your call we inspect it, tell you in writing what is wrong and what it costs to fix, and in most cases have it producing again.",
    conditions:
      "Equipment that is discontinued or needs a manufacturer warranty replacement can take longer; we give you the schedule in the written plan.",
    target: { value: 7, unit: "days" },
  },
  {
    id: "lead-response",
    label: "Reply within 24 hours",
    statement: `After you send a request through this site, we contact you within 24 hours. If you write outside office hours (Mon-Fri ${weekdayOfficeHours(company)}), the 24 hours count from when the office next opens.`,
    conditions:
      "The 24 hours start when the office is open: a request sent outside office hours starts the clock at the next opening, and a deadline that falls outside office hours moves to the next opening. Emergencies should use the phone line, which is answered 24/7.",
    target: { value: 24, unit: "hours" },
  },
  {
    id: "repair-vs-replacement",
    label: "Repairs average under 40% of replacement",
    statement:
      "Across our repair jobs, the average repair has cost less than 40% of what replacing the system would have cost, so we always quote the repair first.",
    conditions:
      "An average across past jobs, not a quote: your cost depends on the fault, parts and access. When replacement is the better value, we say so and show the numbers.",
    target: { value: 40, unit: "percent" },
  },
];

export interface FactNote {
  topic: string;
  note: string;
}

/** Why the facts above read as they do, where the source material disagreed. */
export const factNotes: readonly FactNote[] = [
  {
    topic: "Founding year",
    note: "The source material says both 'founded 1999' (structured data) and 'since 2004' (header badge). Both are kept with distinct meanings: the company was founded in 1999 as an electrical repair business (foundedYear, used for structured data and '25+ Years Experience', which holds from 2024 on) and installed its first solar system in 2004 (solarSinceYear, used for 'Solar Excellence Since 2004').",
  },
  {
    topic: "Hours",
    note: "The source material gives 'Mon-Fri 08:00-17:00' in structured data and 'Mon-Fri 8AM-6PM, Sat 9AM-4PM, Emergency 24/7' in the footer. officeHours (Mon-Fri 08:00-17:00) are the canonical business hours, used for structured data openingHours and for the 24-hour response promise. fieldServiceHours (Mon-Fri 08:00-18:00, Sat 09:00-16:00) are when crews work on site, and the emergency line is answered 24/7. Pages should label which set they show.",
  },
  {
    topic: "Example values",
    note: "Name, legal name, phone (a 555-01xx fictional number), e-mail and site on the reserved .example domain, street address, licence number, social links, rating and review count are example values for a new deployment and must be replaced with the operator's real facts.",
  },
  {
    topic: "Service-area utilities",
    note: "Redding city limits are served by Redding Electric Utility, the City of Shasta Lake by Shasta Lake Electric Utility, Weaverville by Trinity Public Utilities District, and the other listed towns by PG&E. Rules that apply only to PG&E customers (Net Billing Tariff, SGIP) must say so.",
  },
];

import { company } from "./company.ts";
// Every legal, tax, incentive and utility statement the site makes, with its source.
// Components cite a claim by id instead of repeating its wording. Review all claims
// together and move `claimsReviewedOn` when they are re-checked: tax and tariff rules
// change often.

export const claimsReviewedOn = "2026-11-22";

export type ClaimId =
  | "federal-25d-ended"
  | "federal-48e-solar-deadline"
  | "federal-48e-storage"
  | "third-party-ownership-credit"
  | "sgip-equity-resiliency"
  | "sgip-general-market"
  | "utility-redding-reu"
  | "utility-shasta-lake"
  | "utility-pge-elsewhere"
  | "nbt-applies-pge"
  | "nbt-export-value"
  | "nbt-load-shift-recovery"
  | "psps-battery-backup"
  | "permit-streamlined-small-rooftop"
  | "permit-fee-cap"
  | "permit-shasta-county-turnaround"
  | "home-sale-disclosure"
  | "home-sale-owned-value"
  | "contractor-licence-check"
  | "repair-cost-average";

/**
 * official: stated by the law, agency or utility cited.
 * company: our own estimate or experience; the source gives the context it rests on.
 */
export type ClaimBasis = "official" | "company";

export interface ClaimSource {
  title: string;
  url: string;
}

export interface Claim {
  id: ClaimId;
  text: string;
  source: ClaimSource;
  basis: ClaimBasis;
  reviewedOn: string;
  /** Who the claim is true for, and any caution to show with it. */
  appliesTo: string;
}

const sources = {
  irs25d: {
    title: "IRS: Residential Clean Energy Credit",
    url: "https://www.irs.gov/credits-deductions/residential-clean-energy-credit",
  },
  irs48e: {
    title: "IRS: Clean Electricity Investment Credit",
    url: "https://www.irs.gov/credits-deductions/clean-electricity-investment-credit",
  },
  cpucSgip: {
    title: "CPUC: Self-Generation Incentive Program",
    url: "https://www.cpuc.ca.gov/sgip",
  },
  pgeSgip: {
    title: "PG&E: Self-Generation Incentive Program",
    url: "https://www.pge.com/en/save-energy-and-money/rebates-and-incentives/self-generation-incentive-program.html",
  },
  cpucNbt: {
    title: "CPUC: Net Billing Tariff",
    url: "https://www.cpuc.ca.gov/nbt",
  },
  cpucPsps: {
    title: "CPUC: Public Safety Power Shutoffs",
    url: "https://www.cpuc.ca.gov/psps/",
  },
  reu: {
    title: "City of Redding: Redding Electric Utility",
    url: "https://www.cityofredding.gov/government/departments/redding_electric_utility/index.php",
  },
  shastaLake: {
    title: "City of Shasta Lake",
    url: "https://www.cityofshastalake.org/",
  },
  pge: {
    title: "Pacific Gas and Electric Company (PG&E)",
    url: "https://www.pge.com/",
  },
  gov658505: {
    title: "California Government Code section 65850.5",
    url: "https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=GOV&sectionNum=65850.5",
  },
  gov66015: {
    title: "California Government Code section 66015",
    url: "https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=GOV&sectionNum=66015",
  },
  shastaCountyBuilding: {
    title: "Shasta County Building Division: Permit Process",
    url: "https://www.shastacounty.gov/building/page/permit-process",
  },
  civ11026: {
    title: "California Civil Code section 1102.6 (Real Estate Transfer Disclosure Statement)",
    url: "https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=CIV&sectionNum=1102.6",
  },
  lblSellingIntoTheSun: {
    title: "Lawrence Berkeley National Laboratory: Selling into the Sun",
    url: "https://emp.lbl.gov/publications/selling-sun-price-premium-analysis",
  },
  cslb: {
    title: "Contractors State License Board: Check a License",
    url: "https://www.cslb.ca.gov/OnlineServices/CheckLicenseII/CheckLicense.aspx",
  },
} satisfies Record<string, ClaimSource>;

const taxCaution =
  "General information, not tax advice. Confirm eligibility and timing with your tax professional before you rely on any credit.";

export const claims: Readonly<Record<ClaimId, Claim>> = {
  "federal-25d-ended": {
    id: "federal-25d-ended",
    text: "The federal Residential Clean Energy Credit (IRC section 25D), the 30% credit homeowners claimed for buying solar panels and batteries, is not allowed for expenditures made after December 31, 2025. It was ended by Public Law 119-21 (the One Big Beautiful Bill Act of 2025), so a homeowner who buys a system in 2026 or later cannot claim it.",
    source: sources.irs25d,
    basis: "official",
    reviewedOn: claimsReviewedOn,
    appliesTo: `Homeowners who buy a system with cash or a loan, in every utility territory. ${taxCaution}`,
  },
  "federal-48e-solar-deadline": {
    id: "federal-48e-solar-deadline",
    text: "Businesses, farms and other owners that are not claiming as homeowners may still qualify for the federal Clean Electricity Investment Credit (IRC section 48E): 30% of the eligible cost for projects under 1 MW AC, or larger projects that meet prevailing-wage and apprenticeship rules, with possible bonus amounts. Under the 2025 law a solar project qualifies only if its construction began by July 4, 2026, or it is placed in service by December 31, 2027. The begin-construction window has now closed, so a solar project started today must be operating by December 31, 2027. Treasury guidance issued in August 2025 narrowed what counts as beginning construction, and restrictions on components from foreign entities of concern apply from 2026.",
    source: sources.irs48e,
    basis: "official",
    reviewedOn: claimsReviewedOn,
    appliesTo: `Commercial, agricultural and nonprofit-owned systems, and systems owned by a leasing or PPA company. ${taxCaution}`,
  },
  "federal-48e-storage": {
    id: "federal-48e-storage",
    text: "The 2025 law's wind and solar deadline does not apply to energy storage: a battery owned by a business or by a leasing company can still qualify for the section 48E credit on a longer schedule, subject to the foreign-entity-of-concern sourcing rules that began in 2026. A homeowner who buys a battery can no longer claim a federal credit for it.",
    source: sources.irs48e,
    basis: "official",
    reviewedOn: claimsReviewedOn,
    appliesTo: `Business-owned and third-party-owned batteries. ${taxCaution}`,
  },
  "third-party-ownership-credit": {
    id: "third-party-ownership-credit",
    text: "With a solar lease or power purchase agreement (PPA), the leasing company owns the equipment and is the one that may claim the section 48E credit; the homeowner claims nothing, though part of the credit's value can show up in a lower lease or PPA price. The same solar deadline applies: the system must be placed in service by December 31, 2027.",
    source: sources.irs48e,
    basis: "official",
    reviewedOn: claimsReviewedOn,
    appliesTo: `Homeowners comparing a lease or PPA with buying. Read the contract's price escalator, term and transfer terms before signing. ${taxCaution}`,
  },
  "sgip-equity-resiliency": {
    id: "sgip-equity-resiliency",
    text: "California's Self-Generation Incentive Program (SGIP) pays rebates for battery storage. Its equity resiliency budget, for customers in Tier 2 or Tier 3 high fire-threat districts or who have had two or more Public Safety Power Shutoffs, and who also meet income, medical-baseline or similar criteria (or run qualifying critical facilities), has paid up to about $1,000 per kWh of storage, enough to cover most or all of a typical battery. Rebates are paid only while funds remain in each budget.",
    source: sources.cpucSgip,
    basis: "official",
    reviewedOn: claimsReviewedOn,
    appliesTo:
      "Customers of PG&E, SCE, SDG&E and SoCalGas only: SGIP is funded through those utilities. Redding Electric Utility, Shasta Lake Electric Utility and Trinity Public Utilities District customers should not count on it. We check eligibility and the remaining budget before you sign.",
  },
  "sgip-general-market": {
    id: "sgip-general-market",
    text: "SGIP's general-market budget pays PG&E residential customers a battery rebate of about 15 percent of the battery's cost. Customers with solar must be on PG&E's Solar Billing Plan (the Net Billing Tariff) and must enroll in a demand-response program. Rebates are paid only while funds remain in the budget.",
    source: sources.pgeSgip,
    basis: "official",
    reviewedOn: claimsReviewedOn,
    appliesTo:
      "PG&E electric customers. The general budget is funded through the investor-owned utilities' rates: Redding Electric Utility, Shasta Lake Electric Utility and Trinity Public Utilities District customers should not count on it (whether one can qualify through a PG&E gas account is not confirmed). We check eligibility and the remaining budget before you sign.",
  },
  "utility-redding-reu": {
    id: "utility-redding-reu",
    text: "Inside Redding city limits, electricity comes from Redding Electric Utility (REU), the city-owned utility. REU, not the CPUC, sets its own rules for connecting solar and batteries and for crediting the power you send back to the grid, so the Net Billing Tariff ('NEM 3.0') and SGIP do not apply to REU customers.",
    source: sources.reu,
    basis: "official",
    reviewedOn: claimsReviewedOn,
    appliesTo:
      "Redding addresses inside city limits. Some addresses with a Redding mailing address are outside city limits and served by PG&E; the utility named on your bill is the one that counts.",
  },
  "utility-shasta-lake": {
    id: "utility-shasta-lake",
    text: "The City of Shasta Lake runs its own electric utility, Shasta Lake Electric Utility, which sets its own solar interconnection and billing rules; CPUC tariffs for PG&E customers do not apply there.",
    source: sources.shastaLake,
    basis: "official",
    reviewedOn: claimsReviewedOn,
    appliesTo: "Addresses inside the City of Shasta Lake.",
  },
  "utility-pge-elsewhere": {
    id: "utility-pge-elsewhere",
    text: "Most of Shasta County outside Redding and Shasta Lake, and Tehama County towns such as Red Bluff and Corning, are served by PG&E, whose solar customers are billed under tariffs set by the California Public Utilities Commission.",
    source: sources.pge,
    basis: "official",
    reviewedOn: claimsReviewedOn,
    appliesTo:
      "Anderson, Palo Cedro, Cottonwood, Millville, Bella Vista, Shingletown, Burney, Red Bluff, Corning and unincorporated Shasta County. Weaverville is served by Trinity Public Utilities District.",
  },
  "nbt-applies-pge": {
    id: "nbt-applies-pge",
    text: "PG&E customers who applied to connect solar on or after April 15, 2023 are on the CPUC's Net Billing Tariff, commonly called NEM 3.0, which credits exported energy at hourly values from the CPUC's Avoided Cost Calculator instead of the retail rate and requires a specific time-of-use rate. Systems that applied earlier keep NEM 1.0 or NEM 2.0 for 20 years from their interconnection date, unless they are expanded beyond the utility's limits.",
    source: sources.cpucNbt,
    basis: "official",
    reviewedOn: claimsReviewedOn,
    appliesTo: "PG&E customers only. REU and Shasta Lake Electric Utility customers have their own rules.",
  },
  "nbt-export-value": {
    id: "nbt-export-value",
    text: "Under NEM 2.0, a kWh a PG&E customer sent to the grid earned roughly the retail rate, about $0.30 or more. Under the Net Billing Tariff, export credits average around $0.05 per kWh: they follow Avoided Cost Calculator values that change by hour, day and season, are lowest at midday and highest on summer evenings.",
    source: sources.cpucNbt,
    basis: "official",
    reviewedOn: claimsReviewedOn,
    appliesTo:
      "PG&E customers on the Net Billing Tariff. Figures are averages; your credits depend on when you export.",
  },
  "nbt-load-shift-recovery": {
    id: "nbt-load-shift-recovery",
    text: "Storing midday solar in a battery and using it during the 4-9 PM peak, instead of exporting it, recovers about 25-40% of the export value a PG&E customer lost in the move from NEM 2.0 to the Net Billing Tariff.",
    source: sources.cpucNbt,
    basis: "company",
    reviewedOn: claimsReviewedOn,
    appliesTo:
      "Company estimate from our own system designs for PG&E Net Billing customers. Your result depends on your usage, rate plan, battery size and how the battery is programmed.",
  },
  "psps-battery-backup": {
    id: "psps-battery-backup",
    text: "During extreme fire weather PG&E may switch off power lines in a Public Safety Power Shutoff (PSPS), sometimes for a day or more. A grid-tied solar system without a battery shuts down during any outage, as safety standards require. A battery with backup capability keeps the circuits you choose, such as the refrigerator, well pump, medical equipment, lights and internet, running through the shutoff.",
    source: sources.cpucPsps,
    basis: "official",
    reviewedOn: claimsReviewedOn,
    appliesTo:
      "PG&E customers for PSPS events; a battery backs up any outage in any territory. How long the backup lasts depends on battery size, the loads you choose and the weather.",
  },
  "permit-streamlined-small-rooftop": {
    id: "permit-streamlined-small-rooftop",
    text: "California Government Code section 65850.5, added by AB 2188 in 2014, requires every city and county to offer an expedited, streamlined permit process, with a published checklist and electronic submittal, for small residential rooftop solar systems: those no larger than 10 kW AC (or 30 kW thermal) on a single-family home or duplex.",
    source: sources.gov658505,
    basis: "official",
    reviewedOn: claimsReviewedOn,
    appliesTo:
      "Residential rooftop systems up to 10 kW AC. Larger and ground-mounted systems go through standard review.",
  },
  "permit-fee-cap": {
    id: "permit-fee-cap",
    text: "California Government Code section 66015 caps what a city or county may charge to permit a residential solar system: for photovoltaic systems, $450 plus $15 per kW above 15 kW, unless the agency adopts findings showing higher costs. The often-quoted '15 kW' is this fee threshold, not a size limit for streamlined review.",
    source: sources.gov66015,
    basis: "official",
    reviewedOn: claimsReviewedOn,
    appliesTo: "Residential solar permits in every California city and county. Commercial systems have a separate cap.",
  },
  "permit-shasta-county-turnaround": {
    id: "permit-shasta-county-turnaround",
    text: "In our experience, Shasta County's Building Division issues a residential solar permit about 5-7 business days after a complete online submittal.",
    source: sources.shastaCountyBuilding,
    basis: "company",
    reviewedOn: claimsReviewedOn,
    appliesTo:
      "Unincorporated Shasta County, based on our recent permits. The Cities of Redding, Anderson and Shasta Lake and Tehama and Trinity counties run their own building departments and timelines.",
  },
  "home-sale-disclosure": {
    id: "home-sale-disclosure",
    text: "When a one-to-four-unit home is sold in California, the seller must give the buyer a Real Estate Transfer Disclosure Statement (Civil Code section 1102.6) describing the home's features and any known defects; solar equipment belongs in that disclosure. A leased or PPA system must also be disclosed, because its contract either transfers to the buyer or has to be paid off under its own terms.",
    source: sources.civ11026,
    basis: "official",
    reviewedOn: claimsReviewedOn,
    appliesTo:
      "Sellers of one-to-four-unit homes in California. Your real estate agent or attorney advises on your sale.",
  },
  "home-sale-owned-value": {
    id: "home-sale-owned-value",
    text: "A national study of home sales by Lawrence Berkeley National Laboratory found that homes with owned (not leased) solar systems sold for more than comparable homes without solar.",
    source: sources.lblSellingIntoTheSun,
    basis: "official",
    reviewedOn: claimsReviewedOn,
    appliesTo:
      "Owned systems. The premium varies with the system's size, age, condition and documentation; an appraiser decides the value for a particular home.",
  },
  "contractor-licence-check": {
    id: "contractor-licence-check",
    text: "In California, solar work of $1,000 or more must be done by a contractor licensed by the Contractors State License Board; anyone can check a license and its classifications (such as C-10 Electrical or C-46 Solar) online.",
    source: sources.cslb,
    basis: "official",
    reviewedOn: claimsReviewedOn,
    appliesTo: "All installation and repair work in California.",
  },
  "repair-cost-average": {
    id: "repair-cost-average",
    text: "Across our repair jobs, the average repair has cost less than 40% of replacing the system.",
    source: { title: `${company.name} repair records`, url: "/services/repairs" },
    basis: "company",
    reviewedOn: claimsReviewedOn,
    appliesTo: "An average over past jobs, not a quote for yours.",
  },
};

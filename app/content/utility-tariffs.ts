import type { ClaimId } from "./claims.ts";
import type { DataSource } from "./data-source.ts";

// The electricity prices and solar credit rules the savings calculators use, one entry per utility. Prices are
// rates in cents per kWh (a rate may have fractions of a cent; every amount computed from it is rounded to whole
// cents). docs/operators/content.md explains how to update them.

export const utilityIds = ["reu", "shasta-lake", "pge", "trinity", "other"] as const;
export type UtilityId = (typeof utilityIds)[number];

/** Prices of one season, cents per kWh. A flat-rate utility has the same price in every period. */
export interface SeasonPrices {
  /** 4-9 PM on PG&E's E-ELEC: what a battery's evening discharge avoids. */
  peak: number;
  /** 3-4 PM and 9 PM-midnight on E-ELEC. */
  partPeak: number;
  /** Midnight-3 PM on E-ELEC: what solar used as it is produced avoids. */
  offPeak: number;
}

/**
 * How exports are credited. real-time-netting: the meter nets use and production instant by instant; what is left
 * over is credited at the export rate and the credit does not carry past the monthly bill. hourly-avoided-cost: every
 * kWh exported earns the hour's avoided-cost value (averaged here over the hours a south-facing array exports) and
 * credits roll over to the yearly true-up.
 */
export type ExportRule = "real-time-netting" | "hourly-avoided-cost" | "user-entered";

export interface UtilityTariff {
  id: UtilityId;
  name: string;
  /** The claim that says who this utility serves and which rules apply. */
  claimId?: ClaimId;
  planName: string;
  summer: SeasonPrices;
  winter: SeasonPrices;
  exportCreditCents: number;
  exportRule: ExportRule;
  /** Export credit left over after a billing period: lost at the monthly bill, or kept until the yearly true-up. */
  creditPeriod: "month" | "year";
  fixedChargeCentsPerMonth: number;
  /** What going solar adds to (or removes from) the monthly fixed charges; none of these utilities charges one now. */
  fixedChargeChangeWithSolarCentsPerMonth: number;
  /** What each figure rests on, in the order the method section lists them. */
  sources: readonly { figure: string; source: DataSource }[];
}

/** June to September (months 5-8, January = 0), PG&E's summer season. */
export const summerMonths: readonly number[] = [5, 6, 7, 8];

/**
 * E-ELEC's prices differ by hour; a bill mixes them. Our assumption of how a typical Redding-area home's use falls
 * into the three periods (5 of the day's 24 hours are peak, evenings are when families cook and cool), used only to
 * turn a bill in dollars into kWh and back. Enter 12 months of kWh to avoid it.
 */
export const touUsageMix = { peak: 0.3, partPeak: 0.15, offPeak: 0.55 } as const;

const flat = (cents: number): SeasonPrices => ({ peak: cents, partPeak: cents, offPeak: cents });

const pgeTariffSheet: DataSource = {
  title: "PG&E Schedule E-ELEC (Advice 7846-E), transcribed in the tariffkit repository",
  url: "https://www.pge.com/tariffs/assets/pdf/tariffbook/ELEC_SCHEDS_E-ELEC.pdf",
  sourceDate: "effective 2026-03-01, unchanged 2026-06-01",
  checkedOn: "2026-11",
  basis: "official",
};

/** A utility whose rates we don't publish: the visitor enters the import price and export credit from the bill. */
const ratesFromTheBill = (id: UtilityId, name: string): UtilityTariff => ({
  id,
  name,
  planName: "Enter your rates from your bill",
  summer: flat(0),
  winter: flat(0),
  exportCreditCents: 0,
  exportRule: "user-entered",
  creditPeriod: "month",
  fixedChargeCentsPerMonth: 0,
  fixedChargeChangeWithSolarCentsPerMonth: 0,
  sources: [],
});

export const utilityTariffs: Readonly<Record<UtilityId, UtilityTariff>> = {
  reu: {
    id: "reu",
    name: "Redding Electric Utility (REU)",
    claimId: "utility-redding-reu",
    planName: "Residential with Zero Net Energy Service (solar)",
    summer: flat(17),
    winter: flat(17),
    exportCreditCents: 6.08,
    exportRule: "real-time-netting",
    creditPeriod: "month",
    fixedChargeCentsPerMonth: 1300,
    fixedChargeChangeWithSolarCentsPerMonth: 0,
    sources: [
      {
        figure: "Energy price 17¢/kWh (estimate: REU's current residential rate was not found)",
        source: {
          title:
            "REU small-commercial E2 rate 16.49¢/kWh (energymanager.ai summary of the tariff); +4% a year in 2024 and 2025",
          url: "https://energymanager.ai/rates/redding-electric-utility",
          sourceDate: "effective 2025-01-01",
          checkedOn: "2026-11",
          basis: "estimate",
          stale:
            "REU's current residential energy charge was not found. On 2026-02-17 the Council voted 4-1 to hold a hearing on 2026-03-03 on 4.5%-a-year increases from the April 2026 billing cycle (North State Breakdown); the outcome was not found.",
        },
      },
      {
        figure: "Export credit 6.08¢/kWh, netted instant by instant, billed monthly, no banking",
        source: {
          title:
            "Top Hat Energy, 'Redding Electric Utility' (quoting REU's program document); Council vote of 2019-12-17",
          url: "https://www.tophatenergy.com/redding-electric-utility/",
          sourceDate: "2022-03-01",
          checkedOn: "2026-11",
          basis: "official",
          stale: "Last confirmed in 2022; the 2024-2026 value was not found.",
        },
      },
      {
        figure: "Fixed charge $13/month",
        source: {
          title: "REU Proposed Rate Structure Change (Residential Customers)",
          url: "http://doczz.net/doc/6849108/reu-proposed-rate-structure-change",
          sourceDate: "2015",
          checkedOn: "2026-11",
          basis: "official",
          stale: "2015 figure; the current residential fixed charge was not found.",
        },
      },
    ],
  },
  "shasta-lake": {
    id: "shasta-lake",
    name: "City of Shasta Lake Electric Utility",
    claimId: "utility-shasta-lake",
    planName: "Residential with NEM A-2",
    summer: flat(18.5),
    winter: flat(18.5),
    exportCreditCents: 4.5,
    exportRule: "real-time-netting",
    creditPeriod: "month",
    fixedChargeCentsPerMonth: 0,
    fixedChargeChangeWithSolarCentsPerMonth: 0,
    sources: [
      {
        figure: "NEM A-2: instantaneous netting; systems up to 100% of the last 12 months' use",
        source: {
          title: "City of Shasta Lake, Solar",
          url: "https://cityofshastalake.org/874/Solar",
          sourceDate: "undated (current page)",
          checkedOn: "2026-11",
          basis: "official",
        },
      },
      {
        figure: "Energy price 18.5¢/kWh (estimate)",
        source: {
          title:
            "City of Shasta Lake full bundled rate 16.22¢/kWh in 2018; REU staff: a standard Shasta Lake bill is about 17% above REU's",
          url: "http://www.cityofshastalake.org/index.aspx?NID=874",
          sourceDate: "2018",
          checkedOn: "2026-11",
          basis: "estimate",
          stale: "No current Shasta Lake rate was found; the fixed charge is unknown and counted as $0.",
        },
      },
      {
        figure: "Export credit 4.5¢/kWh (estimate of the Net Surplus Compensation Rate)",
        source: {
          title: "City of Shasta Lake, Solar (rule); value estimated between PG&E's ~3¢ NSC and REU's 6.08¢",
          url: "https://cityofshastalake.org/874/Solar",
          sourceDate: "undated",
          checkedOn: "2026-11",
          basis: "estimate",
          stale: "The city's Net Surplus Compensation Rate value was not found.",
        },
      },
    ],
  },
  pge: {
    id: "pge",
    name: "PG&E",
    claimId: "nbt-applies-pge",
    planName: "E-ELEC time of use with the Net Billing Tariff (Solar Billing Plan)",
    summer: { peak: 55.214, partPeak: 39.026, offPeak: 33.358 },
    winter: { peak: 32.063, partPeak: 29.854, offPeak: 28.468 },
    exportCreditCents: 6.5,
    exportRule: "hourly-avoided-cost",
    creditPeriod: "year",
    fixedChargeCentsPerMonth: 2413,
    fixedChargeChangeWithSolarCentsPerMonth: 0,
    sources: [
      { figure: "E-ELEC energy prices (bundled, PG&E generation)", source: pgeTariffSheet },
      { figure: "Base Services Charge $0.79343/day (about $24.13/month)", source: pgeTariffSheet },
      {
        figure:
          "Export credit 6.5¢/kWh: the 2026-vintage hourly export values (incl. the 0.88¢ ACC Plus adder) averaged over the hours a south-facing Redding array exports",
        source: {
          title: "PG&E Solar Billing Plan export rates, 2026 vintage (our production-weighted average)",
          url: "https://www.pge.com/assets/pge/docs/vanities/PGE-Solar-Billing-Plan-Export-Rates.zip",
          sourceDate: "2026 vintage",
          checkedOn: "2026-11",
          basis: "computed",
        },
      },
      {
        figure:
          "Hourly export values range from about 0.2-1¢/kWh at midday in April to about $1.01-1.15/kWh on August weekday evenings",
        source: {
          title: "PG&E NBT export credit values, 2026 vintage",
          url: "https://www.pge.com/assets/pge/docs/vanities/PGE-Solar-Billing-Plan-Export-Rates.zip",
          sourceDate: "2026 vintage",
          checkedOn: "2026-11",
          basis: "official",
        },
      },
      {
        figure: "Export credits roll over to the 12-month true-up",
        source: {
          title: "PG&E, Solar Billing Plan",
          url: "https://www.pge.com/en/clean-energy/solar/getting-started-with-solar/solar-billing-plan.html",
          sourceDate: "undated",
          checkedOn: "2026-11",
          basis: "official",
        },
      },
    ],
  },
  trinity: ratesFromTheBill("trinity", "Trinity Public Utilities District"),
  other: ratesFromTheBill("other", "Another utility"),
};

/**
 * Shasta and Tehama County communities outside Redding and Shasta Lake: PG&E's territory (the rule the helper
 * follows: Redding city limits → REU, Shasta Lake → its utility, elsewhere in the two counties → PG&E).
 */
const pgeTowns = [
  // Shasta County
  "anderson",
  "bella vista",
  "big bend",
  "burney",
  "cassel",
  "cottonwood",
  "fall river mills",
  "french gulch",
  "hat creek",
  "igo",
  "keswick",
  "lakehead",
  "mcarthur",
  "millville",
  "montgomery creek",
  "oak run",
  "old station",
  "ono",
  "palo cedro",
  "platina",
  "round mountain",
  "shasta",
  "shingletown",
  "whiskeytown",
  "whitmore",
  // Tehama County
  "corning",
  "flournoy",
  "gerber",
  "los molinos",
  "manton",
  "mineral",
  "paskenta",
  "paynes creek",
  "proberta",
  "red bluff",
  "tehama",
  "vina",
] as const;

/** USPS ZIP codes of those communities (Shasta County, then Tehama County). */
const pgeZips = [
  ["96007", "96008", "96011", "96013", "96016", "96028", "96033", "96040", "96047", "96051", "96056", "96062"],
  ["96065", "96069", "96071", "96073", "96076", "96084", "96087", "96088", "96095", "96096"],
  ["96021", "96022", "96029", "96035", "96055", "96059", "96061", "96063", "96074", "96075", "96078", "96080"],
  ["96090", "96092"],
].flat();

const servedByPge = (keys: readonly string[]) => Object.fromEntries(keys.map((key) => [key, "pge" as const]));

/** The towns whose utility we can suggest; the utility on the bill is the one that counts. */
export const utilityByTown: Readonly<Record<string, UtilityId>> = {
  ...servedByPge(pgeTowns),
  redding: "reu",
  "shasta lake": "shasta-lake",
  weaverville: "trinity",
};

/**
 * ZIP codes by the utility that serves most of them. 96001-96003 and 96049 are Redding's; their edges reach
 * PG&E territory outside city limits (claim utility-redding-reu). 96019 is Shasta Lake.
 */
export const utilityByZip: Readonly<Record<string, UtilityId>> = {
  ...servedByPge(pgeZips),
  "96001": "reu",
  "96002": "reu",
  "96003": "reu",
  "96049": "reu",
  "96019": "shasta-lake",
  "96093": "trinity",
};

/** Trinity PUD and "another utility" have no figures here: the visitor enters them. */
export function tariffNeedsRates(id: UtilityId): boolean {
  return utilityTariffs[id].exportRule === "user-entered";
}

/**
 * Grid emission factor used for CO2 avoided. The utilities' own power content labels (REU, Shasta Lake, recent
 * PG&E) were not found; the California (CAMX) average stands in for all of them.
 */
export const gridEmissionFactor = {
  kgCo2PerKwh: 0.254,
  source: {
    title:
      "EPA eGRID 2023, CAMX (California) subregion output emission rate, as quoted in the GreenLang SB 253 calculator",
    url: "https://www.epa.gov/egrid/summary-data",
    sourceDate: "eGRID2023",
    checkedOn: "2026-11",
    basis: "official",
    stale:
      "Read from third-party code, not from EPA's table; REU's and PG&E's own factors are likely lower (hydro and nuclear). Verify in eGRID2023 Table 1.",
  } satisfies DataSource,
};

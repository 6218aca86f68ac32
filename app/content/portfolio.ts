import type { ServiceAreaTown } from "./company";

export const portfolioSeedNotice =
  "The projects below are sample content for a new deployment: they show the kinds of work the company does, but the specific projects, figures and photos are illustrative. Replace them with real projects, with the owners' consent, before launch.";

export type ProjectCategory = "residential" | "commercial" | "agricultural" | "marina";

export interface PortfolioProject {
  slug: string;
  title: string;
  category: ProjectCategory;
  /** DC nameplate capacity in kW. */
  systemSizeKw: number;
  /** Usable battery capacity in kWh, or null without storage. */
  batteryKwh: number | null;
  year: number;
  town: ServiceAreaTown;
  summary: string;
  details: readonly string[];
  highlights: readonly string[];
  /** An id from image-manifest.ts (responsive variants are generated from it) or a remote stock-photo URL. */
  imageId: string;
}

export const portfolioProjects: readonly PortfolioProject[] = [
  {
    slug: "redding-rooftop-with-battery",
    title: "West Redding rooftop with battery",
    category: "residential",
    systemSizeKw: 8.2,
    batteryKwh: 13.5,
    year: 2025,
    town: "Redding",
    summary:
      "A rooftop system and battery for a Redding Electric Utility customer, sized to use its own solar first and ride through outages.",
    details: [
      "The homeowners ran two air conditioners through Redding's summer afternoons and wanted their bill down without relying on export credits. We designed to Redding Electric Utility's own solar rules, sizing the array to the home's daytime load and adding a battery to carry the evening.",
      "The array faces west and south to match the late-afternoon cooling load. The battery sits on a shaded north wall of the garage and backs up the kitchen, internet, bedrooms and one air conditioner.",
    ],
    highlights: [
      "Designed to Redding Electric Utility's rules, not PG&E's",
      "Inverters placed out of the afternoon sun",
      "Backup for essentials and one air conditioner",
    ],
    imageId: "project-redding-rooftop-with-battery",
  },
  {
    slug: "palo-cedro-psps-backup",
    title: "Palo Cedro home built for shutoffs",
    category: "residential",
    systemSizeKw: 9.6,
    batteryKwh: 27,
    year: 2023,
    town: "Palo Cedro",
    summary:
      "Solar and two batteries for a PG&E customer in a high fire-threat area, keeping a well pump and medical equipment running through Public Safety Power Shutoffs.",
    details: [
      "The family had lost power in four shutoffs the year before, and a household member relies on an oxygen concentrator. We planned the backup around the well pump, refrigerator, medical equipment and bedrooms, and sized two batteries to carry them for two nights without sun.",
      "On PG&E's Net Billing Tariff, the batteries also store midday solar for the 4-9 PM peak instead of exporting it. We helped the owners through their SGIP rebate application.",
    ],
    highlights: [
      "Two-night backup for the well pump and medical equipment",
      "Programmed for Net Billing peak-hour savings",
      "SGIP rebate paperwork handled",
    ],
    imageId: "project-palo-cedro-psps-backup",
  },
  {
    slug: "shingletown-snow-country-hybrid",
    title: "Shingletown snow-country hybrid",
    category: "residential",
    systemSizeKw: 6.4,
    batteryKwh: 20,
    year: 2021,
    town: "Shingletown",
    summary:
      "A steep-tilt ground mount and hybrid inverter with generator backup for a home at the end of a long rural line.",
    details: [
      "At nearly 4,000 feet, the site sees winter snow and long outages. We built an engineered ground mount tilted steeply enough to shed snow, and placed it clear of the home's defensible space.",
      "A hybrid inverter manages the panels, the battery and the owners' existing propane generator, which now starts automatically only when the battery runs low.",
    ],
    highlights: [
      "Racking engineered for the local snow load",
      "Generator runs only when the battery needs it",
      "Heated battery enclosure for winter charging",
    ],
    imageId: "project-shingletown-snow-country-hybrid",
  },
  {
    slug: "anderson-orphaned-system-rescue",
    title: "Anderson orphaned-system rescue",
    category: "residential",
    systemSizeKw: 7,
    batteryKwh: null,
    year: 2024,
    town: "Anderson",
    summary: "A system abandoned by its original installer, back to full production within a week.",
    details: [
      "The owners' installer had closed, and the system had been producing almost nothing for months. We found a failed string inverter and rodent damage under the array.",
      "The inverter was still under the manufacturer's warranty, so we filed the claim and swapped it, repaired the chewed wiring and installed critter guards. The repair cost a fraction of the replacement quote the owners had been given elsewhere.",
    ],
    highlights: [
      "Inverter replaced under the manufacturer's warranty",
      "Rodent damage repaired and guarded",
      "Back online within 7 days of the first call",
    ],
    imageId: "project-anderson-orphaned-system-rescue",
  },
  {
    slug: "weaverville-lithium-upgrade",
    title: "Weaverville off-grid lithium upgrade",
    category: "residential",
    systemSizeKw: 4.8,
    batteryKwh: 30,
    year: 2026,
    town: "Weaverville",
    summary:
      "An off-grid home's worn lead-acid bank replaced with lithium iron phosphate batteries and an expanded array.",
    details: [
      "The home's lead-acid batteries were on their third set in twelve years and needed watering every month. We replaced them with a lithium iron phosphate bank, reprogrammed the inverter and charge controllers, and added panels for winter production.",
      "Self-heating batteries protect against charging below freezing, and the old batteries went to a recycler.",
    ],
    highlights: [
      "No more watering or equalizing",
      "Self-heating batteries for mountain winters",
      "Old lead-acid batteries recycled",
    ],
    imageId: "project-weaverville-lithium-upgrade",
  },
  {
    slug: "red-bluff-warehouse-rooftop",
    title: "Red Bluff distribution warehouse",
    category: "commercial",
    systemSizeKw: 148,
    batteryKwh: null,
    year: 2018,
    town: "Red Bluff",
    summary:
      "A flat-roof array on a distribution warehouse, covering most of the building's daytime lighting and cooling load.",
    details: [
      "The warehouse's load peaks on summer afternoons, when the roof sees full sun. We used a ballasted racking system to avoid penetrating the membrane roof, with roof pathways laid out for the fire department.",
      "The system was installed in phases over three weeks without interrupting shipping.",
    ],
    highlights: [
      "Ballasted racking, no roof penetrations",
      "Installed without interrupting operations",
      "Annual maintenance plan since installation",
    ],
    imageId: "project-red-bluff-warehouse-rooftop",
  },
  {
    slug: "redding-medical-office-carport",
    title: "Redding medical office carport",
    category: "commercial",
    systemSizeKw: 96,
    batteryKwh: 60,
    year: 2022,
    town: "Redding",
    summary:
      "Solar carports and a battery for a medical office, shading patients' cars and keeping vaccine refrigerators running in outages.",
    details: [
      "Patients had complained about scorching cars after appointments. Two rows of carports now shade the parking lot and produce most of the building's daytime power.",
      "A battery keeps the vaccine refrigerators, network and exam-room lighting running during an outage, and trims the building's peak demand.",
    ],
    highlights: [
      "Shaded parking through 110-degree afternoons",
      "Backup for vaccine refrigeration",
      "Peak demand trimmed by the battery",
    ],
    imageId: "project-redding-medical-office-carport",
  },
  {
    slug: "burney-hardware-store",
    title: "Burney hardware store",
    category: "commercial",
    systemSizeKw: 42,
    batteryKwh: null,
    year: 2015,
    town: "Burney",
    summary: "A rooftop array on a family-owned hardware store in the mountains, engineered for heavy snow.",
    details: [
      "Burney's winters required racking and attachments engineered for the roof's snow load. We reinforced two rafters the engineer flagged and tilted the array to shed snow into a zone kept clear of the entrance.",
      "A decade on, the system still produces close to its original estimate, with annual maintenance.",
    ],
    highlights: [
      "Engineered for mountain snow loads",
      "Snow-shed zone away from customers",
      "Ten years of maintained production",
    ],
    imageId: "project-burney-hardware-store",
  },
  {
    slug: "cottonwood-walnut-orchard",
    title: "Cottonwood walnut orchard pumps",
    category: "agricultural",
    systemSizeKw: 210,
    batteryKwh: null,
    year: 2020,
    town: "Cottonwood",
    summary: "A ground-mounted array on unplanted ground, serving the orchard's irrigation pumps through the summer.",
    details: [
      "Irrigation pumps were the orchard's largest expense from May to September. We placed the array on a strip of poor soil along the property line so no trees were lost.",
      "Work was scheduled around harvest, and the pumps' meters were analyzed individually so the array serves the loads that make the best use of it.",
    ],
    highlights: ["No productive acreage used", "Built around the harvest calendar", "Sized to summer pumping loads"],
    imageId: "project-cottonwood-walnut-orchard",
  },
  {
    slug: "corning-olive-ranch",
    title: "Corning olive ranch",
    category: "agricultural",
    systemSizeKw: 185,
    batteryKwh: null,
    year: 2017,
    town: "Corning",
    summary:
      "Solar for an olive ranch's wells and processing barn, built on a gravel yard that was already out of production.",
    details: [
      "The ranch ran deep well pumps and a processing barn with cold storage. A ground mount on an unused equipment yard avoided any loss of trees.",
      "Dust from the orchard roads is heavy in late summer, so the owners take a maintenance plan with two cleanings a year.",
    ],
    highlights: [
      "Built on an existing gravel yard",
      "Serves wells and cold storage",
      "Twice-yearly cleaning for orchard dust",
    ],
    imageId: "project-corning-olive-ranch",
  },
  {
    slug: "shasta-lake-marina-canopy",
    title: "Shasta Lake marina canopy",
    category: "marina",
    systemSizeKw: 64,
    batteryKwh: 100,
    year: 2021,
    town: "Shasta Lake",
    summary: "Solar canopies and battery storage for a marina store, fuel dock pumps and dock lighting.",
    details: [
      "Marina loads peak in summer, with the store, ice machines and fuel pumps running all day. We mounted panels on canopies over the walkway, giving guests shade as well as power.",
      "A battery keeps the fuel dock, lighting and radio running during outages and cuts the store's evening demand. All equipment on the dock is rated for the marine environment.",
    ],
    highlights: [
      "Shade canopies that double as generation",
      "Backup for fuel dock and lighting",
      "Marine-rated equipment throughout",
    ],
    imageId: "project-shasta-lake-marina-canopy",
  },
  {
    slug: "houseboat-fleet-lithium-retrofit",
    title: "Rental houseboat fleet lithium retrofit",
    category: "marina",
    systemSizeKw: 14.4,
    batteryKwh: 96,
    year: 2025,
    town: "Shasta Lake",
    summary: "Rooftop solar and lithium batteries on six rental houseboats, cutting generator hours on the lake.",
    details: [
      "The fleet's guests ran generators for hours a day to keep refrigerators and lights going. We fitted each houseboat with roof panels and a lithium iron phosphate battery bank following ABYC practices for lithium batteries.",
      "Generators now run far less, guests get quieter evenings on the water, and the operator follows each boat's battery health from the office.",
    ],
    highlights: [
      "Six houseboats retrofitted over one off-season",
      "Installed to ABYC lithium battery practices",
      "Remote battery monitoring for the operator",
    ],
    imageId: "project-houseboat-fleet-lithium-retrofit",
  },
];

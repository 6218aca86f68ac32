import type { ClaimId } from "./claims";

/** The service request form's `serviceNeeded` values, in display order. */
export const serviceNeededOptions = [
  "New Solar Installation",
  "Solar Repair",
  "System Maintenance",
  "Consultation",
] as const;

export type ServiceNeeded = (typeof serviceNeededOptions)[number];

/**
 * What a lead is about: the form's services, and battery storage, which the site files for a battery bought for
 * installation, a battery consultation booked (docs/decisions/0095) or a request from the Battery Storage page (0100).
 */
export const leadServices = [...serviceNeededOptions, "Battery Storage"] as const;
export type LeadService = (typeof leadServices)[number];

export type ServiceSlug =
  | "residential-solar"
  | "commercial-solar"
  | "hybrid-solar"
  | "battery-storage"
  | "maintenance"
  | "repairs"
  | "energy-conservation"
  | "lithium-battery";

export interface ServiceFaq {
  question: string;
  answer: string;
  /** Claims the answer relies on; show their sources beside it. */
  claimIds?: readonly ClaimId[];
}

export interface ServiceProcessStep {
  title: string;
  description: string;
  /** Typical duration, e.g. "1-2 weeks". */
  duration: string;
}

export interface Service {
  slug: ServiceSlug;
  /** Navigation label. */
  title: string;
  summary: string;
  /** At most 160 characters. */
  metaDescription: string;
  heroHeading: string;
  audience: readonly string[];
  included: readonly string[];
  process: readonly ServiceProcessStep[];
  timeline: string;
  faqs: readonly ServiceFaq[];
  relatedSlugs: readonly ServiceSlug[];
  /** Tools on the site a visitor to this service would use next. */
  toolLinks?: readonly { to: string; label: string }[];
  /** Preselected value of the request form when opened from this service. */
  serviceNeeded: LeadService;
}

export const services: readonly Service[] = [
  {
    slug: "residential-solar",
    title: "Residential Solar",
    summary:
      "Rooftop and ground-mount solar for homes from Redding to Shingletown, designed around your utility's rules, our summer heat and your roof.",
    metaDescription:
      "Home solar in Redding and Shasta County, sized for PG&E Net Billing or Redding Electric Utility rules, 110-degree summers and local permits.",
    heroHeading: "Home solar built for Redding summers and your utility's rules",
    audience: [
      "Homeowners in Redding, Anderson, Palo Cedro and the rest of Shasta and Tehama counties with high summer cooling bills",
      "PG&E customers who want a system sized for the Net Billing Tariff, usually with a battery",
      "Redding Electric Utility and Shasta Lake Electric Utility customers who want a system designed to their city utility's own solar rules",
      "Rural homes on acreage or wells where a ground mount works better than the roof",
      "Families planning an EV, heat pump or pool pump who want room to grow",
    ],
    included: [
      "Usage review from 12 months of utility data and a system sized to your utility's tariff",
      "Roof inspection, shade analysis and structural check, with engineered racking where snow loads call for it",
      "Tier-1 panels with microinverters or string inverters and optimizers, including code-required rapid shutdown",
      "Fire-code roof pathways and setbacks, critter guards, and flashed, sealed roof attachments",
      "Permits, inspections and the interconnection application with PG&E, Redding Electric Utility or Shasta Lake Electric Utility",
      "Monitoring on your phone and a walkthrough on the day the system is switched on",
      "A written workmanship warranty alongside the manufacturers' warranties, with warranty claims handled by us",
    ],
    process: [
      {
        title: "Free consultation",
        description: "We look at your bills, roof and goals, by phone or at your kitchen table.",
        duration: "About 1 hour",
      },
      {
        title: "Site survey and design",
        description:
          "Roof, attic and electrical panel inspection and shade measurements, then a proposal with a production estimate and savings calculated on your utility's actual rates.",
        duration: "1-2 weeks",
      },
      {
        title: "Permits and utility application",
        description:
          "We submit plans online to your building department and file the interconnection application with your utility.",
        duration: "1-3 weeks",
      },
      {
        title: "Installation",
        description: "Our own crew installs the system; most homes take one to three days.",
        duration: "1-3 days",
      },
      {
        title: "Inspection and permission to operate",
        description:
          "The building inspection, then your utility's permission to operate. We switch the system on with you and set up monitoring.",
        duration: "1-4 weeks",
      },
    ],
    timeline:
      "Most home systems go from signed contract to switched on in 4-10 weeks, mostly permits and utility approval; the installation itself takes 1-3 days.",
    faqs: [
      {
        question: "Can I still get the 30% federal tax credit?",
        answer:
          "Not if you buy the system. The federal Residential Clean Energy Credit does not apply to expenditures made after December 31, 2025. With a lease or power purchase agreement, the leasing company may claim the business credit if the system is in service by December 31, 2027, and may pass part of that value on in its price. Ask your tax professional how this applies to you.",
        claimIds: ["federal-25d-ended", "third-party-ownership-credit"],
      },
      {
        question: "Is solar still worth it under NEM 3.0?",
        answer:
          "For PG&E customers, exported solar now earns far less, so the value comes from using your own power: we size the array to your daytime use and usually add a battery to cover the 4-9 PM peak. Redding Electric Utility and Shasta Lake Electric Utility customers are not on NEM 3.0, and we design to their rules instead. Either way, we calculate payback from your real bills, not a generic number.",
        claimIds: ["nbt-applies-pge", "nbt-export-value", "utility-redding-reu"],
      },
      {
        question: "Will the panels hold up to Redding heat and mountain snow?",
        answer:
          "Panels lose some output when very hot, so we choose modules with a low temperature coefficient, leave an air gap under the array and place inverters out of the afternoon sun. In snow country such as Shingletown and Burney we use racking engineered for the local snow load and tilt arrays so snow slides off.",
      },
      {
        question: "Do I need a new roof first?",
        answer:
          "If your roof has less than about 10 years of life left, re-roofing first usually saves money, because removing and reinstalling panels later adds cost. We inspect the roof, tell you plainly what we see and can coordinate with your roofer.",
      },
      {
        question: "How long do permits take?",
        answer:
          "In unincorporated Shasta County, about 5-7 business days after a complete online submittal in our experience; the City of Redding and other jurisdictions set their own timelines. State law requires every city and county to offer streamlined permits for rooftop home systems up to 10 kW AC.",
        claimIds: ["permit-shasta-county-turnaround", "permit-streamlined-small-rooftop"],
      },
    ],
    relatedSlugs: ["battery-storage", "hybrid-solar", "maintenance"],
    serviceNeeded: "New Solar Installation",
  },
  {
    slug: "commercial-solar",
    title: "Commercial Solar",
    summary:
      "Rooftop, carport and ground-mount solar for businesses, farms, wineries and marinas, engineered around demand charges, pump loads and your operating season.",
    metaDescription:
      "Commercial and farm solar in Northern California: rooftops, carports, ground mounts and pump loads, with tax-credit timing and utility approvals handled.",
    heroHeading: "Solar that works as hard as your business",
    audience: [
      "Businesses with large daytime loads: shops, warehouses, offices, cold storage and medical offices",
      "Farms and ranches in the Sacramento Valley running well and irrigation pumps, orchards and barns",
      "Marinas and resorts on Shasta Lake with docks, pumps, stores and guest facilities",
      "Wineries, breweries and food processors with refrigeration loads",
      "Churches, schools, nonprofits and public agencies",
    ],
    included: [
      "Analysis of 15-minute interval data to size for both energy and demand charges",
      "Rooftop, carport and ground-mount layouts, with structural and geotechnical engineering where needed",
      "Three-phase design, switchgear upgrades and utility interconnection studies",
      "Tax-credit timeline planning with your CPA, including the December 31, 2027 placed-in-service deadline for solar",
      "Prevailing-wage and apprenticeship records for projects of 1 MW AC and above",
      "Commissioning, staff training, monitoring and an optional operations and maintenance plan",
    ],
    process: [
      {
        title: "Energy assessment",
        description:
          "We pull 12 months of interval data, walk the site and find where panels, carports or ground mounts fit.",
        duration: "1-2 weeks",
      },
      {
        title: "Feasibility and proposal",
        description:
          "Design, production model, rate analysis, incentive and tax timeline, and financing options side by side.",
        duration: "2-3 weeks",
      },
      {
        title: "Engineering, permits and interconnection",
        description:
          "Stamped drawings, permits and the utility interconnection process: Rule 21 for PG&E, or the city utility's own process in Redding and Shasta Lake.",
        duration: "6-16 weeks",
      },
      {
        title: "Construction",
        description: "Scheduled around your operations: harvest, boating season or business hours.",
        duration: "2-8 weeks",
      },
      {
        title: "Commissioning and handover",
        description: "Testing, inspection, utility permission to operate, staff training and monitoring setup.",
        duration: "2-6 weeks",
      },
    ],
    timeline:
      "Most commercial projects take 3-9 months from signed agreement to operation. The utility interconnection review usually sets the pace, so start early if you are counting on the federal credit's 2027 deadline.",
    faqs: [
      {
        question: "Can my business still claim the federal solar credit?",
        answer:
          "Possibly. The section 48E credit remains for business-owned solar, but under the 2025 law a project whose construction had not begun by July 4, 2026 must be placed in service by December 31, 2027. Commercial projects take months of engineering and utility review, so start now and confirm the details with your tax advisor.",
        claimIds: ["federal-48e-solar-deadline"],
      },
      {
        question: "Will solar lower our demand charges?",
        answer:
          "Solar reliably lowers energy charges, but demand charges only partly, because one cloudy afternoon or an early-evening peak can set the month's demand. A battery programmed to shave peaks is what cuts demand charges consistently; we model both options from your interval data.",
      },
      {
        question: "Can we build over parking or on unused land instead of the roof?",
        answer:
          "Yes. Carports shade cars and customers through 105-degree summers, and ground mounts avoid roof work entirely. On farms we use marginal ground, pivot corners or storage yards so productive acres stay in production.",
      },
      {
        question: "How does solar fit our irrigation pumps?",
        answer:
          "Pump loads peak in summer, when solar produces the most, which makes irrigation one of the best matches for solar. We analyze each pump meter, and where the utility's rules allow, serve several meters on the same or adjoining property from one array.",
      },
      {
        question: "Who maintains the system afterwards?",
        answer:
          "We can. Commercial maintenance plans include monitoring alerts, annual inspections, thermal imaging and cleaning scheduled around your dust, pollen and harvest seasons.",
      },
    ],
    relatedSlugs: ["battery-storage", "hybrid-solar", "energy-conservation"],
    serviceNeeded: "New Solar Installation",
  },
  {
    slug: "hybrid-solar",
    title: "Hybrid Solar",
    summary:
      "Solar, batteries and, if you want one, a generator, managed by one hybrid inverter so your home or ranch keeps power through shutoffs and saves during peak hours.",
    metaDescription:
      "Hybrid solar-plus-storage for Northern California homes, ranches and cabins: backup through PSPS outages, peak-hour savings and generator integration.",
    heroHeading: "One system for sunshine, peak hours and shutoffs",
    audience: [
      "Homes in high fire-threat areas that lose power during Public Safety Power Shutoffs",
      "Ranches and rural homes on wells that need water during outages",
      "PG&E Net Billing customers who want to use their own solar in the evening instead of exporting it",
      "Cabins and properties at the end of long rural lines that already rely on a generator",
      "Homeowners who want a system that can grow with an EV or a heat pump",
    ],
    included: [
      "Outage planning: which circuits stay on, and for how long",
      "A hybrid inverter with integrated battery, or an AC-coupled battery added to existing solar",
      "A backup loads panel or whole-home backup with automatic switchover when the grid goes down",
      "Generator input with automatic start where the inverter supports it, so a long shutoff doesn't drain the battery",
      "Programming for time-of-use savings, backup reserve and storm-watch charging",
      "Permits, utility interconnection and app setup",
    ],
    process: [
      {
        title: "Outage and bill review",
        description:
          "What must run during an outage, how long your shutoffs usually last and what your bills look like.",
        duration: "About 1 hour",
      },
      {
        title: "System design",
        description:
          "Inverter, battery capacity and backup panel sized for both savings and resilience, with the trade-offs spelled out.",
        duration: "1-2 weeks",
      },
      {
        title: "Permits and utility approval",
        description: "Plans, permits and the interconnection application for solar plus storage.",
        duration: "2-5 weeks",
      },
      {
        title: "Installation",
        description:
          "Panels, inverter, battery and backup panel installed and tested; the power is off for a few hours while we connect.",
        duration: "2-4 days",
      },
      {
        title: "Commissioning",
        description: "Inspection, permission to operate, a simulated outage test and an app walkthrough.",
        duration: "1-4 weeks",
      },
    ],
    timeline:
      "Plan on 6-12 weeks from signed contract to a working hybrid system, depending on permits and utility approval.",
    faqs: [
      {
        question: "What is the difference between hybrid solar and adding a battery?",
        answer:
          "A hybrid system is designed as one: a single inverter manages panels, battery, grid and sometimes a generator. Adding a battery to an existing system usually means an AC-coupled battery with its own inverter. Both work; hybrid is often simpler and more efficient for a new system, and AC coupling is usually simplest for a system you already own.",
      },
      {
        question: "How long will a battery run my house during a shutoff?",
        answer:
          "It depends on what you back up. A 13-15 kWh battery typically carries a refrigerator, lights, internet, fans and a well pump overnight, and with solar recharging it by day, essentials can run through a multi-day shutoff in good weather. Central air conditioning needs much more capacity; we show you run-time estimates before you choose.",
        claimIds: ["psps-battery-backup"],
      },
      {
        question: "Can it work with my generator?",
        answer:
          "Many hybrid inverters accept a generator and can start it automatically when the battery runs low, so the generator runs briefly at an efficient load instead of all day. We check your generator's size and output for compatibility.",
      },
      {
        question: "Do I need to be a PG&E customer?",
        answer:
          "No. Backup works the same in every territory. What changes is the savings: PG&E Net Billing customers gain the most from shifting solar into the evening, while Redding Electric Utility and Shasta Lake Electric Utility customers are on their city utility's rules, which we design to.",
        claimIds: ["nbt-applies-pge", "utility-redding-reu", "utility-shasta-lake"],
      },
      {
        question: "Are there rebates?",
        answer:
          "PG&E-area customers may qualify for SGIP battery rebates, including the higher equity resiliency rate for eligible households in high fire-threat districts or with repeated shutoffs, while funds last. Homeowners who buy a system can no longer claim a federal tax credit for it.",
        claimIds: ["sgip-equity-resiliency", "federal-25d-ended"],
      },
    ],
    relatedSlugs: ["battery-storage", "residential-solar", "lithium-battery"],
    serviceNeeded: "New Solar Installation",
  },
  {
    slug: "battery-storage",
    title: "Battery Storage",
    summary:
      "Home and business batteries that keep essentials running through shutoffs and save on peak-hour rates, added to new or existing solar.",
    metaDescription:
      "Battery storage in Redding and Shasta County: PSPS backup, NEM 3.0 peak-hour savings, SGIP rebate help and retrofits to existing solar systems.",
    heroHeading: "Keep the lights, the well and the fridge on when the grid goes down",
    audience: [
      "Households that lose power during Public Safety Power Shutoffs or winter storms",
      "PG&E Net Billing customers exporting midday solar at low values",
      "Residents who rely on powered medical equipment",
      "Businesses with demand charges or refrigeration that cannot go down",
      "Owners of existing solar who want backup without replacing what they have",
    ],
    included: [
      "A backup plan: chosen circuits, expected run time, and a backup loads panel or whole-home backup",
      "Lithium iron phosphate (LFP) batteries listed to UL 9540, installed with fire-code clearances",
      "Retrofit to existing solar (AC-coupled) or DC-coupled with a new hybrid inverter",
      "Time-of-use and backup-reserve programming, tuned after your first month of data",
      "SGIP rebate eligibility check and application for PG&E-area customers",
      "Permits, utility approval and monitoring",
    ],
    process: [
      {
        title: "Consultation",
        description: "Your outage history, loads, bills and existing equipment.",
        duration: "About 1 hour",
      },
      {
        title: "Site visit and design",
        description:
          "Electrical panel check, battery placement in the garage or on an outside wall, and a battery sized to your goals.",
        duration: "About 1 week",
      },
      {
        title: "Rebate and permit applications",
        description: "SGIP reservation if you qualify, building permit and utility paperwork.",
        duration: "2-6 weeks",
      },
      {
        title: "Installation",
        description: "Battery, gateway and backup panel installed; a few hours without power while we connect.",
        duration: "1-2 days",
      },
      {
        title: "Testing and handover",
        description: "Inspection, permission to operate, an outage test and app setup.",
        duration: "1-3 weeks",
      },
    ],
    timeline:
      "Most battery projects take 4-8 weeks from signed contract to working backup; SGIP reservations and utility approvals set the pace.",
    faqs: [
      {
        question: "Where does the battery go?",
        answer:
          "Usually in the garage or on an outside wall, following the fire code's rules for clearances from doors, windows and living space; batteries never go in bedrooms or living areas. Outdoor-rated units tolerate heat, but in Redding we prefer a shaded north or east wall to keep them cooler and longer-lived.",
      },
      {
        question: "How big a battery do I need?",
        answer:
          "For backup, add up what must run and for how long; for savings, size to what you use from 4-9 PM. Many homes land between 10 and 20 kWh, and homes backing up a well pump or central air need more. We show run-time estimates for each option.",
        claimIds: ["psps-battery-backup"],
      },
      {
        question: "Will a battery pay for itself?",
        answer:
          "For PG&E Net Billing customers, shifting solar into the evening peak recovers about 25-40% of the export value lost under NEM 3.0 in our designs, and an SGIP rebate can cover most or all of the cost for eligible households. For Redding Electric Utility customers the case rests more on backup than on savings. We show you both sides.",
        claimIds: ["nbt-load-shift-recovery", "sgip-equity-resiliency", "utility-redding-reu"],
      },
      {
        question: "Can I add a battery to my existing solar?",
        answer:
          "Yes, usually with an AC-coupled battery that works beside your existing inverter. If your system is on NEM 1.0 or NEM 2.0, we check your utility's rules first so that adding storage keeps your legacy billing intact.",
        claimIds: ["nbt-applies-pge"],
      },
      {
        question: "Are home batteries safe?",
        answer:
          "We install lithium iron phosphate (LFP) batteries listed to UL 9540, the safety standard for energy storage systems. LFP is far less prone to overheating than older lithium chemistries, and we follow the fire code's placement and clearance rules.",
      },
    ],
    relatedSlugs: ["hybrid-solar", "lithium-battery", "residential-solar"],
    serviceNeeded: "Battery Storage",
  },
  {
    slug: "maintenance",
    title: "Maintenance",
    summary:
      "Inspections, cleaning and monitoring that keep your system producing through dust, pollen, wildfire ash and triple-digit heat.",
    metaDescription:
      "Solar maintenance in Redding and Shasta County: cleaning, thermal imaging, electrical checks, critter guards and monitoring for homes, farms and businesses.",
    heroHeading: "Keep every panel earning",
    audience: [
      "Homeowners whose production has slipped, or who never look at their monitoring",
      "Farms and rural properties where dust, pollen and spray drift coat the panels",
      "Homes that collected smoke residue and ash during fire season",
      "Businesses that need documented maintenance for warranties, lenders or insurers",
      "Owners of systems 8 years and older, or whose installer no longer services them",
    ],
    included: [
      "Production review against what your system should make in your weather",
      "Panel cleaning with deionized water and soft brushes; no harsh chemicals or pressure washers",
      "Thermal imaging to find hot spots, failing cells and loose connections",
      "Electrical inspection: connectors, wiring, grounding, breakers, torque and rapid shutdown",
      "Critter guard installation or repair to keep squirrels and birds from nesting under panels",
      "Roof attachment and flashing check",
      "Monitoring reconnection and a written report with photos",
    ],
    process: [
      {
        title: "Monitoring review",
        description: "We compare your production with what the system should make.",
        duration: "1 day",
      },
      {
        title: "Site visit",
        description: "Cleaning, inspection and thermal imaging.",
        duration: "2-4 hours",
      },
      {
        title: "Report",
        description: "Photos, readings and any fixes, ranked by urgency, with prices.",
        duration: "Within 2 business days",
      },
      {
        title: "Follow-up",
        description: "Small fixes are usually done during the visit; larger repairs are scheduled with your approval.",
        duration: "As needed",
      },
    ],
    timeline:
      "A maintenance visit takes 2-4 hours for a typical home. We recommend one a year, plus a cleaning after a heavy smoke or ash season.",
    faqs: [
      {
        question: "How often should panels be cleaned here?",
        answer:
          "Once a year suits most homes. Properties near orchards, fields or gravel roads, and any system after a smoky fire season, benefit from a second cleaning before summer, when production matters most.",
      },
      {
        question: "Can I clean the panels myself?",
        answer:
          "On a ground mount, yes: a soft brush and plain water early in the morning, never on hot glass. On a roof we advise against it; falls are a real risk, and scratching or stepping on panels can void their warranty.",
      },
      {
        question: "What does thermal imaging find?",
        answer:
          "Hot spots from cracked cells, failing bypass diodes, loose connectors and overheating breakers, often before they cost you production or become a fire risk.",
      },
      {
        question: "Do you maintain systems other companies installed?",
        answer:
          "Yes. Most of our maintenance customers had their system installed by someone else, including companies that are no longer in business.",
      },
      {
        question: "Do you offer maintenance plans?",
        answer:
          "Yes: annual plans for homes, and custom plans for commercial and agricultural systems, with priority scheduling and monitoring alerts.",
      },
    ],
    relatedSlugs: ["repairs", "energy-conservation", "battery-storage"],
    serviceNeeded: "System Maintenance",
  },
  {
    slug: "repairs",
    title: "Repairs",
    summary:
      "Fast diagnosis and repair of any brand of solar system, including systems whose installer has gone out of business.",
    metaDescription:
      "Solar repair in Redding and Northern California for any brand: inverters, wiring, roof leaks and monitoring. 2-hour emergency response, most repairs same-day.",
    heroHeading: "Solar down? We find it and fix it, usually the same day",
    audience: [
      "Owners whose system shows an error, makes no power or has a blank monitoring app",
      "Orphaned systems whose installer has closed or stopped answering",
      "Homes with roof leaks around panel attachments",
      "Systems damaged by storms, snow, rodents or wildfire heat and ash",
      "Homeowners re-roofing who need panels removed and reinstalled",
    ],
    included: [
      "Diagnosis of any brand: inverters, microinverters, optimizers, wiring, breakers and monitoring",
      "Inverter and microinverter replacement, with manufacturer warranty claims handled for you",
      "Repair of rodent-chewed wiring and installation of critter guards",
      "Leak repair at roof attachments with new flashing",
      "Panel removal and reinstallation for re-roofing",
      "Storm, snow and fire damage assessments for insurance claims",
      "Orphaned-system takeover: documentation, monitoring and ongoing service",
    ],
    process: [
      {
        title: "Call or send a request",
        description: "Tell us what you see; a photo of the inverter screen or the app helps.",
        duration: "Same day",
      },
      {
        title: "Remote check",
        description: "Where monitoring is online, we often find the fault before we arrive.",
        duration: "Within hours",
      },
      {
        title: "On-site diagnosis",
        description:
          "We test strings, inverters, wiring and connections, and give you a written price before any work.",
        duration: "1-3 hours",
      },
      {
        title: "Repair",
        description: "Most repairs are finished on the first visit with parts from the truck.",
        duration: "Same day for most repairs",
      },
      {
        title: "Verification",
        description: "We confirm production and monitoring, and explain what failed and why.",
        duration: "Before we leave",
      },
    ],
    timeline:
      "Emergencies get a response within 2 hours, most repairs are finished the same day, and orphaned systems get a written rescue plan within 7 days.",
    faqs: [
      {
        question: "Do you repair systems you didn't install?",
        answer:
          "Yes. Most of our repair work is on systems installed by other companies, covering every major brand of panel, inverter, microinverter and battery.",
      },
      {
        question: "My installer went out of business. Is my warranty gone?",
        answer:
          "Not necessarily. The installer's workmanship warranty usually ended with the company, but panel, inverter and battery warranties come from the manufacturers and often still apply. We identify the equipment, deal with the manufacturer and handle the claim, and within 7 days of your call you have a written rescue plan.",
      },
      {
        question: "Is repair cheaper than replacement?",
        answer:
          "Usually. Across our repair jobs, the average repair has cost less than 40% of replacing the system. When replacement is the better value, for example with discontinued equipment, we show you the numbers.",
        claimIds: ["repair-cost-average"],
      },
      {
        question: "What counts as an emergency?",
        answer:
          "A burning smell, smoke, arcing or buzzing; damaged panels or exposed wiring after a storm or fire; and a battery system that fails during an outage. If it is safe, switch the system off at the AC disconnect or rapid shutdown switch, keep clear, and call our emergency line.",
      },
      {
        question: "Why does my system shut off on hot afternoons?",
        answer:
          "Inverters cut output to protect themselves when they overheat; in Redding that often means an inverter in direct afternoon sun or a hot garage. High grid voltage on sunny afternoons can also trip inverters. We measure both, then shade or relocate the inverter, replace a failing fan, or work with your utility on the voltage.",
      },
    ],
    relatedSlugs: ["maintenance", "battery-storage", "residential-solar"],
    serviceNeeded: "Solar Repair",
  },
  {
    slug: "energy-conservation",
    title: "Energy Conservation",
    summary:
      "An energy assessment that finds where your home or business wastes power before you buy panels, so the system you buy can be smaller and cheaper.",
    metaDescription:
      "Energy assessments for Redding-area homes and businesses: find the biggest savings first, from cooling and pumps to rate plans, before you size solar.",
    heroHeading: "The cheapest kilowatt-hour is the one you don't use",
    audience: [
      "Homeowners whose summer bills spike with air conditioning",
      "Anyone planning solar who wants to size it for a more efficient home",
      "Farms with pumps, fans and refrigeration running long hours",
      "Small businesses that don't know where their energy goes",
      "Solar owners whose bills crept back up after adding loads",
    ],
    included: [
      "Analysis of 12 months of bills and interval data, and a rate-plan review with your utility's options",
      "A walk-through of the building: insulation, air sealing, ducts, windows and shading",
      "An equipment review: air conditioning and heat pumps, water heating, pool and well pumps, refrigeration",
      "Measurement of plug loads and standby power",
      "A prioritized plan with costs, savings and payback, plus the utility programs open at the time",
      "Solar and battery sizing based on your building after the improvements",
    ],
    process: [
      {
        title: "Data review",
        description: "We read your bills and, where available, hourly usage from your utility.",
        duration: "About 1 week",
      },
      {
        title: "On-site assessment",
        description: "A walk-through with measurements and thermal imaging where useful.",
        duration: "2-3 hours",
      },
      {
        title: "Report and plan",
        description: "Improvements ranked by cost and savings, and how each changes the solar size you need.",
        duration: "About 1 week",
      },
      {
        title: "Follow-through",
        description: "We do the solar, battery and electrical work and refer licensed local trades for the rest.",
        duration: "On your schedule",
      },
    ],
    timeline: "From first call to a written plan usually takes about 2 weeks.",
    faqs: [
      {
        question: "Why assess before going solar?",
        answer:
          "Every kWh you stop wasting is one you don't need to generate. Sealing ducts or rescheduling a pump often costs less than the panels it would take to cover the waste, and it lowers evening bills too, when solar alone can't help.",
      },
      {
        question: "What are the biggest wins in Redding?",
        answer:
          "Cooling. Leaky ducts in hot attics, thin attic insulation and aging air conditioners are the usual culprits. Next come pool pumps running through the afternoon peak and electric resistance water heaters.",
      },
      {
        question: "Does my rate plan matter?",
        answer:
          "A lot. Moving flexible loads such as pool pumps, EV charging and dishwashers out of the late-afternoon peak can cut a PG&E bill without buying anything. Redding Electric Utility and Shasta Lake Electric Utility have their own rate options; we review whichever applies to you.",
        claimIds: ["utility-redding-reu", "utility-shasta-lake", "utility-pge-elsewhere"],
      },
      {
        question: "Are there rebates for efficiency upgrades?",
        answer:
          "Utilities and the state run efficiency programs that open and close during the year, and PG&E, Redding Electric Utility and Shasta Lake Electric Utility each have their own. We list the programs that are open when we deliver your plan instead of promising amounts in advance.",
      },
      {
        question: "Do I have to buy the upgrades from you?",
        answer:
          "No. We install the solar, battery and electrical work ourselves; for insulation, HVAC and windows we refer licensed local contractors and you choose. The plan is yours either way.",
      },
    ],
    relatedSlugs: ["residential-solar", "commercial-solar", "maintenance"],
    toolLinks: [
      {
        to: "/resources/savings-calculator",
        label: "Utility savings calculator: efficiency upgrades, solar and a battery side by side",
      },
    ],
    serviceNeeded: "Consultation",
  },
  {
    slug: "lithium-battery",
    title: "Lithium Battery",
    summary:
      "Lithium iron phosphate (LFP) upgrades and replacements for off-grid cabins, houseboats, remote ranch equipment and aging home battery banks.",
    metaDescription:
      "LFP lithium battery upgrades in Northern California: replace lead-acid banks in cabins, houseboats and off-grid systems, and failed home batteries.",
    heroHeading: "Retire the lead-acid bank. Upgrade to lithium that lasts.",
    audience: [
      "Off-grid cabins and homes in the mountains around Shasta and Trinity counties running on lead-acid banks",
      "Houseboat and boat owners on Shasta Lake who want quiet power without running a generator",
      "Ranches with remote well pumps, gates, cameras or electric fences",
      "Owners of home batteries that are failing, out of warranty or no longer supported",
      "Anyone tired of watering batteries and replacing them every few years",
    ],
    included: [
      "A capacity test of your existing bank and a review of your loads",
      "LFP battery sizing, with a battery management system matched to your inverter and charger",
      "Inverter, charger and charge-controller settings reprogrammed for lithium",
      "Marine installations following ABYC practices for lithium batteries, with proper fusing, switching and cable sizing",
      "Cold-weather protection: self-heating batteries or heated enclosures where temperatures drop below freezing",
      "Removal and recycling of your old lead-acid batteries",
    ],
    process: [
      {
        title: "Assessment",
        description: "We test the existing bank, list the loads and check inverter and charger compatibility.",
        duration: "1-2 hours",
      },
      {
        title: "Proposal",
        description: "Battery capacity, compatible components, and any settings or hardware that must change.",
        duration: "Within 1 week",
      },
      {
        title: "Installation",
        description: "Old batteries out, new LFP bank in, with wiring, fusing and monitoring updated.",
        duration: "1 day for most systems",
      },
      {
        title: "Commissioning",
        description: "Charge settings verified through a full cycle, and a walkthrough of the monitoring app.",
        duration: "1 day",
      },
    ],
    timeline:
      "Most lithium upgrades are installed in a single day once the equipment arrives, usually 1-3 weeks after you approve the proposal.",
    faqs: [
      {
        question: "Why LFP instead of lead-acid?",
        answer:
          "LFP batteries last thousands of cycles instead of hundreds, can use most of their rated capacity without damage, need no watering and hold their voltage steady under load. They cost more up front but usually less per year of service.",
      },
      {
        question: "Will my inverter and charger work with lithium?",
        answer:
          "Many do with new settings; some older units cannot be set up for lithium charging and need replacing. We check compatibility before you buy anything.",
      },
      {
        question: "Can lithium handle freezing weather?",
        answer:
          "LFP batteries must not be charged below freezing. At cabins in Shingletown, Burney or the Trinity Alps we use batteries with built-in heaters or heated, insulated enclosures, and the battery management system blocks charging when it is too cold.",
      },
      {
        question: "Is lithium safe on a boat?",
        answer:
          "Yes, when installed properly. LFP is the most stable lithium chemistry, and we follow ABYC marine practices for lithium batteries, with correct fusing, switching and cable sizing and a battery management system that can disconnect safely.",
      },
      {
        question: "What happens to my old batteries?",
        answer:
          "We take them away for recycling. Lead-acid batteries are hazardous waste in California and cannot go in the trash.",
      },
    ],
    relatedSlugs: ["battery-storage", "hybrid-solar", "repairs"],
    serviceNeeded: "New Solar Installation",
  },
];

/** The headings and calls to action every service page shares. */
export const servicePageCopy = {
  audienceHeading: "Who it is for",
  includedHeading: "What is included",
  processHeading: "How it works",
  timelineLabel: "Typical timeline",
  faqHeading: "Frequently asked questions",
  relatedHeading: "Related services",
  ctaHeading: (service: Service) => `Ready to talk about ${service.title.toLowerCase()}?`,
  ctaBody: "Send a request and we contact you within 24 hours, or ask for a free quote.",
  requestLabel: (service: Service) => `Request ${service.title} service`,
};

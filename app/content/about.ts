import { company, type CompanyFacts } from "./company.ts";

export interface TimelineEvent {
  year: number;
  title: string;
  description: string;
}

export interface CompanyValue {
  title: string;
  description: string;
  /** lucide-react icon name. */
  icon: string;
}

export const aboutIntro = `We started in ${company.foundedYear} as a Redding electrical repair business and installed our first solar system in ${company.solarSinceYear}. Today we design, install, repair and maintain solar and battery systems across Shasta, Tehama and Trinity counties, and we still answer the phone when something stops working.`;

export const aboutTimeline: readonly TimelineEvent[] = [
  {
    year: company.foundedYear,
    title: "Founded in Redding",
    description:
      "The company opens as an electrical repair business, fixing well pumps, farm wiring and home electrical systems across Shasta County.",
  },
  {
    year: 2004,
    title: "Our first solar installation",
    description:
      "A customer asks us to install solar on the home we had rewired. We train, certify and install our first rooftop system.",
  },
  {
    year: 2008,
    title: "Farms and businesses",
    description:
      "Our first agricultural and commercial systems, starting with irrigation pumps in the Sacramento Valley.",
  },
  {
    year: 2012,
    title: "Repairs for every brand",
    description:
      "As early solar companies close, we start servicing systems we didn't install, which becomes a core part of our work.",
  },
  {
    year: 2015,
    title: "Snow country",
    description:
      "Engineered installations for mountain towns such as Burney and Shingletown, built for heavy snow loads.",
  },
  {
    year: 2019,
    title: "Battery backup",
    description:
      "After the first large Public Safety Power Shutoffs leave homes and wells without power, battery backup becomes a core service.",
  },
  {
    year: 2021,
    title: "On the water",
    description: "Marina canopies and lithium battery upgrades for docks and houseboats on Shasta Lake.",
  },
  {
    year: 2023,
    title: "Designing for the Net Billing Tariff",
    description:
      "PG&E's new solar customers move to the Net Billing Tariff in April, and we redesign our proposals around self-consumption and storage.",
  },
  {
    year: 2024,
    title: "Orphaned-system rescue",
    description:
      "As more installers close, we formalize our rescue program: a written plan within 7 days for any system whose installer is gone.",
  },
  {
    year: 2026,
    title: `${2026 - company.foundedYear} years on`,
    description:
      "With the federal homeowner tax credit ended, we focus on honest payback numbers, repairs before replacement, and batteries that keep the North State running through shutoffs.",
  },
];

export const companyValues: readonly CompanyValue[] = [
  {
    title: "Fix before replace",
    description:
      "We quote the repair first. A working system you already own is almost always the cheapest power you can buy.",
    icon: "Wrench",
  },
  {
    title: "Straight numbers",
    description:
      "Savings calculated on your own bills and your own utility's rules, and incentives only when they actually apply to you.",
    icon: "Calculator",
  },
  {
    title: "Our own crews",
    description:
      "The people who design and install your system are our employees, trained and certified, and they come back to service it.",
    icon: "Users",
  },
  {
    title: "Safety on every job",
    description:
      "Code-compliant work, fire-safe roof layouts and batteries placed by the fire code's rules, because a solar system lives on your home for decades.",
    icon: "ShieldCheck",
  },
  {
    title: "Here for the long run",
    description: `We have been in Redding since ${company.foundedYear}. When something stops working in ten years, we expect to be the ones you call.`,
    icon: "MapPin",
  },
];

/** The licence and insurance statement, built from the company facts so overrides flow through. */
export function describeLicence(company: CompanyFacts): string {
  return `${company.legalName} is licensed by the California ${company.licence.board}, license ${company.licence.display}, with the ${company.licence.classifications.join(" and ")} classifications, and carries general liability and workers' compensation insurance. You can verify any California contractor's license on the CSLB website.`;
}

export const licenceStatement = describeLicence(company);

export const aboutSections = {
  historyHeading: "Our history",
  licenceHeading: "Licensed and insured",
  licenceLinkLabel: "Check our license with the CSLB",
  valuesHeading: "What we stand for",
};

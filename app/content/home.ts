export interface HomeHero {
  tagline: string;
  headline: string;
  subtitle: string;
  primaryCtaLabel: string;
  /** Label of the call button; the number comes from the company facts. */
  callCtaLabel: string;
}

export interface ImageStripItem {
  /** An id from image-manifest.ts (responsive variants are generated from it) or a remote stock-photo URL. */
  id: string;
  alt: string;
}

export interface TriageStep {
  step: number;
  title: string;
  description: string;
  /** lucide-react icon name. */
  icon: string;
}

export interface CommonProblem {
  id: string;
  title: string;
  symptom: string;
  whatWeDo: string;
}

export interface ClosingCta {
  heading: string;
  body: string;
  primaryCtaLabel: string;
  callCtaLabel: string;
}

export const homeHero: HomeHero = {
  tagline: "Solar installation, repair and maintenance in Redding and the North State",
  headline: "Solar that keeps working when Redding heats up",
  subtitle:
    "We design, install and fix solar and battery systems for homes, farms, businesses and marinas, including systems another company installed and left behind.",
  primaryCtaLabel: "Get Free Quote",
  callCtaLabel: "Call Now",
};

export const imageStrip: readonly ImageStripItem[] = [
  {
    id: "strip-redding-rooftop",
    alt: "Technician fastening solar panels to a composition-shingle roof in Redding under a clear summer sky",
  },
  {
    id: "strip-orchard-ground-mount",
    alt: "Rows of ground-mounted solar panels beside a walnut orchard in the Sacramento Valley",
  },
  {
    id: "strip-garage-battery",
    alt: "Wall-mounted home battery and backup panel installed in a tidy garage",
  },
  {
    id: "strip-marina-dock",
    alt: "Solar canopy over a marina dock on Shasta Lake with houseboats moored alongside",
  },
  {
    id: "strip-thermal-inspection",
    alt: "Technician using a thermal camera to inspect a rooftop solar array for hot spots",
  },
  {
    id: "strip-snow-shingletown",
    alt: "Snow sliding off a steeply tilted solar array on a cabin roof near Shingletown",
  },
  {
    id: "strip-commercial-carport",
    alt: "Solar carport shading cars in a business parking lot on a hot afternoon",
  },
  {
    id: "strip-inverter-repair",
    alt: "Technician replacing a string inverter on the side of a house",
  },
];

export const triageSteps: readonly TriageStep[] = [
  {
    step: 1,
    title: "Contact Us",
    description:
      "Call, or send a request with a photo of your inverter screen or monitoring app. For emergencies a technician responds within 2 hours, day or night; everything else gets a reply within 24 hours.",
    icon: "PhoneCall",
  },
  {
    step: 2,
    title: "Diagnosis",
    description:
      "We check your monitoring remotely when we can, then test panels, inverters, wiring and batteries on site and give you a written price before any work starts.",
    icon: "Search",
  },
  {
    step: 3,
    title: "Repair",
    description:
      "Most repairs are finished the same day with parts from our trucks. We confirm the system is producing and explain what failed before we leave.",
    icon: "Wrench",
  },
];

export const commonProblems: readonly CommonProblem[] = [
  {
    id: "inverter-fault",
    title: "Inverter fault or shutdown",
    symptom: "Red or orange light, an error code on the screen, or the system stops producing on hot afternoons.",
    whatWeDo:
      "Read the fault history, test the inverter and the grid voltage, then repair, relocate out of the sun, or replace it under warranty where we can.",
  },
  {
    id: "monitoring-offline",
    title: "Monitoring offline",
    symptom: "The app shows no data or zero production, and you can't tell whether the system is working.",
    whatWeDo:
      "Check whether it's the system or just the connection, reconnect the gateway to your Wi-Fi or cellular, and confirm every panel reports.",
  },
  {
    id: "production-drop",
    title: "Production dropping",
    symptom: "Your bills creep up, or output is well below last year's on similar days.",
    whatWeDo:
      "Clean off dust, pollen and ash, use thermal imaging to find failed cells, diodes or connectors, and compare the results with expected output.",
  },
  {
    id: "rodent-damage",
    title: "Squirrels and birds under the panels",
    symptom: "Scratching on the roof, nests or debris under the array, or chewed wires.",
    whatWeDo: "Remove nests, repair damaged wiring and install stainless critter guards around the array's edge.",
  },
  {
    id: "roof-leak",
    title: "Roof leak near the panels",
    symptom: "Water stains on the ceiling below the array after the first winter rains.",
    whatWeDo:
      "Find the failed attachment, reseal it with new flashing and check the rest, or remove and reinstall the array when you re-roof.",
  },
];

export const closingCta: ClosingCta = {
  heading: "Whether it's a new system or one that stopped working, start with a conversation",
  body: "Tell us about your home, farm or business and what your utility bill looks like. We'll tell you plainly what solar, a battery or a repair can do for you, with numbers for your utility's rules.",
  primaryCtaLabel: "Get Free Quote",
  callCtaLabel: "Call Now",
};

export interface HomeSectionCopy {
  heading: string;
  intro?: string;
}

/** Headings of the home page sections whose items live above and in benefits.ts / testimonials.ts. */
export const homeSections = {
  imageStripLabel: "Photos of our work",
  triage: { heading: "Solar not working? Three steps to fix it" },
  problems: {
    heading: "Five common solar problems we fix",
    intro: "Whoever installed your system, these are the faults we see most across the North State.",
  },
  testimonials: { heading: "What our customers say" },
  kpis: { heading: "Our work in numbers" },
} satisfies Record<string, HomeSectionCopy | string>;

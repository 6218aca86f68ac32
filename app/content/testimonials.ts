export const seedNotice =
  "The testimonials below are sample content for a new deployment: the people, quotes and photos are illustrative. Replace them with real customer reviews, published only with each customer's written consent, before launch. The KPI figures are example values to be replaced with the company's own records.";

export interface TestimonialAuthor {
  name: string;
  handle: string;
  /** Public path of the avatar image. */
  avatar: string;
  location: string;
}

export interface Testimonial {
  id: string;
  author: TestimonialAuthor;
  text: string;
  /** An id from image-manifest.ts (responsive variants are generated from it) or a remote stock-photo URL. */
  beforeImage: string;
  afterImage: string;
  /** Annual savings in whole US dollars. */
  savingsAmount: number;
  /** ISO date (YYYY-MM-DD). */
  installationDate: string;
}

export const testimonials: readonly Testimonial[] = [
  {
    id: "hartman-palo-cedro",
    author: {
      name: "Linda Hartman",
      handle: "@linda.hartman",
      avatar: "/images/avatars/linda-hartman.svg",
      location: "Palo Cedro, CA",
    },
    text: "We lost power four times during shutoffs the year before we called. Now the battery carries the fridge, the well pump and my husband's oxygen concentrator without a blink, and our PG&E bill dropped more than we expected under the new rules. The crew left the roof cleaner than they found it.",
    beforeImage: "testimonial-hartman-palo-cedro-before",
    afterImage: "testimonial-hartman-palo-cedro-after",
    savingsAmount: 2400,
    installationDate: "2023-06-14",
  },
  {
    id: "whitfield-cottonwood",
    author: {
      name: "Dale Whitfield",
      handle: "@whitfieldranch",
      avatar: "/images/avatars/dale-whitfield.svg",
      location: "Cottonwood, CA",
    },
    text: "Our irrigation pumps were our biggest bill every summer. They put a ground mount on a corner of the pasture that never grew much anyway, and it runs the pumps through July and August. They scheduled the work around haying and never left a gate open.",
    beforeImage: "testimonial-whitfield-cottonwood-before",
    afterImage: "testimonial-whitfield-cottonwood-after",
    savingsAmount: 3200,
    installationDate: "2022-04-08",
  },
  {
    id: "natarajan-redding",
    author: {
      name: "Priya Natarajan",
      handle: "@priya.n",
      avatar: "/images/avatars/priya-natarajan.svg",
      location: "Redding, CA",
    },
    text: "Our original installer closed and the system had been dead for eight months before we noticed on our bill. They found two failed microinverters and a chewed cable, got the manufacturer to cover the parts, and had everything running within the week. It cost a fraction of the replacement quote we'd been given.",
    beforeImage: "testimonial-natarajan-redding-before",
    afterImage: "testimonial-natarajan-redding-after",
    savingsAmount: 2800,
    installationDate: "2024-09-19",
  },
];

export type KpiTrend = "up" | "down";
export type KpiTone = "emerald" | "sky" | "amber" | "violet";

export interface KpiCard {
  id: string;
  label: string;
  value: string;
  /** Percent change compared with the previous 12 months. */
  delta: number;
  trend: KpiTrend;
  /** lucide-react icon name. */
  icon: string;
  tone: KpiTone;
}

export const kpiCards: readonly KpiCard[] = [
  {
    id: "energy-generated",
    label: "Clean energy generated",
    value: "2.5M kWh",
    delta: 18,
    trend: "up",
    icon: "Zap",
    tone: "amber",
  },
  {
    id: "co2-offset",
    label: "CO₂ offset",
    value: "1,200 tons",
    delta: 16,
    trend: "up",
    icon: "Leaf",
    tone: "emerald",
  },
  {
    id: "customer-savings",
    label: "Customer savings",
    value: "$850K",
    delta: 21,
    trend: "up",
    icon: "DollarSign",
    tone: "sky",
  },
  {
    id: "installations",
    label: "Installations",
    value: "500+",
    delta: 12,
    trend: "up",
    icon: "Home",
    tone: "violet",
  },
];

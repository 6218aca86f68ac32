import type { LeadService } from "./services.ts";

/** What a visitor can book on /resources/book-appointment, in the order offered. A slug is the API's `type`. */
export const appointmentTypeSlugs = [
  "residential-consultation",
  "commercial-assessment",
  "maintenance",
  "repair-diagnosis",
  "battery-consultation",
] as const;
export type AppointmentTypeSlug = (typeof appointmentTypeSlugs)[number];

export interface AppointmentType {
  slug: AppointmentTypeSlug;
  name: string;
  /** One line under the name on the booking page. */
  summary: string;
  durationMinutes: number;
  /** Kept free after the appointment (travel, notes); not part of the slot shown. */
  bufferAfterMinutes: number;
  /** How long before its start an appointment may be booked at the latest. */
  minimumNoticeHours: number;
  /** How many calendar days ahead (in the company's zone) may be booked. */
  horizonDays: number;
  /** On site: we come to the address, which is then required. Phone: we call the number given. */
  location: "on_site" | "phone";
  /** What to have ready, shown on the confirmation and in the e-mail. */
  prepare: readonly string[];
  /** The service a lead this booking opens is about. */
  service: LeadService;
}

const defaults = { bufferAfterMinutes: 15, minimumNoticeHours: 24, horizonDays: 30 } as const;

export const appointmentTypes: readonly AppointmentType[] = [
  {
    slug: "residential-consultation",
    name: "Residential Solar Consultation",
    summary: "We look at your roof, shading and electric bills and talk through a system for your home.",
    durationMinutes: 60,
    ...defaults,
    location: "on_site",
    service: "New Solar Installation",
    prepare: [
      "Your last 12 months of electric bills (PG&E or REU)",
      "Access to the roof area and the main electrical panel",
      "Any HOA rules about roof equipment",
    ],
  },
  {
    slug: "commercial-assessment",
    name: "Commercial Solar Assessment",
    summary: "A site walk for businesses, farms and marinas: load, roof or ground space and interconnection.",
    durationMinutes: 90,
    ...defaults,
    location: "on_site",
    service: "New Solar Installation",
    prepare: [
      "12 months of utility bills or interval data for the meters involved",
      "A site plan or roof plan if you have one",
      "Someone who can open electrical rooms and roof access",
    ],
  },
  {
    slug: "maintenance",
    name: "System Maintenance",
    summary: "Inspection, cleaning check and performance review of an installed system.",
    durationMinutes: 60,
    ...defaults,
    location: "on_site",
    service: "System Maintenance",
    prepare: [
      "Access to the inverter, the main panel and the array",
      "Your monitoring app login, if you use one",
      "Your installation paperwork or warranty details",
    ],
  },
  {
    slug: "repair-diagnosis",
    name: "Repair Diagnosis",
    summary: "A technician finds out why your system is down or underperforming. For a safety emergency, call us.",
    durationMinutes: 60,
    ...defaults,
    location: "on_site",
    service: "Solar Repair",
    prepare: [
      "Any fault code or message the inverter shows (a photo helps)",
      "When the problem started and what changed around then",
      "Access to the inverter and the main panel",
    ],
  },
  {
    slug: "battery-consultation",
    name: "Battery Storage Consultation",
    summary: "A phone call about backup power and battery storage for a new or existing system.",
    durationMinutes: 60,
    ...defaults,
    location: "phone",
    service: "Battery Storage",
    prepare: [
      "Your last 12 months of electric bills",
      "Which circuits you want powered in an outage",
      "Details of an existing solar system, if you have one",
    ],
  },
];

export function appointmentTypeBySlug(slug: string): AppointmentType | undefined {
  return appointmentTypes.find((type) => type.slug === slug);
}

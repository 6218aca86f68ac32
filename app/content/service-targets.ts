import { labelledValues } from "#app/lib/labelled-values.ts";
import { companyPromises, type CompanyPromiseId } from "./company.ts";

// What a service ticket promises, by its type and priority (decision 0154): how soon a technician first contacts
// the customer (response) and how soon the problem is fixed (resolution). The promises the site makes (SPEC §1)
// set the targets they name; the others count in the office's business hours (office-calendar.ts).

export const { values: ticketTypes, labels: ticketTypeLabels } = labelledValues({
  repair: "Repair",
  emergency: "Emergency",
  inspection: "Inspection",
  orphaned_system_rescue: "Orphaned-system rescue",
  warranty: "Warranty",
  other: "Other",
});
export type TicketType = (typeof ticketTypes)[number];

export const { values: ticketPriorities, labels: ticketPriorityLabels } = labelledValues({
  urgent: "Urgent",
  high: "High",
  normal: "Normal",
  low: "Low",
});
export type TicketPriority = (typeof ticketPriorities)[number];

/**
 * A time allowed: in the office's business hours, or around the clock in hours or in days (a day is a calendar day
 * in the office's time zone, so 7 days end at the same local time a week later across a DST change).
 */
export type ServiceTarget =
  | { calendar: "businessHours"; hours: number }
  | { calendar: "aroundTheClock"; hours: number }
  | { calendar: "aroundTheClock"; days: number };

export interface ServiceTargets {
  response: ServiceTarget;
  resolution: ServiceTarget;
}

export interface TicketTypeTargets {
  /** The priority a ticket of this type is opened with unless someone sets another. */
  defaultPriority: TicketPriority;
  byPriority: Readonly<Record<TicketPriority, ServiceTargets>>;
}

/** A promise's own figure, around the clock: the site says "within 2 hours" and "in 7 days", nights and weekends included. */
function promised(id: CompanyPromiseId): ServiceTarget {
  const { value, unit } = companyPromises.find((promise) => promise.id === id)!.target;
  if (unit === "hours") return { calendar: "aroundTheClock", hours: value };
  if (unit === "days") return { calendar: "aroundTheClock", days: value };
  throw new Error(`The promise ${id} is not a time`);
}

const businessHours = (hours: number): ServiceTarget => ({ calendar: "businessHours", hours });

/** An office day is 9 business hours (08:00-17:00); 45 are an office week. */
const standard: TicketTypeTargets["byPriority"] = {
  urgent: { response: businessHours(2), resolution: businessHours(9) },
  high: { response: businessHours(4), resolution: businessHours(18) },
  normal: { response: businessHours(9), resolution: businessHours(45) },
  low: { response: businessHours(18), resolution: businessHours(90) },
};

/** "Emergency response within 2 hours", day or night, whatever the priority; the repair after it by priority. */
const emergencyResponse = promised("emergency-response");

/** "Orphaned-system rescue in 7 days": inspected, explained in writing and in most cases producing again. */
const rescueResolution = promised("orphaned-system-rescue");

/** "Most repairs same-day": fixed within one office day, unless a low priority says it can wait for two. */
const sameDayRepair = businessHours(9);

export const serviceTargets: Readonly<Record<TicketType, TicketTypeTargets>> = {
  repair: {
    defaultPriority: "high",
    byPriority: {
      urgent: { response: businessHours(2), resolution: sameDayRepair },
      high: { response: businessHours(4), resolution: sameDayRepair },
      normal: { response: businessHours(9), resolution: sameDayRepair },
      low: { response: businessHours(18), resolution: businessHours(18) },
    },
  },
  emergency: {
    defaultPriority: "urgent",
    byPriority: {
      urgent: { response: emergencyResponse, resolution: businessHours(9) },
      high: { response: emergencyResponse, resolution: businessHours(18) },
      normal: { response: emergencyResponse, resolution: businessHours(45) },
      low: { response: emergencyResponse, resolution: businessHours(90) },
    },
  },
  inspection: { defaultPriority: "normal", byPriority: standard },
  orphaned_system_rescue: {
    defaultPriority: "high",
    byPriority: {
      urgent: { response: businessHours(2), resolution: rescueResolution },
      high: { response: businessHours(4), resolution: rescueResolution },
      normal: { response: businessHours(9), resolution: rescueResolution },
      low: { response: businessHours(18), resolution: rescueResolution },
    },
  },
  warranty: { defaultPriority: "normal", byPriority: standard },
  other: { defaultPriority: "normal", byPriority: standard },
};

/** The targets of a ticket of this type, at its priority or the type's default. */
export function serviceTargetsFor(type: TicketType, priority?: TicketPriority): ServiceTargets {
  const targets = serviceTargets[type];
  return targets.byPriority[priority ?? targets.defaultPriority];
}

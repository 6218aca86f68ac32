import { company } from "#app/content/company.ts";
import {
  serviceTargetsFor,
  type ServiceTarget,
  type TicketPriority,
  type TicketType,
} from "#app/content/service-targets.ts";

/** "08:00" as people say it: "8 am"; "17:30": "5:30 pm". */
function clockText(time: string): string {
  const [hour, minute] = time.split(":").map(Number) as [number, number];
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve}${minute ? `:${String(minute).padStart(2, "0")}` : ""} ${hour < 12 ? "am" : "pm"}`;
}

/** "Pacific Time": the office's zone as people name it. */
const zoneName =
  new Intl.DateTimeFormat("en-US", { timeZone: company.timeZone, timeZoneName: "longGeneric" })
    .formatToParts(new Date(0))
    .find((part) => part.type === "timeZoneName")?.value ?? company.timeZone;

const firstDay = company.officeHours[0]!;
const lastDay = company.officeHours.at(-1)!;

/** The office's hours in words, from the content: "Monday to Friday, 8 am to 5 pm Pacific Time, except holidays". */
export const OFFICE_HOURS_TEXT = `${firstDay.day} to ${lastDay.day}, ${clockText(firstDay.opens)} to ${clockText(firstDay.closes)} ${zoneName}, except holidays`;

const hoursText = (hours: number) => (hours === 1 ? "1 hour" : `${hours} hours`);

/** A target as a promise a person reads: office hours said as such, never passed off as clock hours. */
function targetText(target: ServiceTarget): string {
  if (target.calendar === "aroundTheClock") {
    return "days" in target
      ? `within ${target.days} days, weekends included`
      : `within ${hoursText(target.hours)}, day or night`;
  }
  if (target.hours % 9 === 0) {
    const days = target.hours / 9;
    return `within ${days === 1 ? "one office day" : `${days} office days`}`;
  }
  return `within ${hoursText(target.hours)} of office time`;
}

/**
 * What a ticket of this type promises the customer, in words (issue 28 §5): when we first contact them, counted as
 * the targets count (content: app/content/service-targets.ts), with the office's hours where they apply.
 */
export function responsePromise(type: TicketType, priority?: TicketPriority): string {
  const { response } = serviceTargetsFor(type, priority);
  const when = targetText(response);
  return response.calendar === "businessHours"
    ? `We will contact you ${when} (our office hours are ${OFFICE_HOURS_TEXT}).`
    : `We will contact you ${when}. For danger now, call ${company.phone.display} as well.`;
}

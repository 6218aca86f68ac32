import { companyPromises } from "#app/content/company.ts";
import { officeCalendar } from "#app/content/office-calendar.ts";
import { businessHoursBetween, openAtOrAfter, type BusinessCalendar } from "#app/lib/business-hours.ts";

const HOUR_MS = 60 * 60 * 1000;

export interface ResponsePolicy {
  /** When the office is open: its hours and holidays, in its time zone. */
  calendar: BusinessCalendar;
  /** The promised time to first contact, in hours. */
  promiseHours: number;
}

/** The site's "Reply within 24 hours" promise, in the office's hours, closed on its holidays. */
export const leadResponsePolicy: ResponsePolicy = {
  calendar: officeCalendar,
  promiseHours: companyPromises.find((promise) => promise.id === "lead-response")!.target.value,
};

/**
 * When first contact is due for a request made at `createdAt`, by the promise's own
 * conditions: the clock starts when the office is open (a request sent outside office
 * hours starts it at the next opening), and a deadline falling outside office hours
 * moves to the next opening. Null when the policy has no office hours.
 */
export function responseDeadline(createdAt: Date, policy: ResponsePolicy = leadResponsePolicy): Date | null {
  const clockStarts = openAtOrAfter(createdAt, policy.calendar);
  if (!clockStarts) return null;
  const due = new Date(clockStarts.getTime() + policy.promiseHours * HOUR_MS);
  return openAtOrAfter(due, policy.calendar);
}

/**
 * Requests made before the returned instant and not yet contacted are overdue at `now`.
 * Deadlines never decrease as createdAt grows, so the boundary is found by bisection;
 * it lets the database count overdue leads with one indexed comparison.
 */
export function overdueBefore(now: Date, policy: ResponsePolicy = leadResponsePolicy): Date | null {
  const isOverdue = (createdAt: number) => {
    const deadline = responseDeadline(new Date(createdAt), policy);
    return deadline !== null && deadline.getTime() < now.getTime();
  };
  // Any weekly schedule puts a deadline within the promise plus two weeks.
  let overdue = now.getTime() - policy.promiseHours * HOUR_MS - 14 * 24 * HOUR_MS;
  let notOverdue = now.getTime();
  if (!isOverdue(overdue)) return null;
  while (notOverdue - overdue > 1) {
    const middle = Math.floor((overdue + notOverdue) / 2);
    if (isOverdue(middle)) overdue = middle;
    else notOverdue = middle;
  }
  return new Date(notOverdue);
}

export type ResponseSla =
  /** Not contacted yet, deadline ahead; `businessHours` left until it. */
  | { state: "due"; deadline: Date; businessHours: number }
  /** Not contacted yet, deadline passed; `businessHours` since it. */
  | { state: "overdue"; deadline: Date; businessHours: number }
  /** Contacted by the deadline. */
  | { state: "met"; deadline: Date; businessHours: 0 }
  /** Contacted after the deadline; `businessHours` late. */
  | { state: "missed"; deadline: Date; businessHours: number };

export interface SlaSubject {
  createdAt: Date;
  firstContactedAt: Date | null;
  status: string;
  isSpam: boolean;
}

/**
 * The promise's state for one lead. Only a lead still `new` is waiting for contact;
 * one closed without contact (lost, spam) has no promise left to keep.
 */
export function responseSla(
  lead: SlaSubject,
  now: Date,
  policy: ResponsePolicy = leadResponsePolicy,
): ResponseSla | null {
  if (lead.isSpam) return null;
  const deadline = responseDeadline(lead.createdAt, policy);
  if (!deadline) return null;
  const between = (from: Date, to: Date) => businessHoursBetween(from, to, policy.calendar);
  if (lead.firstContactedAt) {
    return lead.firstContactedAt <= deadline
      ? { state: "met", deadline, businessHours: 0 }
      : { state: "missed", deadline, businessHours: between(deadline, lead.firstContactedAt) };
  }
  if (lead.status !== "new") return null;
  return now.getTime() <= deadline.getTime()
    ? { state: "due", deadline, businessHours: between(now, deadline) }
    : { state: "overdue", deadline, businessHours: between(deadline, now) };
}

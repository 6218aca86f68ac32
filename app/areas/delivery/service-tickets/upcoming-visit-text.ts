import { formatOfficeDate } from "#app/lib/office-time.ts";
import { company } from "#app/content/company.ts";
import type { UpcomingVisit } from "./ticket-summary.ts";

const clock = new Intl.DateTimeFormat("en-US", { timeZone: company.timeZone, hour: "numeric", minute: "2-digit" });

/** "Visit Dec 2, 2026, 1:30 PM–3:30 PM (Jamie)": the next visit's day and window in the office's time. */
export function upcomingVisitText(visit: UpcomingVisit): string {
  const starts = new Date(visit.startsAt);
  const window = `${formatOfficeDate(starts)}, ${clock.format(starts)}–${clock.format(new Date(visit.endsAt))}`;
  return `Visit ${window}${visit.technicianFirstName ? ` (${visit.technicianFirstName})` : ""}`;
}

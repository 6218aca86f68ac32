import { localDateOf, type LocalDate } from "./local-date.ts";

export interface Slot {
  start: string;
  end: string;
}

/**
 * The browser's zone; the company's on the server. Whatever shows it must not render before hydration: the slot
 * picker's times arrive by a request after it, and AppointmentSummary waits for useHydrated.
 */
export function visitorTimeZone(fallback: string): string {
  return typeof window === "undefined" ? fallback : Intl.DateTimeFormat().resolvedOptions().timeZone || fallback;
}

export function formatTime(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", {
    timeZone,
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  }).format(new Date(iso));
}

/** "Tuesday, March 10, 2026" for an instant in a zone. */
export function formatDay(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", { timeZone, dateStyle: "full" }).format(new Date(iso));
}

/** "Tuesday, March 10, 2026" for a calendar date. */
export function formatLocalDate(date: LocalDate): string {
  return new Intl.DateTimeFormat("en-US", { timeZone: "UTC", dateStyle: "full" }).format(new Date(`${date}T12:00:00Z`));
}

/** Slots by the company-zone date they start on: the calendar's days. */
export function slotsByDate(slots: readonly Slot[], companyZone: string): Map<LocalDate, Slot[]> {
  const byDate = new Map<LocalDate, Slot[]>();
  for (const slot of slots) {
    const date = localDateOf(new Date(slot.start), companyZone);
    byDate.set(date, [...(byDate.get(date) ?? []), slot]);
  }
  return byDate;
}

/** Google Calendar's "add event" link for an appointment. */
export function googleCalendarUrl(event: {
  title: string;
  start: string;
  end: string;
  location: string;
  details: string;
}) {
  const stamp = (iso: string) =>
    new Date(iso)
      .toISOString()
      .replace(/[-:]/g, "")
      .replace(/\.\d{3}/, "");
  const url = new URL("https://calendar.google.com/calendar/render");
  url.searchParams.set("action", "TEMPLATE");
  url.searchParams.set("text", event.title);
  url.searchParams.set("dates", `${stamp(event.start)}/${stamp(event.end)}`);
  url.searchParams.set("location", event.location);
  url.searchParams.set("details", event.details);
  return url.toString();
}

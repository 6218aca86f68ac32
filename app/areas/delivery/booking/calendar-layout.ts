import type { AppointmentStatus } from "./appointment-status.ts";
import type { LocalDate } from "./local-date.ts";

/**
 * The appointments calendar's grid as the server reads it: every time is minutes after the local midnight of its
 * date in the company's zone, so the browser places it without any zone arithmetic of its own.
 */
export interface CalendarDay {
  date: LocalDate;
  /** The opening intervals; none on a closed day. */
  open: Array<{ opens: number; closes: number }>;
  /** A holiday or closed day staff set; null on an ordinary day (a Sunday is closed without one). */
  closedReason: string | null;
}

export interface CalendarEntry {
  id: string;
  reference: string;
  type: string;
  status: AppointmentStatus;
  customerName: string;
  date: LocalDate;
  startMinute: number;
  endMinute: number;
}

/**
 * A service visit in the crew calendar (issue 28 §3): it holds a crew as an appointment does, and opens its ticket.
 * The visits' own area places and words it; the calendar only draws it.
 */
export interface CalendarVisit {
  id: string;
  /** The staff page of the visit's ticket. */
  href: string;
  /** "Visit SR-1234: Repair, Rosa Ortega, with Sam Carter, Scheduled". */
  label: string;
  cancelled: boolean;
  date: LocalDate;
  startMinute: number;
  endMinute: number;
}

export interface CalendarBlock {
  id: string;
  date: LocalDate;
  startMinute: number;
  endMinute: number;
  reason: string;
}

export interface CalendarWeek {
  days: CalendarDay[];
  entries: CalendarEntry[];
  blocks: CalendarBlock[];
  /** Every opening interval of the company's week: the rows a closed day's view still shows. */
  usualHours: CalendarDay["open"];
  /** More appointments matched than the grid shows (the list view has them all). */
  truncated: boolean;
}

const HOUR = 60;

/** "9:00 AM", "12:30 PM" for minutes after midnight. */
export function clockLabel(minutes: number): string {
  const hour = Math.floor(minutes / HOUR) % 24;
  const minute = minutes % HOUR;
  return `${hour % 12 === 0 ? 12 : hour % 12}:${String(minute).padStart(2, "0")} ${hour < 12 ? "AM" : "PM"}`;
}

/** The hours the grid has rows for: every opening of the week, widened to anything booked or blocked outside it. */
export function hourRows(
  week: Pick<CalendarWeek, "usualHours" | "blocks"> & {
    entries: readonly Pick<CalendarEntry, "startMinute" | "endMinute">[];
  },
): number[] {
  const placed = [...week.entries, ...week.blocks];
  const starts = [...week.usualHours.map((open) => open.opens), ...placed.map((item) => item.startMinute)];
  const ends = [...week.usualHours.map((open) => open.closes), ...placed.map((item) => item.endMinute)];
  if (starts.length === 0) return [];
  const first = Math.floor(Math.min(...starts) / HOUR);
  const last = Math.ceil(Math.max(...ends) / HOUR);
  return Array.from({ length: last - first }, (_, i) => (first + i) * HOUR);
}

/** Whether the hour starting at `minute` is wholly outside the day's opening (shaded in the grid). */
export function isClosedHour(day: CalendarDay, minute: number): boolean {
  return !day.open.some((open) => open.opens < minute + HOUR && minute < open.closes);
}

/**
 * Side-by-side lanes for one day's entries: each takes the first lane whose last entry has ended, so overlapping
 * appointments (several crews, or a cancelled one under its replacement) never cover each other.
 */
export function laneLayout<T extends { startMinute: number; endMinute: number }>(
  entries: readonly T[],
): { lanes: number; placed: Array<{ entry: T; lane: number }> } {
  const laneEnds: number[] = [];
  const placed = [...entries]
    .sort((a, b) => a.startMinute - b.startMinute || a.endMinute - b.endMinute)
    .map((entry) => {
      let lane = laneEnds.findIndex((end) => end <= entry.startMinute);
      if (lane === -1) lane = laneEnds.push(0) - 1;
      laneEnds[lane] = entry.endMinute;
      return { entry, lane };
    });
  return { lanes: Math.max(1, laneEnds.length), placed };
}

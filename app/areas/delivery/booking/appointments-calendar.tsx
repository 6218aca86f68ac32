import type { CSSProperties } from "react";
import { Link, useLocation } from "react-router";
import { appointmentTypeBySlug } from "#app/content/appointment-types.ts";
import { labelOf } from "#app/lib/labels.ts";
import { withSearch } from "#app/lib/list-url.ts";
import { TableScroller } from "#app/ui/table-scroller.tsx";
import { appointmentStatusLabels } from "./appointment-status.ts";
import {
  clockLabel,
  hourRows,
  isClosedHour,
  laneLayout,
  type CalendarDay,
  type CalendarEntry,
  type CalendarVisit,
  type CalendarWeek,
} from "./calendar-layout.ts";
import { formatLocalDate } from "./slot-times.ts";

/** One hour row's height; an entry's height is its minutes at this scale. */
const ROW_REM = 3.5;
const HOUR = 60;

const shortDate = new Intl.DateTimeFormat("en-US", {
  timeZone: "UTC",
  weekday: "short",
  month: "short",
  day: "numeric",
});
const dayHeading = (date: string) => shortDate.format(new Date(`${date}T12:00:00Z`));

const statusStyles: Record<CalendarEntry["status"], string> = {
  booked: "border-sky-700 bg-sky-100 text-sky-950 dark:bg-sky-900 dark:text-sky-50",
  done: "border-emerald-700 bg-emerald-100 text-emerald-950 dark:bg-emerald-900 dark:text-emerald-50",
  no_show: "border-red-700 bg-red-100 text-red-950 dark:bg-red-900 dark:text-red-50",
  cancelled: "border-slate-500 bg-slate-100 text-slate-700 line-through dark:bg-slate-800 dark:text-slate-300",
};

/** Top and height of something from `start` to `end` minutes, in the cell of the hour starting at `hour`. */
function span(hour: number, start: number, end: number): CSSProperties {
  return {
    top: `${((start - hour) / HOUR) * ROW_REM}rem`,
    height: `${(Math.max(end - start, 15) / HOUR) * ROW_REM}rem`,
  };
}

/** "Tuesday, March 10, 2026, 9:00 AM to 10:00 AM: System Maintenance, Jordan Ellis, Booked, AP-1234". */
export function entryName(entry: CalendarEntry): string {
  const type = appointmentTypeBySlug(entry.type)?.name ?? entry.type;
  const status = labelOf(appointmentStatusLabels, entry.status);
  // It starts with the words the block shows, so a voice user can say what they see (WCAG 2.5.3, label in name).
  return `${clockLabel(entry.startMinute)} ${type}, ${entry.customerName}, ${formatLocalDate(entry.date)} until ${clockLabel(entry.endMinute)}, ${status}, ${entry.reference}`;
}

function dayStatus(day: CalendarDay): string {
  if (day.closedReason !== null) return `Closed: ${day.closedReason}`;
  if (day.open.length === 0) return "Closed";
  return day.open.map((open) => `${clockLabel(open.opens)} to ${clockLabel(open.closes)}`).join(", ");
}

/** What a day's lanes hold: appointments, and the service visits that hold crews beside them. */
type GridItem = (CalendarEntry & { kind: "appointment" }) | (CalendarVisit & { kind: "visit" });
type DayLanes = ReturnType<typeof laneLayout<GridItem>>;

const visitStyle = "border-violet-700 bg-violet-100 text-violet-950 dark:bg-violet-900 dark:text-violet-50";
const cancelledVisitStyle = statusStyles.cancelled;

const itemClass =
  "absolute z-10 overflow-hidden rounded border-l-4 px-1 text-left text-xs leading-tight shadow-sm focus-visible:z-20 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-amber-500";

function DayCell({
  day,
  hour,
  blocks,
  lanes: { lanes, placed },
  search,
}: {
  day: CalendarDay;
  hour: number;
  blocks: CalendarWeek["blocks"];
  lanes: DayLanes;
  search: string;
}) {
  const inHour = (item: { date: string; startMinute: number }) =>
    item.date === day.date && item.startMinute >= hour && item.startMinute < hour + HOUR;
  return (
    <td
      className={`relative border border-slate-200 p-0 align-top dark:border-slate-700 ${
        isClosedHour(day, hour) ? "bg-slate-100 dark:bg-slate-800/70" : ""
      }`}
    >
      {blocks.filter(inHour).map((block) => (
        <div
          key={block.id}
          style={span(hour, block.startMinute, block.endMinute)}
          className="absolute inset-x-0 z-0 overflow-hidden bg-[repeating-linear-gradient(45deg,transparent,transparent_6px,rgb(148_163_184/0.35)_6px,rgb(148_163_184/0.35)_12px)] px-1 text-xs text-slate-800 dark:text-slate-200"
        >
          Blocked {clockLabel(block.startMinute)} to {clockLabel(block.endMinute)}: {block.reason}
        </div>
      ))}
      {placed
        .filter(({ entry }) => inHour(entry))
        .map(({ entry, lane }) => {
          const place = {
            ...span(hour, entry.startMinute, entry.endMinute),
            left: `${(lane / lanes) * 100}%`,
            width: `${100 / lanes}%`,
          };
          return entry.kind === "visit" ? (
            <Link
              key={entry.id}
              to={entry.href}
              aria-label={`${clockLabel(entry.startMinute)} ${entry.label}, ${formatLocalDate(entry.date)} until ${clockLabel(entry.endMinute)}`}
              style={place}
              className={`${itemClass} ${entry.cancelled ? cancelledVisitStyle : visitStyle}`}
            >
              <span className="font-semibold">{clockLabel(entry.startMinute)}</span> {entry.label}
            </Link>
          ) : (
            <Link
              key={entry.id}
              to={{ search: withSearch(search, { appointment: entry.id, on: null }), hash: "appointment" }}
              aria-label={entryName(entry)}
              style={place}
              className={`${itemClass} ${statusStyles[entry.status]}`}
            >
              <span className="font-semibold">{clockLabel(entry.startMinute)}</span>{" "}
              {appointmentTypeBySlug(entry.type)?.name ?? entry.type}, {entry.customerName}
            </Link>
          );
        })}
    </td>
  );
}

/**
 * The day or week as a time grid: a column per date, a row per hour of the opening hours (Pacific), appointments
 * placed at their times as links that open them, the crews' service visits beside them as links to their tickets,
 * blocked times striped, hours outside opening shaded. A table, so a screen reader announces each cell's date and
 * hour; it scrolls sideways inside itself on a phone.
 */
export function AppointmentsCalendar({
  week,
  visits,
  first,
  last,
}: {
  week: CalendarWeek;
  visits: readonly CalendarVisit[];
  first: string;
  last: string;
}) {
  const { search } = useLocation();
  const items: GridItem[] = [
    ...week.entries.map((entry) => ({ ...entry, kind: "appointment" as const })),
    ...visits.map((visit) => ({ ...visit, kind: "visit" as const })),
  ];
  const hours = hourRows({ ...week, entries: items });
  const lanesByDate = new Map(
    week.days.map((day) => [day.date, laneLayout(items.filter((item) => item.date === day.date))]),
  );
  const period = first === last ? formatLocalDate(first) : `${formatLocalDate(first)} to ${formatLocalDate(last)}`;
  const single = week.days.length === 1;
  return (
    <div className="grid min-w-0 gap-2">
      {week.truncated ? (
        <p role="status">This period has more appointments than the calendar shows; the list shows them all.</p>
      ) : null}
      <TableScroller label="Appointments calendar" className="rounded-lg border border-slate-200 dark:border-slate-700">
        <table className={`w-full table-fixed border-collapse text-sm ${single ? "" : "min-w-[52rem]"}`}>
          <caption className="px-2 py-2 text-left font-medium">
            Appointments{visits.length > 0 ? " and service visits" : ""}, {period} (Pacific time)
          </caption>
          <colgroup>
            <col className="w-20" />
          </colgroup>
          <thead>
            <tr>
              <th scope="col" className="border border-slate-200 p-1 text-xs dark:border-slate-700">
                Time
              </th>
              {week.days.map((day) => (
                <th
                  key={day.date}
                  scope="col"
                  className="border border-slate-200 p-1 text-left align-top dark:border-slate-700"
                >
                  <span className="sr-only">{formatLocalDate(day.date)}</span>
                  <span aria-hidden="true">{dayHeading(day.date)}</span>
                  <span className="block text-xs font-normal text-slate-700 dark:text-slate-300">{dayStatus(day)}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {hours.map((hour) => (
              <tr key={hour} style={{ height: `${ROW_REM}rem` }}>
                <th
                  scope="row"
                  className="border border-slate-200 p-1 text-right align-top text-xs font-normal dark:border-slate-700"
                >
                  {clockLabel(hour)}
                </th>
                {week.days.map((day) => (
                  <DayCell
                    key={day.date}
                    day={day}
                    hour={hour}
                    blocks={week.blocks}
                    lanes={lanesByDate.get(day.date)!}
                    search={search}
                  />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroller>
    </div>
  );
}

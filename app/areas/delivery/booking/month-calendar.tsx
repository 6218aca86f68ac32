import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { addDaysToLocalDate, parseLocalDate, type LocalDate } from "./local-date.ts";
import { formatLocalDate } from "./slot-times.ts";

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const WEEKDAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

const weekdayOf = (date: LocalDate) => new Date(`${date}T12:00:00Z`).getUTCDay();
const monthOf = (date: LocalDate) => date.slice(0, 7);
const monthTitle = (date: LocalDate) =>
  new Intl.DateTimeFormat("en-US", { timeZone: "UTC", month: "long", year: "numeric" }).format(
    new Date(`${monthOf(date)}-15T12:00:00Z`),
  );

function addMonths(date: LocalDate, months: number): LocalDate {
  const { year, month, day } = parseLocalDate(date);
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  return addDaysToLocalDate(target.toISOString().slice(0, 10), Math.min(day, lastDay) - 1);
}

/** The weeks (Sunday first) of the month `date` is in; null pads the first and last week. */
function monthWeeks(date: LocalDate): (LocalDate | null)[][] {
  const first = `${monthOf(date)}-01`;
  const days: (LocalDate | null)[] = Array.from({ length: weekdayOf(first) }, () => null);
  for (let day = first; monthOf(day) === monthOf(date); day = addDaysToLocalDate(day, 1)) days.push(day);
  while (days.length % 7 !== 0) days.push(null);
  return Array.from({ length: days.length / 7 }, (_, week) => days.slice(week * 7, week * 7 + 7));
}

export interface MonthCalendarProps {
  /** The first and last bookable dates; the calendar moves only between their months. */
  first: LocalDate;
  last: LocalDate;
  /** Dates with at least one free slot; the others are shown disabled. */
  counts: ReadonlyMap<LocalDate, number>;
  selected: LocalDate | null;
  onSelect: (date: LocalDate) => void;
}

/**
 * A month grid (WAI-ARIA date grid): one tab stop, arrow keys move by day and week, Home/End to the week's ends,
 * Page Up/Down by month; each day's name says its date and how many times are free; days without any are disabled.
 */
export function MonthCalendar({ first, last, counts, selected, onSelect }: MonthCalendarProps) {
  const firstAvailable = [...counts.keys()].sort()[0];
  const [focused, setFocused] = useState<LocalDate>(selected ?? firstAvailable ?? first);
  const moveFocus = useRef(false);
  const grid = useRef<HTMLTableElement>(null);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`[data-date="${focused}"]`)?.focus();
  }, [focused]);

  const clamp = (date: LocalDate) => (date < first ? first : date > last ? last : date);
  const go = (date: LocalDate) => {
    moveFocus.current = true;
    setFocused(clamp(date));
  };

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, date: LocalDate) {
    const moves: Record<string, () => LocalDate> = {
      ArrowLeft: () => addDaysToLocalDate(date, -1),
      ArrowRight: () => addDaysToLocalDate(date, 1),
      ArrowUp: () => addDaysToLocalDate(date, -7),
      ArrowDown: () => addDaysToLocalDate(date, 7),
      Home: () => addDaysToLocalDate(date, -weekdayOf(date)),
      End: () => addDaysToLocalDate(date, 6 - weekdayOf(date)),
      PageUp: () => addMonths(date, -1),
      PageDown: () => addMonths(date, 1),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    go(move());
  }

  const canGoBack = monthOf(first) < monthOf(focused);
  const canGoForward = monthOf(last) > monthOf(focused);
  const headingId = `calendar-${monthOf(focused)}`;
  return (
    <div className="grid gap-3">
      <div className="flex items-center justify-between gap-2">
        <button
          type="button"
          className="min-h-10 rounded-md border border-slate-300 px-3 disabled:opacity-40 dark:border-slate-600"
          onClick={() =>
            go(`${monthOf(addMonths(focused, -1))}-01` < first ? first : `${monthOf(addMonths(focused, -1))}-01`)
          }
          disabled={!canGoBack}
          aria-label="Previous month"
        >
          ‹
        </button>
        <h3 id={headingId} className="text-lg font-semibold" aria-live="polite">
          {monthTitle(focused)}
        </h3>
        <button
          type="button"
          className="min-h-10 rounded-md border border-slate-300 px-3 disabled:opacity-40 dark:border-slate-600"
          onClick={() => go(`${monthOf(addMonths(focused, 1))}-01`)}
          disabled={!canGoForward}
          aria-label="Next month"
        >
          ›
        </button>
      </div>
      <table
        ref={grid}
        role="grid"
        aria-labelledby={headingId}
        className="w-full table-fixed border-collapse text-center"
      >
        <thead>
          <tr>
            {WEEKDAYS.map((day, index) => (
              <th
                key={day}
                scope="col"
                abbr={WEEKDAY_NAMES[index]}
                className="py-1 text-xs font-medium text-slate-600 dark:text-slate-400"
              >
                {day}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(focused).map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((date, index) => {
                if (!date) return <td key={`pad-${index}`} />;
                const count = counts.get(date) ?? 0;
                const isSelected = date === selected;
                return (
                  <td key={date} className="p-0.5" aria-selected={isSelected}>
                    <button
                      type="button"
                      data-date={date}
                      tabIndex={date === focused ? 0 : -1}
                      aria-disabled={count === 0 || undefined}
                      aria-pressed={isSelected}
                      aria-label={`${formatLocalDate(date)}, ${count === 0 ? "no times available" : `${count} ${count === 1 ? "time" : "times"} available`}`}
                      onKeyDown={(event) => onKeyDown(event, date)}
                      onFocus={() => setFocused(date)}
                      onClick={() => count > 0 && onSelect(date)}
                      className={`min-h-10 w-full rounded-md text-sm ${
                        isSelected
                          ? "bg-amber-500 font-semibold text-slate-950"
                          : count > 0
                            ? "border border-amber-500 font-medium hover:bg-amber-50 dark:hover:bg-slate-800"
                            : "cursor-not-allowed text-slate-500 line-through dark:text-slate-400"
                      }`}
                    >
                      {Number(date.slice(8))}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

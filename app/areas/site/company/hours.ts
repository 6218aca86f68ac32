import type { OpeningHours } from "#app/content/company.ts";
import { formatClock } from "#app/content/clock.ts";

export interface HoursLine {
  days: string;
  hours: string;
}

/** Consecutive days with the same hours share one line: "Monday – Friday", "8:00 AM – 5:00 PM". */
export function hoursLines(schedule: readonly OpeningHours[]): HoursLine[] {
  const lines: { first: string; last: string; opens: string; closes: string }[] = [];
  for (const entry of schedule) {
    const previous = lines.at(-1);
    if (previous && previous.opens === entry.opens && previous.closes === entry.closes) previous.last = entry.day;
    else lines.push({ first: entry.day, last: entry.day, opens: entry.opens, closes: entry.closes });
  }
  return lines.map((line) => ({
    days: line.first === line.last ? line.first : `${line.first} – ${line.last}`,
    hours: `${formatClock(line.opens)} – ${formatClock(line.closes)}`,
  }));
}

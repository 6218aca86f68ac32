import type { DayOfWeek, OpeningHours } from "#app/content/company.ts";

const shortDay: Record<DayOfWeek, string> = {
  Monday: "Mon",
  Tuesday: "Tue",
  Wednesday: "Wed",
  Thursday: "Thu",
  Friday: "Fri",
  Saturday: "Sat",
  Sunday: "Sun",
};
const weekOrder = Object.keys(shortDay) as DayOfWeek[];

/** "08:00" → "8AM", "17:30" → "5:30PM". */
export function formatClockTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  const suffix = hours < 12 ? "AM" : "PM";
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}${minutes ? `:${String(minutes).padStart(2, "0")}` : ""}${suffix}`;
}

/**
 * Opening hours as the footer shows them: consecutive days with the same hours
 * share one line, e.g. ["Mon-Fri 8AM-6PM", "Sat 9AM-4PM"].
 */
export function formatOpeningHours(hours: readonly OpeningHours[]): string[] {
  const sorted = [...hours].sort((a, b) => weekOrder.indexOf(a.day) - weekOrder.indexOf(b.day));
  const runs: Array<{ first: DayOfWeek; last: DayOfWeek; opens: string; closes: string }> = [];
  for (const entry of sorted) {
    const run = runs.at(-1);
    const follows = run && weekOrder.indexOf(entry.day) === weekOrder.indexOf(run.last) + 1;
    if (run && follows && run.opens === entry.opens && run.closes === entry.closes) run.last = entry.day;
    else runs.push({ first: entry.day, last: entry.day, opens: entry.opens, closes: entry.closes });
  }
  return runs.map((run) => {
    const days = run.first === run.last ? shortDay[run.first] : `${shortDay[run.first]}-${shortDay[run.last]}`;
    return `${days} ${formatClockTime(run.opens)}-${formatClockTime(run.closes)}`;
  });
}

import { company } from "#app/content/company.ts";
import { zonedParts } from "#app/lib/zoned-time.ts";

/** Today's date at the office ("2026-11-24"): what a due date is compared with. */
export function officeToday(now = new Date()): string {
  const { year, month, day } = zonedParts(now, company.timeZone);
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** An open item whose due date has passed. */
export const isOverdue = (item: { dueOn: string | null; completedAt: Date | null }, today: string) =>
  !item.completedAt && item.dueOn !== null && item.dueOn < today;

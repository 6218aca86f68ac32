import { company } from "#app/content/company.ts";
import { addLocalDays, zonedParts, zonedTimeToInstant } from "#app/lib/zoned-time.ts";

/** Where an open task stands against its due time: past it, due before the office day ends, or later; or done. */
export type TaskDue = "overdue" | "today" | "later" | "done";

export function taskDue(task: { dueAt: Date; completedAt: Date | null }, now: Date): TaskDue {
  if (task.completedAt) return "done";
  if (task.dueAt < now) return "overdue";
  const tomorrow = zonedTimeToInstant(addLocalDays(zonedParts(now, company.timeZone), 1), company.timeZone);
  return task.dueAt < tomorrow ? "today" : "later";
}

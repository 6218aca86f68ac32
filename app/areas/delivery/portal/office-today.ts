/** The office's date, shared by every feature (app/lib/office-time.ts); the portal's modules read it from here. */
export { officeToday } from "#app/lib/office-time.ts";

/** An open item whose due date has passed. */
export const isOverdue = (item: { dueOn: string | null; completedAt: Date | null }, today: string) =>
  !item.completedAt && item.dueOn !== null && item.dueOn < today;

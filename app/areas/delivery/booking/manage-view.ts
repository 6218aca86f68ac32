import type { LocalDate } from "./local-date.ts";
import type { Slot } from "./slot-times.ts";
import type { AppointmentTypeSlug } from "#app/content/appointment-types.ts";

/** An appointment as the booking and manage pages show it. */
export interface AppointmentView {
  reference: string;
  type: AppointmentTypeSlug;
  typeName: string;
  /** ISO 8601 with the company zone's offset. */
  start: string;
  end: string;
  location: string;
  onSite: boolean;
  prepare: readonly string[];
}

export type ManageState =
  | { state: "current"; appointment: AppointmentView }
  | { state: "moved"; appointment: AppointmentView }
  | { state: "cancelled"; appointment: AppointmentView }
  | { state: "past"; appointment: AppointmentView };

/** What the manage page's action answers when it does not move on: a refused change, with the day's fresh slots on a 409. */
export interface ManageActionResult {
  message: string;
  errors?: Record<string, string>;
  date?: LocalDate;
  slots?: Slot[];
}

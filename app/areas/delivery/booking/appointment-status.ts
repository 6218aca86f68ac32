import { labelledValues } from "#app/lib/labelled-values.ts";

/** An appointment's state: booked until it is cancelled, or staff mark it done or no-show after the visit. */
export const { values: appointmentStatuses, labels: appointmentStatusLabels } = labelledValues({
  booked: "Booked",
  cancelled: "Cancelled",
  done: "Done",
  no_show: "No-show",
});
export type AppointmentStatus = (typeof appointmentStatuses)[number];

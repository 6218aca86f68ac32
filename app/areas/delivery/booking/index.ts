/** Appointment booking's face for pages: the booking page and the manage page. */
export { BookingPage } from "./booking-page.tsx";
export { ManagePage } from "./manage-page.tsx";
export { AppointmentsView } from "./appointments-view.tsx";
export { CalendarChangesPanel } from "./calendar-changes.tsx";
export { FeedPanel } from "./feed-panel.tsx";
export { appointmentStatusLabels } from "./appointment-status.ts";
export { formatDay, formatTime } from "./slot-times.ts";
export type { CalendarVisit } from "./calendar-layout.ts";

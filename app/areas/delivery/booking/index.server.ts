/** Appointment booking's face for the server: its JSON API and background jobs. */
export { bookingApi } from "./api.server.ts";
export { manageAction, manageLoader } from "./manage-page.server.ts";
export { bookingRemindersJob } from "./reminder-job.server.ts";
export { calendarAdminApi, appointmentsPageAction } from "./calendar-admin-api.server.ts";
export { appointmentsPageData } from "./appointments-page.server.ts";
export { listAppointmentsForUser, type AppointmentSummary } from "./appointments-for-user.server.ts";

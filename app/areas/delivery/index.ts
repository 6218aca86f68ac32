/** The delivery area's face for browser-safe code in other areas and routes (generated from its features' index.ts). */
export { BookingPage, ManagePage, AppointmentsView, CalendarChangesPanel, FeedPanel, appointmentStatusLabels } from "./booking/index.ts";
export { ProjectCards, MailSettingsForm } from "./portal/index.ts";

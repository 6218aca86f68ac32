/** The delivery area's face for browser-safe code elsewhere: its features' index.ts, name by name. */
export {
  BookingPage,
  ManagePage,
  AppointmentsView,
  CalendarChangesPanel,
  FeedPanel,
  appointmentStatusLabels,
} from "./booking/index.ts";
export { ProjectCards, MailSettingsForm } from "./portal/index.ts";

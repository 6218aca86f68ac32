/** Appointment booking's face for the server: its JSON API and background jobs. */
export { bookingApi, bookingLimit } from "./api.server.ts";
export { manageAction, manageLoader } from "./manage-page.server.ts";
export { bookingRemindersJob } from "./reminder-job.server.ts";
export { calendarAdminApi, appointmentsPageAction } from "./calendar-admin-api.server.ts";
export { appointmentsPageData } from "./appointments-page.server.ts";
export { placeOnGrid } from "./appointments-calendar.server.ts";
export { listAppointmentsForUser, type AppointmentSummary } from "./appointments-for-user.server.ts";
export { claimSlot, claimUnits, releaseSlot, type SlotHolder } from "./slot-claims.server.ts";
export { loadOccupancy, localDaysRange } from "./occupancy.server.ts";
export { datesSlots, freeCrew, type BookingRules, type SlotType, type TimeRange } from "./slot-engine.ts";
export { bookingRules } from "./booking-rules.server.ts";
export { addDaysToLocalDate, localDateOf, localDatesBetween } from "./local-date.ts";
export { SLOT_TAKEN_MESSAGE } from "./slot-taken.ts";
export { appointmentList } from "./appointment-list.server.ts";
export { bookAppointment, SlotTakenError } from "./book-appointment.server.ts";
export { availableSlots, isoWithOffset } from "./available-slots.server.ts";
export { appointmentOutcomes, type AppointmentOutcomes } from "./booking-analytics.server.ts";

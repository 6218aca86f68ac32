/**
 * Service visits and parts' face for server code: their API, writes, the technician's day, scheduling a ticket's
 * visit, and the hooks of a feature whose work the visits carry out.
 */
export { serviceVisitsApi } from "./api.server.ts";
export { visitWrites, fieldWorkWrites, visitScheduleWrites } from "./visit-writes.server.ts";
export { visitScope } from "./visit-scope.server.ts";
export { countDayVisits } from "./day-visits.server.ts";
export { myDayPageData, myDayAction, type MyDayData, type DayVisit } from "./my-day.server.ts";
export { ticketWork, type TicketWork } from "./ticket-work.server.ts";
export { upcomingVisitsOf } from "./upcoming-visits.server.ts";
export { calendarVisits } from "./calendar-visits.server.ts";
export { scheduleVisit, cancelVisit } from "./visit-schedule.server.ts";
export { visitStarts } from "./visit-starts.server.ts";
export { addVisitHooks, type VisitHooks, type CompletedVisit } from "./visit-hooks.server.ts";

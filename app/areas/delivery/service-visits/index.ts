export { MyDay } from "./my-day.tsx";
export { TicketWorkSections, scheduleFormSchema } from "./ticket-work-sections.tsx";
export { scheduleVisitSchema, type ScheduleVisitInput } from "./visit-schemas.ts";

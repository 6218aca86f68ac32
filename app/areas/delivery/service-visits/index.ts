export { MyDay } from "./my-day.tsx";
export { TicketWorkSections } from "./ticket-work-sections.tsx";

/** The client portal's browser-safe parts other features show. */
export { ProjectCards } from "./project-cards.tsx";
export { MailSettingsForm } from "./mail-settings-form.tsx";
export { StaffProjectList } from "./staff-project-list.tsx";
export { ConvertLeadPanel } from "./convert-lead-form.tsx";
export { UnreadMessagesCard } from "./unread-messages-card.tsx";
export { StaffProject } from "./staff-project.tsx";
export { ClientProject } from "./client-project.tsx";

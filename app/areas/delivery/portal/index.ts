/** The client portal's browser-safe parts other features show. */
export { ProjectCards } from "./project-cards.tsx";
export { MailSettingsForm } from "./mail-settings-form.tsx";

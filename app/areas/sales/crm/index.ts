/** The CRM's face for browser-safe code: its pages' parts. */
export { CustomersList } from "./customers-list.tsx";
export { DuplicatesList } from "./duplicates-list.tsx";

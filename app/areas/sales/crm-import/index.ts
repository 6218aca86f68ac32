/** The CRM import's face for browser-safe code: its page. */
export { CustomerImport } from "./customer-import.tsx";
